import { assemblePng } from '../catalog-generator/images/png';

/**
 * A PNG of a few hundred bytes whose header (IHDR, with a correct CRC) declares `width`×`height`
 * RGB pixels, with only one row of pixel data: what a decompression bomb looks like to a reader
 * that trusts the header, without the test having to build the huge image.
 */
export function pngClaimingSize(width: number, height: number): Buffer {
  return assemblePng(width, height, Buffer.alloc(1 + 3 * width));
}
