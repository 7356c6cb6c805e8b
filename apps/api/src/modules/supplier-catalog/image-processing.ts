import type { acceptedImageTypes } from '@marketplace/contracts';
import sharp from 'sharp';
import type { Sharp } from 'sharp';

// libvips keeps the results of recent operations (up to 50 MB) for when the same image is asked
// for again; each upload is processed once, so that memory would only ever hold stale pictures.
// Its thread count needs no setting: sharp already uses one thread per image where the C library
// is glibc, whose allocator would otherwise keep far more memory after each upload.
sharp.cache(false);

/** A picture ready to store: re-encoded without metadata, with its thumbnail. */
export interface ProcessedImage {
  extension: 'jpg' | 'png' | 'webp';
  picture: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

type AcceptedType = (typeof acceptedImageTypes)[number];

/**
 * The image type from the file's first bytes (its signature), whatever its name or declared
 * type say: a script renamed to .png is refused before any decoder sees it.
 */
export function sniffImageType(bytes: Buffer): AcceptedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Largest side a stored picture keeps; bigger uploads are scaled down. */
const MAX_SIDE = 2400;
/** Thumbnails are a quarter of the picture's size (decision 0104). */
const THUMBNAIL_FACTOR = 4;
/** Decoding refuses images of more pixels than this (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

/** Thrown when the bytes are not an image this product accepts. */
export class UnsupportedImageError extends Error {}

/**
 * Checks, normalizes and thumbnails an upload: orientation applied, metadata (camera, GPS)
 * dropped, scaled to at most {@link MAX_SIDE}, encoded again in its own format.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = sniffImageType(bytes);
  if (!type) throw new UnsupportedImageError('Not a JPEG, PNG or WebP image.');
  const extension = type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : 'webp';
  const encode = (image: Sharp) =>
    extension === 'jpg' ? image.jpeg({ quality: 85, mozjpeg: true }) : extension === 'png' ? image.png() : image.webp({ quality: 85 });
  try {
    const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data: picture, info } = await encode(base.clone()).toBuffer({ resolveWithObject: true });
    const thumbWidth = Math.max(1, Math.round(info.width / THUMBNAIL_FACTOR));
    const thumbHeight = Math.max(1, Math.round(info.height / THUMBNAIL_FACTOR));
    const thumbnail = await encode(sharp(picture).resize({ width: thumbWidth, height: thumbHeight, fit: 'fill' })).toBuffer();
    return { extension, picture, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    throw new UnsupportedImageError(error instanceof Error ? error.message : 'The image could not be read.');
  }
}
