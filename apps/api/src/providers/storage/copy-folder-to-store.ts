import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey } from './object-store';
import type { ObjectStore } from './object-store';

/** What a copy did. */
export interface FolderCopyOutcome {
  /** Files written to the store. */
  copied: number;
  /** Files the store already held with the same size. */
  skipped: number;
  bytesCopied: number;
  /** The folder does not exist: nothing to copy. */
  missingFolder: boolean;
}

/** Files copied at once: a bucket's latency, not its bandwidth, bounds a copy of small pictures. */
const CONCURRENCY = 8;

/**
 * Every regular file under the folder, with its key (its relative path, `/`-separated). Dot names
 * are left out: the API never writes them as objects (only its temporary files and readiness
 * probes have them) and the media route never serves them.
 */
async function* filesOf(folder: string, prefix = ''): AsyncGenerator<{ file: string; key: string }> {
  const entries = await readdir(folder, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesOf(file, `${prefix}${entry.name}/`);
    else if (entry.isFile()) yield { file, key: `${prefix}${entry.name}` };
  }
}

/**
 * Copies a folder of the local layout into a store under the same keys, skipping each object
 * the store already holds with the same size: a copy cut short is finished by running it again,
 * and a second run copies nothing. Files stream from disk, never whole in memory.
 */
export async function copyFolderToStore(folder: string, store: ObjectStore): Promise<FolderCopyOutcome> {
  const outcome: FolderCopyOutcome = { copied: 0, skipped: 0, bytesCopied: 0, missingFolder: false };
  let files: AsyncGenerator<{ file: string; key: string }>;
  try {
    await readdir(folder);
    files = filesOf(folder);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
    return { ...outcome, missingFolder: true };
  }

  // Workers share one generator: each call to next() hands out the following file, and the first
  // failure ends it for all (the error is reported; a new run resumes where this one stopped).
  async function worker(): Promise<void> {
    for await (const { file, key } of files) {
      const { size } = await stat(file);
      const there = await store.head(key);
      if (there && there.size === size) {
        outcome.skipped += 1;
        continue;
      }
      await store.put(key, createReadStream(file), contentTypeOfKey(key), size);
      outcome.copied += 1;
      outcome.bytesCopied += size;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
  return outcome;
}
