import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { createSeededPostgresDatabase, makeDataDir } from '@marketplace/fault-tests/harness';
import type { PostgresDatabase } from '@marketplace/fault-tests/harness';
import { startBuiltProduct } from '../../../tooling/scripts/lib/start-built-product.mjs';
import type { RunningServer } from '../../../tooling/scripts/lib/start-built-product.mjs';
import { redisAnswers } from '../../../tooling/scripts/lib/redis-answers.mjs';
import { startBalancer } from './haproxy';
import type { Balancer } from './haproxy';
import { startS3TestServer } from '../../../tooling/scripts/lib/s3-test-server.mjs';
import type { S3TestServer } from '../../../tooling/scripts/lib/s3-test-server.mjs';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const POSTGRES_URL = process.env.TEST_DATABASE_URL;

/** Whether the fleet's services answer here: PostgreSQL (TEST_DATABASE_URL) and Redis. */
export async function servicesAnswer(): Promise<boolean> {
  return POSTGRES_URL !== undefined && (await redisAnswers(Redis, REDIS_URL));
}

/** One API process of the fleet. */
export interface ApiProcess {
  name: string;
  base: string;
  server: RunningServer;
  killHard(): Promise<void>;
}

/** Three API processes on one PostgreSQL, one Redis and one bucket, behind HAProxy. */
export interface Fleet {
  processes: [ApiProcess, ApiProcess, ApiProcess];
  balancer: Balancer;
  /** What every process was started with: its database, Redis and bucket. */
  env: Record<string, string>;
  /** A query on the fleet's database. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** Starts the fleet on a new database seeded with the demo data; `env` is given to every process. */
export async function startFleet(env: Record<string, string> = {}): Promise<Fleet> {
  const data = makeDataDir();
  const cleanups: (() => Promise<void> | void)[] = [() => data.remove()];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const s3: S3TestServer = await startS3TestServer(S3rver, { bucket: 'fleet-media' });
    cleanups.push(() => s3.close());
    const database: PostgresDatabase = await createSeededPostgresDatabase(POSTGRES_URL!, data.dir);
    cleanups.push(() => database.drop());
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    cleanups.push(() => pool.end());

    const shared = {
      // One secret and one pair of keys for the fleet, as production requires: a CSRF token or a
      // cookie signed by one process is checked by another.
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      BANKING_DETAILS_KEY: randomBytes(32).toString('hex'),
      BANK_LINK_TOKEN_KEY: randomBytes(32).toString('hex'),
      DATABASE_URL: database.url,
      REDIS_URL,
      // A prefix of its own: counters and news of other runs on this Redis stay apart.
      REDIS_KEY_PREFIX: `fleet-${randomUUID().slice(0, 8)}:`,
      PAYOUT_SCHEDULE: 'off',
      LOG_LEVEL: 'error',
      ...s3.env,
      ...env,
    };
    const folders = ['a', 'b', 'c'].map((name) => ({ name, data: makeDataDir() }));
    cleanups.push(() => folders.forEach(({ data: folder }) => folder.remove()));
    const servers = await Promise.all(folders.map(({ name, data: folder }) => startBuiltProduct({ env: shared, dataDir: folder.dir }).then((server) => ({ name, server }))));
    cleanups.push(() => Promise.all(servers.map(({ server }) => server.stop())).then(() => undefined));
    const processes = servers.map(({ name, server }) => ({
      name,
      base: server.baseUrl,
      server,
      async killHard() {
        if (server.child.exitCode !== null || server.child.signalCode !== null) return;
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGKILL');
        await exited;
      },
    })) as Fleet['processes'];

    const balancer = await startBalancer(processes.map((process) => ({ name: process.name, port: Number(new URL(process.base).port) })));
    cleanups.push(() => balancer.stop());
    return {
      processes,
      balancer,
      env: shared,
      query: async (text, values) => (await pool.query(text, values)).rows,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
