// A local S3-compatible server (s3rver) on a free loopback port with one bucket, its objects in a
// temporary folder: what the API's object-storage tests and the fleet tests talk to as to any
// bucket. The caller passes its own `s3rver` (this folder has no dependencies of its own), as
// postgres-database.mjs takes `pg`. Types: s3-test-server.d.mts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** s3rver checks request signatures against this fixed key pair. */
const S3RVER_KEY = 'S3RVER';

export async function startS3TestServer(S3rver, { bucket = 'marketplace-test' } = {}) {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  let server = null;
  let port = 0;
  async function start() {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
    port = (await server.run()).port;
  }
  async function stop() {
    await server?.close();
    server = null;
  }
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: S3RVER_KEY, S3_SECRET_ACCESS_KEY: S3RVER_KEY, S3_FORCE_PATH_STYLE: 'true' },
    stop,
    start,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
