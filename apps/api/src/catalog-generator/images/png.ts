import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * Encodes 8-bit RGB pixels (row by row, 3 bytes each) as a PNG. Enough of the format for
 * generated illustrations, so the catalogue needs no image library.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  // Each row starts with its filter type; 0 (none) compresses flat illustrations well enough.
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (stride + 1)] = 0;
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return assemblePng(width, height, raw);
}

/**
 * A PNG whose header declares `width`×`height` 8-bit RGB pixels and whose data is `rows` (each
 * row its filter byte then its pixels), however many rows that is: tests build files whose
 * header claims more than their data holds.
 */
export function assemblePng(width: number, height: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type: RGB
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 6 })), chunk('IEND', Buffer.alloc(0))]);
}
