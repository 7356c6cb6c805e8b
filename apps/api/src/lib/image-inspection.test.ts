import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngClaimingSize } from '../testing/png-claiming-size';
import { ImageTooLargeError, imageTooLargeMessage, inspectImage, readImageHeader, UnsupportedImageError } from './image-inspection';

describe('image inspection', () => {
  it('refuses a header declaring more than 8192 pixels on a side, in milliseconds, without decoding it', async () => {
    const started = performance.now();
    await expect(readImageHeader(pngClaimingSize(30_000, 30_000))).rejects.toBeInstanceOf(ImageTooLargeError);
    expect(performance.now() - started).toBeLessThan(1000);
    await expect(readImageHeader(pngClaimingSize(10, 8193))).rejects.toBeInstanceOf(ImageTooLargeError);
    expect(imageTooLargeMessage('bomb.png')).toBe('bomb.png is an image too large: at most 8192×8192 pixels.');
  });

  it('takes a whole image up to 8192 on a side and gives its type and size', async () => {
    const wide = await sharp({ create: { width: 8192, height: 4, channels: 3, background: 'white' } }).png().toBuffer();
    await expect(inspectImage(wide)).resolves.toEqual({ type: 'image/png', width: 8192, height: 4 });
  });

  it('refuses a file whose header reads but whose pixels do not: truncated, or a header over nothing', async () => {
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: 'gray' } }).jpeg().toBuffer();
    await expect(inspectImage(jpeg.subarray(0, jpeg.length / 2))).rejects.toBeInstanceOf(UnsupportedImageError);
    // A valid header with a single row of pixels where 20 were declared.
    await expect(inspectImage(pngClaimingSize(20, 20))).rejects.toBeInstanceOf(UnsupportedImageError);
    await expect(inspectImage(Buffer.from('%PDF-1.7'))).rejects.toBeInstanceOf(UnsupportedImageError);
  });
});
