import type { Readable } from 'node:stream';

/** What a store knows of an object without reading it. */
export interface ObjectInfo {
  size: number;
  contentType: string;
  /** The bucket's entity tag (S3); absent for files, whose server makes its own. */
  etag?: string;
  lastModified?: Date;
}

/** An object being read: its bytes as a stream, which the caller must consume or destroy. */
export interface StoredObject extends ObjectInfo {
  body: Readable;
}

/**
 * Where uploaded and generated files live (decision 0151): product pictures and thumbnails,
 * purchase-order attachments. Keys are relative paths with `/` separators, as stored in the
 * database (and, for pictures, as served under /media/); each store decides where that is.
 * Services only ever go through this interface, so the local disk and a bucket are interchangeable.
 */
export interface ObjectStore {
  /** Names the place in messages (a folder, or s3://bucket/prefix/). */
  readonly location: string;
  /**
   * The folder the objects are files in, for a store on the local disk; null for a bucket. The
   * media plugin serves such a folder with the static file server (ranges, conditional requests,
   * sendfile), exactly as before the interface existed.
   */
  readonly localFolder: string | null;
  /**
   * Writes an object whole, replacing one of the same key; readers never see half of it. A
   * stream's `size`, when known, saves buffering it.
   */
  put(key: string, body: Buffer | Readable, contentType: string, size?: number): Promise<void>;
  /** The object, or null when there is none under this key. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's size and type, or null when there is none under this key. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes objects; one already gone is not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

/** What a store was doing when it failed: reads and writes are answered with different words. */
export type ObjectStoreOperation = 'put' | 'get' | 'head' | 'delete';

/**
 * The store could not be reached or refused the request (a bucket down, unreachable, or denying
 * the keys). The error plugin answers it 503 storage_unavailable, never 500: nothing the caller
 * did was wrong, and a write that failed here left no row naming the missing object.
 */
export class ObjectStoreUnavailableError extends Error {
  readonly operation: ObjectStoreOperation;

  constructor(operation: ObjectStoreOperation, location: string, cause: unknown) {
    super(`Object storage ${location} failed to ${operation}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ObjectStoreUnavailableError';
    this.operation = operation;
  }

  /** True when the failure was a write (put or delete). */
  get writing(): boolean {
    return this.operation === 'put' || this.operation === 'delete';
  }
}

/**
 * Refuses a key that could name something outside its store: empty, absolute, `.` or `..`
 * segments, backslashes or control characters. Keys are built by the API, so this is a bug
 * guard; it also matters for a bucket, where some servers and proxies normalise `..` in paths.
 */
export function checkObjectKey(key: string): string {
  if (!isValidObjectKey(key)) throw new Error(`Not a valid object key: ${JSON.stringify(key)}`);
  return key;
}

/** Whether a key is one {@link checkObjectKey} accepts. */
export function isValidObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The type of a stored file by its extension (files on disk carry none of their own). */
export function contentTypeOfKey(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (extension && contentTypes[extension]) || 'application/octet-stream';
}
