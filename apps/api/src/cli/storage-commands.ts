import type { AppConfig } from '../config';
import { copyFolderToStore } from '../providers/storage/copy-folder-to-store';
import type { FolderCopyOutcome } from '../providers/storage/copy-folder-to-store';
import { createObjectStores } from '../providers/storage/create-object-stores';
import { UsageError } from './exit-with-error';

/** Help text of the storage commands, appended to the ops usage. */
export const storageUsage = `  storage-copy
      Copies the files kept on this machine's disk into the bucket S3_BUCKET names (decision 0151):
      MEDIA_DIR (product pictures) under media/, DATA_DIR/attachments under attachments/. Files
      the bucket already holds with the same size are skipped, so it may run again at any time.`;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function describe(name: string, from: string, to: string, outcome: FolderCopyOutcome): string {
  if (outcome.missingFolder) return `${name}: ${from} does not exist; nothing to copy.`;
  const megabytes = (outcome.bytesCopied / 1024 / 1024).toFixed(1);
  return `${name}: ${plural(outcome.copied, 'file')} copied (${megabytes} MB), ${outcome.skipped} already there; ${from} -> ${to}`;
}

/**
 * `ops storage-copy`: the move from the local disk to a bucket. The local folders come from the
 * same factory as the server's (the configuration without its bucket), so they are the very
 * folders the server wrote to.
 */
export async function storageCopyCommand(config: Pick<AppConfig, 'objectStorage' | 'mediaDir' | 'dataDir'>, print: (line: string) => void): Promise<void> {
  if (!config.objectStorage) throw new UsageError(`storage-copy needs a bucket: set S3_BUCKET and S3_REGION (and S3_ENDPOINT for a server other than AWS).\n\n${storageUsage}`);
  const local = await createObjectStores({ ...config, objectStorage: null });
  const bucket = await createObjectStores(config);
  try {
    for (const name of ['media', 'attachments'] as const) {
      const from = local[name].localFolder;
      if (!from) continue;
      print(describe(name, from, bucket[name].location, await copyFolderToStore(from, bucket[name])));
    }
  } finally {
    await bucket.close();
  }
}
