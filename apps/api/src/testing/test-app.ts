import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import type { App, AppDependencies } from '../app';
import { loadConfig } from '../config';
import type { AppConfig, DatabaseConfig } from '../config';
import { seedDemoData } from '../db/seed/seed-demo-data';
import { createTestDatabase } from './test-database';
import { TestClient } from './test-client';

/** A message the outbox mailer wrote, as its .json file reads. */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: Record<string, string>;
  created_at: string;
}

/** A running app on its own seeded database and data folder. */
export interface TestApp {
  app: App;
  config: AppConfig;
  /** The database the app runs on (its own, not the one `config` names). */
  database: DatabaseConfig;
  /** A fresh cookie jar: one per simulated browser. */
  client(): TestClient;
  /** Every email written so far, oldest first (waits for emails sent after the response). */
  outbox(): Promise<OutboxMessage[]>;
  close(): Promise<void>;
}

/** Environment overrides for {@link startTestApp}, as the server would read them. */
export type TestEnv = Record<string, string>;

/**
 * Starts the app the way the server does, minus listening: configuration from (test)
 * environment variables, a migrated database with the demo data, mail to the outbox.
 */
export async function startTestApp(env: TestEnv = {}, dependencies: Omit<AppDependencies, 'database'> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-data-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-check',
    PUBLIC_URL: 'http://marketplace.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    // High enough that only the rate-limit tests (which lower them) ever reach them.
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_PASSWORD_RESET_MAX: '1000',
    RATE_LIMIT_CONTACT_MAX: '1000',
    RATE_LIMIT_SIGNUP_MAX: '1000',
    // Tests start payout runs themselves, when their lines are ready.
    PAYOUT_SCHEDULE: 'off',
    ...env,
  });
  await seedDemoData(database.handle.db);
  const app = await buildApp(config, { ...dependencies, database: database.handle });
  await app.ready();

  const outboxDir = path.join(dataDir, 'outbox');
  return {
    app,
    config,
    database: database.config,
    client: () => new TestClient(app),
    async outbox() {
      await app.jobs.drain();
      const files = await readdir(outboxDir).catch(() => [] as string[]);
      const messages = await Promise.all(
        files
          .filter((file) => file.endsWith('.json'))
          .sort()
          .map(async (file) => JSON.parse(await readFile(path.join(outboxDir, file), 'utf8')) as OutboxMessage),
      );
      return messages;
    },
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The query parameter `name` of a link. */
export function tokenFrom(link: string | undefined, name = 'token'): string {
  if (!link) throw new Error('No link in the email');
  const value = new URL(link).searchParams.get(name);
  if (!value) throw new Error(`No ${name} in ${link}`);
  return value;
}
