import { createServer } from 'node:net';
import S3rver from 's3rver';
import { startS3TestServer as startSharedS3TestServer } from '../../../../tooling/scripts/lib/s3-test-server.mjs';
import type { S3TestServer as SharedS3TestServer } from '../../../../tooling/scripts/lib/s3-test-server.mjs';
import type { ObjectStorageConfig } from '../config';
import type { TestEnv } from './test-app';

/** A running s3rver (tooling/scripts/lib/s3-test-server.mjs), with its bucket as loadConfig() reads it. */
export interface S3TestServer extends SharedS3TestServer {
  env: TestEnv;
  config: ObjectStorageConfig;
}

/**
 * Starts s3rver on a free loopback port with one empty bucket. The SDK talks to it as to any
 * S3-compatible server: path-style addresses, signed requests.
 */
export async function startS3TestServer(bucket = 'marketplace-test'): Promise<S3TestServer> {
  const server = await startSharedS3TestServer(S3rver, { bucket });
  const { S3_ACCESS_KEY_ID: key = '', S3_SECRET_ACCESS_KEY: secret = '' } = server.env;
  return { ...server, config: { endpoint: server.endpoint, bucket, region: 'us-east-1', accessKeyId: key, secretAccessKey: secret, forcePathStyle: true } };
}

/** A loopback port nothing listens on (taken, then let go): an S3 endpoint that refuses connections. */
export async function closedLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
