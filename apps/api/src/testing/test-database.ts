import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, uniqueDatabaseName } from '../../../../tooling/scripts/lib/postgres-database.mjs';
import type { DatabaseConfig } from '../config';
import { openDatabase } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** A migrated database of its own for one test file, and how to get rid of it. */
export interface TestDatabase {
  handle: DatabaseHandle;
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/**
 * SQLite in a temporary folder by default; with TEST_DIALECT=postgres, a uniquely named
 * database created on the TEST_DATABASE_URL server and dropped afterwards, so parallel test
 * files and parallel runs never share state.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DIALECT === 'postgres') return createPostgresDatabase();
  const dir = await mkdtemp(path.join(tmpdir(), 'api-test-db-'));
  const config: DatabaseConfig = { dialect: 'sqlite', filename: path.join(dir, 'test.sqlite') };
  const handle = openDatabase(config);
  await migrateToLatest(handle.db);
  return {
    handle,
    config,
    async drop() {
      await handle.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
  // A copy of the run's migrated template (postgres-template.ts, the suite's global setup), which
  // is much cheaper than migrating; a run without one (another config) migrates its own.
  const template = inject('postgresTemplate');
  const database = await createDatabase(pg, serverUrl, { name: uniqueDatabaseName('api_test'), template });
  const config: DatabaseConfig = { dialect: 'postgres', connectionString: database.url };
  const handle = openDatabase(config);
  if (!template) await migrateToLatest(handle.db);
  return {
    handle,
    config,
    async drop() {
      await handle.destroy();
      await database.drop();
    },
  };
}
