import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectStoreContract } from '../../testing/object-store-contract';
import { closedLoopbackPort, startS3TestServer } from '../../testing/s3-test-server';
import type { S3TestServer } from '../../testing/s3-test-server';
import { ObjectStoreUnavailableError } from './object-store';
import type { ObjectStore } from './object-store';
import { createS3Client, createS3ObjectStore } from './s3-object-store';

let s3: S3TestServer;
let client: S3Client;
let store: ObjectStore;
beforeAll(async () => {
  s3 = await startS3TestServer();
  client = createS3Client(s3.config);
  store = createS3ObjectStore({ client, bucket: s3.bucket, prefix: 'media/' });
});
afterAll(async () => {
  client.destroy();
  await s3.close();
});

describe('the S3 object store, against s3rver (a local S3-compatible server)', () => {
  objectStoreContract(() => store);

  it('keeps each store under its prefix: the same key in another store is another object', async () => {
    const attachments = createS3ObjectStore({ client, bucket: s3.bucket, prefix: 'attachments/' });
    await attachments.put('order-9/secret.pdf', Buffer.from('%PDF-1.4 private'), 'application/pdf');
    expect(await store.get('order-9/secret.pdf')).toBeNull();
    expect(await text((await attachments.get('order-9/secret.pdf'))?.body ?? Readable.from([]))).toBe('%PDF-1.4 private');
    expect(attachments.location).toBe(`s3://${s3.bucket}/attachments/`);
    expect(store.localFolder).toBeNull();
  });

  it('answers the bucket’s ETag, which a browser revalidates with', async () => {
    await store.put('variants/v5/tagged.png', Buffer.from('tagged'), 'image/png');
    const info = await store.head('variants/v5/tagged.png');
    expect(info?.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(info?.lastModified).toBeInstanceOf(Date);
  });

  it('fails every operation with ObjectStoreUnavailableError when the server cannot be reached', async () => {
    const deadClient = createS3Client({ ...s3.config, endpoint: `http://127.0.0.1:${await closedLoopbackPort()}` });
    const dead = createS3ObjectStore({ client: deadClient, bucket: s3.bucket, prefix: 'media/' });
    try {
      const attempts: [string, () => Promise<unknown>][] = [
        ['put', () => dead.put('a.png', Buffer.from('a'), 'image/png')],
        ['get', () => dead.get('a.png')],
        ['head', () => dead.head('a.png')],
        ['delete', () => dead.delete(['a.png'])],
      ];
      for (const [operation, run] of attempts) {
        const error = await run().catch((caught: unknown) => caught);
        expect(error, operation).toBeInstanceOf(ObjectStoreUnavailableError);
        expect((error as ObjectStoreUnavailableError).operation).toBe(operation);
      }
    } finally {
      deadClient.destroy();
    }
  });

  it('fails with ObjectStoreUnavailableError when the bucket does not exist', async () => {
    const missing = createS3ObjectStore({ client, bucket: 'no-such-bucket', prefix: 'media/' });
    await expect(missing.put('a.png', Buffer.from('a'), 'image/png')).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
  });
});
