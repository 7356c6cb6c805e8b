import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from './image-processing';

describe('image processing memory', () => {
  it('keeps nothing of an upload in libvips’ operation cache', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } }).png().toBuffer();
    await processImage(png);
    const cache = sharp.cache();
    expect(cache.memory.max).toBe(0);
    expect(cache.items.current).toBe(0);
    expect(cache.files.current).toBe(0);
  });
});
