import type { ObjectStore } from '../../providers/storage/object-store';
import { drawPicture } from './draw-picture';
import { encodePng } from './png';
import type { PictureKind } from './picture-kinds';
import { hexColor } from './raster';

/** Size of every generated picture, and how much smaller its thumbnail is. */
export const PICTURE_SIZE = 480;
const THUMBNAIL_FACTOR = 4;

/**
 * Bumped whenever the drawings change: the files are served as immutable, so a changed
 * picture must get a new name rather than replace an old one.
 */
const DRAWING_VERSION = 'v1';

/** A picture's files, relative to the media store (MEDIA_DIR, or the bucket's media/), and its size. */
export interface PictureFile {
  path: string;
  thumbnailPath: string;
  width: number;
  height: number;
}

/** What a picture shows: the kind of product, its colour (`#rrggbb`) and the view (0–2). */
export interface PictureSpec {
  kind: PictureKind;
  color: string;
  view: number;
}

/** The files of a picture. Names derive from what is drawn, so equal pictures share files. */
export function pictureFile({ kind, color, view }: PictureSpec): PictureFile {
  const name = `${kind}-${color.replace('#', '').toLowerCase()}-${view}`;
  return {
    path: `catalog/${DRAWING_VERSION}/${name}.png`,
    thumbnailPath: `catalog/${DRAWING_VERSION}/${name}-thumb.png`,
    width: PICTURE_SIZE,
    height: PICTURE_SIZE,
  };
}

/**
 * Draws and writes the pictures (and thumbnails) missing from the media store. The thumbnail is
 * written first: a picture present means both are, so a run cut short is completed by the next.
 */
export async function writePictures(store: ObjectStore, specs: Iterable<PictureSpec>): Promise<number> {
  let written = 0;
  for (const spec of specs) {
    const file = pictureFile(spec);
    if (await store.head(file.path)) continue;
    const picture = drawPicture(spec.kind, hexColor(spec.color), spec.view);
    const thumbnail = picture.downscale(THUMBNAIL_FACTOR);
    await store.put(file.thumbnailPath, encodePng(thumbnail.width, thumbnail.height, thumbnail.pixels), 'image/png');
    await store.put(file.path, encodePng(picture.width, picture.height, picture.pixels), 'image/png');
    written += 1;
  }
  return written;
}
