import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are relative paths with `/` separators (as stored in the
 * database and served under /media/); the store decides where that is.
 */
export interface FileStorage {
  /** Writes a new file; keys are never reused, so nothing is overwritten in place. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Removes files; a file already gone is not an error. */
  remove(keys: readonly string[]): Promise<void>;
}

/** Files on the local disk under `rootDir` (the folder the media plugin serves). */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  function resolve(key: string): string {
    const file = path.resolve(root, ...key.split('/'));
    // Keys are built by the API, but a path escaping the folder must never be written or removed.
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`Storage key outside the storage folder: ${key}`);
    return file;
  }
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(resolve(key), { force: true })));
    },
  };
}
