/** Where uploaded and generated files are served from (see plugins/media.ts). */
export const MEDIA_PREFIX = '/media/';

/** The URL of a picture in the media store (MEDIA_DIR, or the bucket's media/: decision 0151), by its key. */
export function mediaUrl(relativePath: string): string {
  return `${MEDIA_PREFIX}${relativePath.split('/').map(encodeURIComponent).join('/')}`;
}

/** The folder under DATA_DIR that /media/ serves: product images and their thumbnails. */
export function uploadsDirOf(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}/uploads`;
}
