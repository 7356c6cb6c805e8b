import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description-sanitizer';
import { sniffImageType, UnsupportedImageError } from '../../lib/image-inspection';
import { processImage } from './image-processing';
import { parseCsv } from './price-list-csv';

describe('sanitizeDescription', () => {
  it('keeps the editor’s formatting and drops scripts, styles, handlers, images and unsafe links', () => {
    expect(sanitizeDescription('<h2>Specs</h2><ul><li><em>Fire</em> rated</li></ul><blockquote>Tested</blockquote>')).toBe(
      '<h2>Specs</h2><ul><li><em>Fire</em> rated</li></ul><blockquote>Tested</blockquote>',
    );
    expect(sanitizeDescription('<p style="x" onclick="y()">Hi<iframe src="//evil"></iframe><img src=x onerror=alert(1)></p>')).toBe('<p>Hi</p>');
    expect(sanitizeDescription('<a href="data:text/html,x" target="_self">a</a>')).toBe('<a target="_blank" rel="noopener noreferrer nofollow">a</a>');
    expect(sanitizeDescription('<p><br></p><p> </p>')).toBe('');
  });
});

describe('image checks', () => {
  it('recognizes images by their bytes only', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } }).png().toBuffer();
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    await expect(processImage(Buffer.from('<html>'))).rejects.toBeInstanceOf(UnsupportedImageError);
    // A PNG signature on a broken body is still refused by the decoder.
    await expect(processImage(Buffer.concat([png.subarray(0, 16), Buffer.alloc(32)]))).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('scales large pictures down to 2400 px and thumbnails to a quarter', async () => {
    const big = await sharp({ create: { width: 4800, height: 1200, channels: 3, background: 'blue' } }).jpeg().toBuffer();
    const image = await processImage(big);
    expect([image.extension, image.width, image.height]).toEqual(['jpg', 2400, 600]);
    expect(await sharp(image.thumbnail).metadata()).toMatchObject({ width: 600, height: 150 });
  });
});

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and a byte-order mark, skipping blank lines', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, ""y""",2\r\n\r\nz,3')).toEqual({
      rows: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['x, "y"', '2'] },
        { line: 4, fields: ['z', '3'] },
      ],
    });
    expect(parseCsv('a\n"open')).toEqual({ error: 'A quoted value starting on line 2 is never closed.' });
  });
});
