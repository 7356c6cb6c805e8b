import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client, createS3ObjectStore } from '../providers/storage/s3-object-store';
import { startS3TestServer } from '../testing/s3-test-server';
import type { S3TestServer } from '../testing/s3-test-server';
import { UsageError } from './exit-with-error';
import { storageCopyCommand } from './storage-commands';

let s3: S3TestServer;
let client: S3Client;
let dataDir: string;
let mediaDir: string;

/** Writes a file under a folder, creating its parents. */
async function put(folder: string, relative: string, content: string): Promise<void> {
  const file = path.join(folder, ...relative.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function run(config = { objectStorage: s3.config, mediaDir, dataDir }): Promise<string[]> {
  const lines: string[] = [];
  await storageCopyCommand(config, (line) => lines.push(line));
  return lines;
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  client = createS3Client(s3.config);
  dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-storage-copy-'));
  mediaDir = path.join(dataDir, 'uploads');
  await put(mediaDir, 'catalog/v1/sheet-d8d4c8-0.png', 'picture');
  await put(mediaDir, 'catalog/v1/sheet-d8d4c8-0-thumb.png', 'thumb');
  await put(mediaDir, 'variants/v1/photo.jpg', 'jpeg bytes');
  // A readiness probe or a temporary file of the local store: never an object.
  await put(mediaDir, 'variants/v1/.photo.jpg.tmp', 'half');
  await put(path.join(dataDir, 'attachments'), 'order-1/ticket.pdf', '%PDF-1.4 ticket');
});
afterAll(async () => {
  client.destroy();
  await rm(dataDir, { recursive: true, force: true });
  await s3.close();
});

describe('ops storage-copy, into s3rver (a local S3-compatible server)', () => {
  it('copies the media folder and the attachments into their prefixes, then skips what is there', async () => {
    const first = await run();
    expect(first).toEqual([
      `media: 3 files copied (0.0 MB), 0 already there; ${mediaDir} -> s3://${s3.bucket}/media/`,
      `attachments: 1 file copied (0.0 MB), 0 already there; ${path.join(dataDir, 'attachments')} -> s3://${s3.bucket}/attachments/`,
    ]);
    const media = createS3ObjectStore({ client, bucket: s3.bucket, prefix: 'media/' });
    const picture = await media.get('catalog/v1/sheet-d8d4c8-0.png');
    expect(picture?.contentType).toBe('image/png');
    expect(picture && (await buffer(picture.body)).toString()).toBe('picture');
    expect((await media.head('variants/v1/photo.jpg'))?.contentType).toBe('image/jpeg');
    expect(await media.head('variants/v1/.photo.jpg.tmp')).toBeNull();
    const attachments = createS3ObjectStore({ client, bucket: s3.bucket, prefix: 'attachments/' });
    expect((await attachments.head('order-1/ticket.pdf'))?.contentType).toBe('application/pdf');

    const second = await run();
    expect(second[0]).toMatch(/^media: 0 files copied \(0\.0 MB\), 3 already there;/);
    expect(second[1]).toMatch(/^attachments: 0 files copied \(0\.0 MB\), 1 already there;/);

    // A file whose size differs from the object's (a copy cut short, a changed file) is copied again.
    await put(mediaDir, 'variants/v1/photo.jpg', 'longer jpeg bytes');
    expect((await run())[0]).toMatch(/^media: 1 file copied \(0\.0 MB\), 2 already there;/);
    expect((await media.head('variants/v1/photo.jpg'))?.size).toBe(17);
  });

  it('says when a folder does not exist, and refuses to run without a bucket', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'api-test-storage-copy-empty-'));
    try {
      const lines = await run({ objectStorage: s3.config, mediaDir: path.join(empty, 'uploads'), dataDir: empty });
      expect(lines).toEqual([`media: ${path.join(empty, 'uploads')} does not exist; nothing to copy.`, `attachments: ${path.join(empty, 'attachments')} does not exist; nothing to copy.`]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
    await expect(run({ objectStorage: null as never, mediaDir, dataDir })).rejects.toThrow(UsageError);
  });
});
