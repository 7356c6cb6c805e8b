import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, uniqueDatabaseName, withAdmin } from '../../../../tooling/scripts/lib/postgres-database.mjs';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { openAppJobQueue } from '../jobs/app-job-queue';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database that test files on PostgreSQL copy (unset on SQLite). */
    postgresTemplate: string | undefined;
  }
}

/**
 * Stands in for what the job handlers are given (the mailer, the card payments…): the queue here
 * only creates pg-boss's schema and the application's queues and runs no job, so touching any of
 * them throws.
 */
const unusedProviders = new Proxy(
  {},
  {
    get: (_target, provider) =>
      new Proxy(
        {},
        {
          get: () => {
            throw new Error(`The template database's job queue runs no job (it touched ${String(provider)}).`);
          },
        },
      ),
  },
);
const silent = { info: () => {}, error: () => {} };

/**
 * Global setup of the API suite's PostgreSQL run: one database migrated as every test file's
 * would be (the schema, then pg-boss's schema and the application's queues, as the app's first
 * start creates them), which each file then copies with CREATE DATABASE … TEMPLATE
 * (test-database.ts). A copy takes about as long as creating an empty database, where migrating
 * one took a second or more under CI's load, some eighty times a run. The migrations still run on
 * PostgreSQL every run: here. Dropped after the run.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DIALECT !== 'postgres') return undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
  const template = await createDatabase(pg, serverUrl, { name: uniqueDatabaseName('api_test_template') });
  try {
    const handle = openDatabase({ dialect: 'postgres', connectionString: template.url });
    try {
      await migrateToLatest(handle.db);
      // The application's own queue, so the template has every queue the app creates at start.
      await (await openAppJobQueue(handle.db, handle.config, unusedProviders as never, silent)).stop();
    } finally {
      await handle.destroy();
    }
    // Copying needs the template idle: no connection may be left (none should be), nor opened later.
    await withAdmin(pg, serverUrl, async (client) => {
      await client.query(`alter database "${template.name}" with allow_connections false`);
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [template.name]);
    });
  } catch (error) {
    await template.drop();
    throw error;
  }
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
