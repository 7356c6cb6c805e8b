/** Where uploaded and generated files are served from (see plugins/media.ts). */
export const MEDIA_PREFIX = '/media/';

/** The URL of a file stored under DATA_DIR/uploads, by its relative path. */
export function mediaUrl(relativePath: string): string {
  return `${MEDIA_PREFIX}${relativePath.split('/').map(encodeURIComponent).join('/')}`;
}

/** The folder under DATA_DIR that /media/ serves: product images and their thumbnails. */
export function uploadsDirOf(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}/uploads`;
}
