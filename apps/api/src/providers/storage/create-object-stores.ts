import path from 'node:path';
import type { AppConfig } from '../../config';
import { createLocalObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';

/** The API's two stores, kept apart so that no public route can ever reach an attachment. */
export interface ObjectStores {
  /** Product pictures and thumbnails: public, served at /media/. */
  media: ObjectStore;
  /** Purchase-order attachments: read only through their permission-checked routes. */
  attachments: ObjectStore;
  /** Lets go of the bucket's connections (nothing to do on the local disk). */
  close(): Promise<void>;
}

/** Where each store keeps its objects in the bucket. */
export const BUCKET_PREFIXES = { media: 'media/', attachments: 'attachments/' } as const;

/**
 * The stores the configuration names (decision 0151): with S3_BUCKET set, one bucket with a prefix
 * per store; otherwise the local disk as always, pictures under MEDIA_DIR and attachments under
 * DATA_DIR/attachments (beside the database, never under the public media folder). The S3 SDK
 * loads only when a bucket is configured, like the other providers' SDKs.
 */
export async function createObjectStores(config: Pick<AppConfig, 'objectStorage' | 'mediaDir' | 'dataDir'>): Promise<ObjectStores> {
  const bucket = config.objectStorage;
  if (!bucket) {
    return {
      media: createLocalObjectStore(config.mediaDir),
      attachments: createLocalObjectStore(path.join(config.dataDir, 'attachments')),
      close: async () => undefined,
    };
  }
  const { createS3Client, createS3ObjectStore } = await import('./s3-object-store');
  const client = createS3Client(bucket);
  return {
    media: createS3ObjectStore({ client, bucket: bucket.bucket, prefix: BUCKET_PREFIXES.media }),
    attachments: createS3ObjectStore({ client, bucket: bucket.bucket, prefix: BUCKET_PREFIXES.attachments }),
    close: async () => client.destroy(),
  };
}
