import { MAX_ATTACHMENT_BYTES } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { validationError } from '../../lib/app-error';
import { ATTACHMENT_TOO_LARGE } from '../orders/attachment-inspection';

/**
 * The one file of an invoice upload (multipart field `file`), read under the attachments' size
 * limit; every problem is a 400 naming `file`, as purchase-order attachments answer.
 */
export async function readInvoiceUpload(request: FastifyRequest): Promise<{ fileName: string | undefined; bytes: Buffer }> {
  if (!request.isMultipart()) throw validationError({ file: 'Send the file as multipart/form-data.' });
  let file: { fileName: string | undefined; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 2, parts: 3 } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') file = { fileName: part.filename, bytes };
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError({ file: ATTACHMENT_TOO_LARGE });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw validationError({ file: 'Attach one file.' });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw validationError({ file: 'Send the file as multipart/form-data.' });
    throw error;
  }
  if (!file || file.bytes.length === 0) throw validationError({ file: 'Attach the invoice’s PDF in the "file" field.' });
  return file;
}
