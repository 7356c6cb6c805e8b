/** The caller's `s3rver` class (its default export). */
export interface S3rverClass {
  new (options: { address?: string; port?: number; silent?: boolean; directory?: string; configureBuckets?: { name: string }[] }): {
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  };
}

/** A running s3rver with one bucket. */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the API at it. */
  env: Record<string, string>;
  /** Stops it (its objects stay until `close`); `start` serves them again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Starts s3rver on a free loopback port with one empty bucket (see s3-test-server.mjs). */
export function startS3TestServer(S3rver: S3rverClass, options?: { bucket?: string }): Promise<S3TestServer>;
