/** The illustrations the generator can draw, one look per kind of product. */
export const pictureKinds = [
  'planks',
  'sheet',
  'bag',
  'bucket',
  'roll',
  'box',
  'pipe',
  'coil',
  'bar',
  'block',
  'shingles',
  'tiles',
  'door',
  'window',
  'device',
] as const;

/** One of {@link pictureKinds}. */
export type PictureKind = (typeof pictureKinds)[number];
