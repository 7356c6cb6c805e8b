import type { Sharp } from 'sharp';
import { imageDecodeOptions, loadSharp, readImageHeader, UnsupportedImageError } from '../../lib/image-inspection';

/** A picture ready to store: re-encoded without metadata, with its thumbnail. */
export interface ProcessedImage {
  extension: 'jpg' | 'png' | 'webp';
  picture: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** Largest side a stored picture keeps; bigger uploads are scaled down. */
const MAX_SIDE = 2400;
/** Thumbnails are a quarter of the picture's size (decision 0104). */
const THUMBNAIL_FACTOR = 4;

/**
 * Checks, normalizes and thumbnails an upload: orientation applied, metadata (camera, GPS)
 * dropped, scaled to at most {@link MAX_SIDE}, encoded again in its own format. Refuses what the
 * shared image inspection refuses (UnsupportedImageError, ImageTooLargeError) from the header
 * alone; decoding it here is what proves the rest of the file.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const { type } = await readImageHeader(bytes);
  const sharp = await loadSharp();
  const extension = type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : 'webp';
  const encode = (image: Sharp) =>
    extension === 'jpg' ? image.jpeg({ quality: 85, mozjpeg: true }) : extension === 'png' ? image.png() : image.webp({ quality: 85 });
  try {
    const base = sharp(bytes, imageDecodeOptions).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data: picture, info } = await encode(base.clone()).toBuffer({ resolveWithObject: true });
    const thumbWidth = Math.max(1, Math.round(info.width / THUMBNAIL_FACTOR));
    const thumbHeight = Math.max(1, Math.round(info.height / THUMBNAIL_FACTOR));
    const thumbnail = await encode(sharp(picture).resize({ width: thumbWidth, height: thumbHeight, fit: 'fill' })).toBuffer();
    return { extension, picture, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    throw new UnsupportedImageError(error instanceof Error ? error.message : 'The image could not be read.');
  }
}
