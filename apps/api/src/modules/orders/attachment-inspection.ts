import { MAX_ATTACHMENT_BYTES } from '@marketplace/contracts';
import type { attachmentContentTypes } from '@marketplace/contracts';
import { validationError } from '../../lib/app-error';
import { ImageTooLargeError, imageTooLargeMessage, inspectImage, sniffImageType, UnsupportedImageError } from '../../lib/image-inspection';

/** The types a purchase-order file may be. */
export type AttachmentContentType = (typeof attachmentContentTypes)[number];

/** The refusal of a file over {@link MAX_ATTACHMENT_BYTES}, wherever it is noticed. */
export const ATTACHMENT_TOO_LARGE = `Attach a file of at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`;

/** A PDF opens with its header, "%PDF-" and the version (ISO 32000), e.g. "%PDF-1.7". */
const PDF_HEADER = /^%PDF-\d\.\d/;

/** Whether the bytes start as a PDF does. */
export function isPdf(bytes: Buffer): boolean {
  return PDF_HEADER.test(bytes.subarray(0, 16).toString('latin1'));
}

/**
 * The type of an uploaded file, from its bytes alone, once it has passed that type's checks:
 * a PDF its header and the size limit; a PNG or JPEG the same inspection as product pictures
 * (size read from the header before any decoding, then a whole, readable image), because these
 * files are stored and downloaded as they came. `fileName` names the file in a refusal, a 400 on
 * the `file` field.
 */
export async function inspectAttachment(bytes: Buffer, fileName: string): Promise<AttachmentContentType> {
  // The upload reader stops at the limit too; this keeps it for any other way in.
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw validationError({ file: ATTACHMENT_TOO_LARGE });
  if (isPdf(bytes)) return 'application/pdf';
  const imageType = sniffImageType(bytes);
  if (imageType !== 'image/png' && imageType !== 'image/jpeg') throw validationError({ file: 'Attach a PDF, PNG or JPEG file.' });
  try {
    await inspectImage(bytes);
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw validationError({ file: imageTooLargeMessage(fileName) });
    if (error instanceof UnsupportedImageError) throw validationError({ file: `${fileName} is not a whole PNG or JPEG image.` });
    throw error;
  }
  return imageType;
}
