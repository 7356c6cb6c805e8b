import type { acceptedImageTypes } from '@marketplace/contracts';
import type { SharpConstructor, SharpOptions } from 'sharp';

let loadingSharp: Promise<SharpConstructor> | undefined;

/**
 * sharp, loaded with the first image: libvips keeps some 13 MiB resident from the moment it is
 * loaded, which a server that is not sent pictures never needs (decision 0116).
 */
export function loadSharp(): Promise<SharpConstructor> {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps the results of recent operations (up to 50 MB) for when the same image is asked
    // for again; each upload is read once, so that memory would only ever hold stale pictures.
    // Its thread count needs no setting: sharp already uses one thread per image where the C library
    // is glibc, whose allocator would otherwise keep far more memory after each upload.
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

/** The image types uploads may be, as their first bytes say. */
export type ImageType = (typeof acceptedImageTypes)[number];

/**
 * Largest width and height an uploaded image may have. A file of a few hundred bytes can
 * declare a canvas of billions of pixels that a decoder would try to allocate; 8192 still takes
 * the full-size photos of 48 and 50 megapixel cameras and phones (8064×6048, 8192×5464).
 */
export const MAX_IMAGE_SIDE = 8192;

const IMAGE_TOO_LARGE = `image too large: at most ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} pixels`;

/** The refusal of an image over {@link MAX_IMAGE_SIDE}, worded the same for every upload. */
export function imageTooLargeMessage(fileName: string): string {
  return `${fileName} is an ${IMAGE_TOO_LARGE}.`;
}

/**
 * How every upload is decoded: never more pixels than the largest accepted image (a second
 * guard after the header check), and a damaged file is an error rather than a partial picture.
 */
export const imageDecodeOptions = { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, failOn: 'error' } satisfies SharpOptions;

/** Thrown when the bytes are not an image this product accepts (wrong type, damaged). */
export class UnsupportedImageError extends Error {}

/** Thrown when an image's header declares more than {@link MAX_IMAGE_SIDE} on a side. */
export class ImageTooLargeError extends Error {
  constructor() {
    super(IMAGE_TOO_LARGE);
  }
}

/** What an image's header says. */
export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

/**
 * The image type from the file's first bytes (its signature), whatever its name or declared
 * type say: a script renamed to .png is refused before any decoder sees it.
 */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Reads an upload's type and size from its signature and header only, so a decompression bomb
 * is refused before any pixel is decoded. Throws {@link UnsupportedImageError} or
 * {@link ImageTooLargeError}.
 */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader> {
  const type = sniffImageType(bytes);
  if (!type) throw new UnsupportedImageError('Not a JPEG, PNG or WebP image.');
  let width: number;
  let height: number;
  try {
    // No pixel limit here: the header is all that is read, and the real size gives the answer.
    const sharp = await loadSharp();
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch (error) {
    throw new UnsupportedImageError(error instanceof Error ? error.message : 'The image header could not be read.');
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw new ImageTooLargeError();
  return { type, width, height };
}

/**
 * Checks that an upload is a whole, readable image of an accepted size: its header first, then
 * every pixel decoded (into a tiny picture, so memory stays small) to catch damaged or truncated
 * files. For uploads stored as they came; pictures that are re-encoded are decoded anyway.
 */
export async function inspectImage(bytes: Buffer): Promise<ImageHeader> {
  const header = await readImageHeader(bytes);
  const sharp = await loadSharp();
  try {
    await sharp(bytes, imageDecodeOptions).resize({ width: 32, height: 32, fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    throw new UnsupportedImageError(error instanceof Error ? error.message : 'The image could not be read.');
  }
  return header;
}
