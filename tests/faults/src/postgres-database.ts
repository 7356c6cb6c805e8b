import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createDatabase, uniqueDatabaseName } from '../../../tooling/scripts/lib/postgres-database.mjs';

const seedEntry = path.resolve(import.meta.dirname, '../../../apps/api/dist/cli/seed.js');

/** A database of its own on the TEST_DATABASE_URL server, migrated and seeded with the demo data. */
export interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates and seeds (with the built `pnpm seed`) a uniquely named database; `drop` removes it. */
export async function createSeededPostgresDatabase(serverUrl: string, dataDir: string): Promise<PostgresDatabase> {
  // Created and dropped as the API suite's are (tooling/scripts/lib/postgres-database.mjs).
  const database = await createDatabase(pg, serverUrl, { name: uniqueDatabaseName('faults') });
  try {
    await promisify(execFile)(process.execPath, [seedEntry], { env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'error' } });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}
