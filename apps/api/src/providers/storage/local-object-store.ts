import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkObjectKey, contentTypeOfKey } from './object-store';
import type { ObjectStore } from './object-store';

/** The errors of a path that names no file: the object is missing, not the store broken. */
function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/**
 * Objects as files under `rootDir`, a key being the file's path relative to it: the layout the
 * API has always written (MEDIA_DIR for pictures, DATA_DIR/attachments for attachments), so
 * existing data keeps working. File system errors pass through unchanged: the error plugin
 * already answers a full disk 507 and a read-only one 503 (decision 0126).
 */
export function createLocalObjectStore(rootDir: string): ObjectStore {
  const root = path.resolve(rootDir);

  function fileOf(key: string): string {
    const file = path.resolve(root, ...checkObjectKey(key).split('/'));
    // Keys are built by the API, but a path escaping the folder must never be read, written or removed.
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`Storage key outside the storage folder: ${key}`);
    return file;
  }

  return {
    location: root,
    localFolder: root,

    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside its place under a dot name (never served), then renamed over it: a reader or
      // a crash never meets half a file, as with a bucket's objects.
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        if (Buffer.isBuffer(body)) await writeFile(temporary, body, { flag: 'wx' });
        else await pipeline(body as Readable, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = fileOf(key);
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        // The stream owns the handle from here and closes it when done or destroyed.
        return { body: handle.createReadStream(), size: info.size, contentType: contentTypeOfKey(key), lastModified: info.mtime };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async head(key) {
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? { size: info.size, contentType: contentTypeOfKey(key), lastModified: info.mtime } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
  };
}
