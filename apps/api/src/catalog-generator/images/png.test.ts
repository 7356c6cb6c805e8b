import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawPicture } from './draw-picture';
import { encodePng } from './png';
import { pictureKinds } from './picture-kinds';
import { hexColor } from './raster';

describe('product pictures', () => {
  it('encodes a valid RGB PNG of the raster', () => {
    const picture = drawPicture('sheet', hexColor('#d8d4c8'), 0);
    const png = encodePng(picture.width, picture.height, picture.pixels);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(480);
    expect(png.readUInt32BE(20)).toBe(480);
    const idatLength = png.readUInt32BE(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe((480 * 3 + 1) * 480);
    expect(raw.subarray(1, 1 + 480 * 3)).toEqual(Buffer.from(picture.pixels.subarray(0, 480 * 3)));
  });

  it('draws every kind, and views of one kind differ', () => {
    for (const kind of pictureKinds) {
      const views = [0, 1, 2].map((view) => Buffer.from(drawPicture(kind, hexColor('#8a3b2e'), view).pixels));
      expect(views[0]?.equals(views[1] ?? Buffer.alloc(0)), kind).toBe(false);
      // Something besides the background was drawn in the product's colour family.
      expect(views[0]?.includes(Buffer.from([0x8a, 0x3b, 0x2e])), kind).toBe(true);
    }
  });

  it('makes thumbnails by averaging blocks', () => {
    const thumbnail = drawPicture('tiles', hexColor('#9a9a9a'), 1).downscale(4);
    expect([thumbnail.width, thumbnail.height]).toEqual([120, 120]);
  });
});
