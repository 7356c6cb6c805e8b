import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const seedEntry = path.resolve(import.meta.dirname, '../../../apps/api/dist/cli/seed.js');

/** A database of its own on the TEST_DATABASE_URL server, migrated and seeded with the demo data. */
export interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates and seeds (with the built `pnpm seed`) a uniquely named database; `drop` removes it. */
export async function createSeededPostgresDatabase(serverUrl: string, dataDir: string): Promise<PostgresDatabase> {
  const name = `faults_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await asAdmin(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await promisify(execFile)(process.execPath, [seedEntry], { env: { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: dataDir, LOG_LEVEL: 'error' } });
  return {
    url: url.toString(),
    async drop() {
      await asAdmin(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
