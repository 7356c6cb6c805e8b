import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { ObjectStorageConfig } from '../../config';
import { checkObjectKey, contentTypeOfKey, ObjectStoreUnavailableError } from './object-store';
import type { ObjectInfo, ObjectStore } from './object-store';

/** A connection that does not open within this long fails (then the SDK's retries). */
const CONNECT_TIMEOUT_MS = 3_000;
/** A request with no answer for this long fails: a hung bucket must not hang uploads for minutes. */
const REQUEST_TIMEOUT_MS = 30_000;
/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

/**
 * A client of the configured bucket's service. Checksums are sent and checked only where S3
 * requires them: the SDK's default (a CRC trailer in an `aws-chunked` body) is stored as is, header
 * bytes and all, by S3-compatible servers that do not know it (s3rver, older MinIO), and TLS already
 * guards the bytes. Without keys in the configuration the SDK's usual chain applies (environment,
 * instance or task role).
 */
export function createS3Client(config: ObjectStorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
}

/** True for the answers that mean "no such object" (GetObject's NoSuchKey, HeadObject's bare 404). */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** A stream's bytes, for a put whose size is not known (S3 needs a length up front). */
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** What the bucket says of an object (a GET's or a HEAD's answer), as the store tells it. */
function infoOf(answer: { ContentLength?: number | undefined; ContentType?: string | undefined; ETag?: string | undefined; LastModified?: Date | undefined }, key: string): ObjectInfo {
  return {
    size: answer.ContentLength ?? 0,
    contentType: answer.ContentType ?? contentTypeOfKey(key),
    ...(answer.ETag ? { etag: answer.ETag } : {}),
    ...(answer.LastModified ? { lastModified: answer.LastModified } : {}),
  };
}

/**
 * Objects in a bucket under `prefix` (`media/`, `attachments/`): the object key is the prefix and
 * the same relative path the local store uses as a file path. Objects stay private (no ACL is
 * set); pictures reach browsers through the API's /media/ route. Any failure other than a missing
 * object is an {@link ObjectStoreUnavailableError}, answered 503.
 */
export function createS3ObjectStore({ client, bucket, prefix }: { client: S3Client; bucket: string; prefix: string }): ObjectStore {
  const location = `s3://${bucket}/${prefix}`;
  const keyOf = (key: string) => `${prefix}${checkObjectKey(key)}`;

  async function attempt<T>(operation: ObjectStoreUnavailableError['operation'], run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new ObjectStoreUnavailableError(operation, location, error);
    }
  }

  return {
    location,
    localFolder: null,

    async put(key, body, contentType, size) {
      const Key = keyOf(key);
      const payload = Buffer.isBuffer(body) || size !== undefined ? body : await bytesOf(body);
      const length = Buffer.isBuffer(payload) ? payload.length : size;
      await attempt('put', () => client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: payload, ContentType: contentType, ContentLength: length })));
    },

    async get(key) {
      const Key = keyOf(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        if (!answer.Body) return null;
        // In Node the SDK's body is the HTTP response, a Readable.
        return { body: answer.Body as Readable, ...infoOf(answer, key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw new ObjectStoreUnavailableError('get', location, error);
      }
    },

    async head(key) {
      const Key = keyOf(key);
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        return infoOf(answer, key);
      } catch (error) {
        if (isMissing(error)) return null;
        throw new ObjectStoreUnavailableError('head', location, error);
      }
    },

    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const Objects = keys.slice(start, start + DELETE_BATCH).map((key) => ({ Key: keyOf(key) }));
        const answer = await attempt('delete', () => client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } })));
        const failed = answer.Errors?.[0];
        if (failed) throw new ObjectStoreUnavailableError('delete', location, new Error(`${failed.Key}: ${failed.Code} ${failed.Message}`));
      }
    },
  };
}

