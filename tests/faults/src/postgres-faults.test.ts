import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from './browser-session';
import { createSeededPostgresDatabase } from './postgres-database';
import type { PostgresDatabase } from './postgres-database';
import { makeDataDir, outbox, startServer } from './server-process';

const serverUrl = process.env.TEST_DATABASE_URL;
const signIn = { email: 'builder@example.com', password: 'demo-password-2026' };

// The built server on PostgreSQL, where jobs live in pg-boss and waits end in lock_timeout;
// runs where a PostgreSQL server is named (CI names the local one).
describe.runIf(serverUrl)('the built server on PostgreSQL', () => {
  let data: ReturnType<typeof makeDataDir>;
  let database: PostgresDatabase;
  beforeAll(async () => {
    data = makeDataDir();
    database = await createSeededPostgresDatabase(serverUrl!, data.dir);
  });
  afterAll(async () => {
    await database?.drop();
    data?.remove();
  });

  it('sends the email of a committed change exactly once after the server was killed before sending it', async () => {
    const first = await startServer(data.dir, { DATABASE_URL: database.url, JOB_WORKER: 'off' });
    const answer = await new BrowserSession(first.base).post('/api/auth/password_reset/', { email: 'builder@example.com' });
    expect(answer.status).toBe(200);
    await first.killHard();
    expect(outbox(data.dir)).toEqual([]);

    const second = await startServer(data.dir, { DATABASE_URL: database.url });
    try {
      for (let i = 0; i < 100 && outbox(data.dir).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      // Time for a second copy to show up, were the job run twice.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const sent = outbox(data.dir);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: 'builder@example.com', links: { reset_password: expect.stringContaining('/password/reset_verify?token=') } });
    } finally {
      await second.stop();
    }
  });

  it('keeps answering health and reads while another session locks a table, and refuses the blocked write with 503 and Retry-After', async () => {
    const server = await startServer(data.dir, { DATABASE_URL: database.url });
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      const browser = new BrowserSession(server.base);
      expect((await browser.post('/api/auth/login/', signIn)).status).toBe(200);
      // Another session holds sessions against writers (readers pass), as a long migration would.
      await other.query('begin');
      await other.query('lock table sessions in exclusive mode');
      const started = performance.now();
      const blocked = new BrowserSession(server.base).post('/api/auth/login/', { ...signIn, email: 'supplier@example.com' });
      const healthTimes: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const before = performance.now();
        expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
        healthTimes.push(performance.now() - before);
      }
      healthTimes.sort((a, b) => a - b);
      expect(healthTimes[5]).toBeLessThan(50);
      expect((await browser.get('/api/projects/')).status).toBe(200);
      const refused = await blocked;
      // PostgreSQL's lock_timeout (5 s), then the same answer as SQLite's busy database.
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');
      expect(await refused.json()).toMatchObject({ code: 'database_busy' });
      expect(performance.now() - started).toBeLessThan(8_000);
      await other.query('rollback');
      expect((await new BrowserSession(server.base).post('/api/auth/login/', { ...signIn, email: 'supplier@example.com' })).status).toBe(200);
    } finally {
      await other.end();
      await server.stop();
    }
  });
});
