import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseBusyError } from '../db/errors';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { DATABASE_BUSY_RETRY_AFTER_S, toErrorResponse } from './errors';

describe('a busy database answers 503 database_busy with Retry-After', () => {
  it('for SQLite busy, PostgreSQL lock timeouts and a pool out of connections', () => {
    const pgLockTimeout = Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' });
    const poolTimeout = new Error('timeout exceeded when trying to connect');
    for (const error of [new DatabaseBusyError(new Error('x')), pgLockTimeout, poolTimeout]) {
      expect(toErrorResponse(error)).toMatchObject({ status: 503, body: { code: 'database_busy' }, headers: { 'retry-after': String(DATABASE_BUSY_RETRY_AFTER_S) } });
    }
    expect(toErrorResponse(Object.assign(new Error('syntax'), { code: '42601' })).status).toBe(500);
  });
});

// Another process holding SQLite's write lock; PostgreSQL's lock timeouts are mapped above.
describe.runIf(process.env.TEST_DIALECT !== 'postgres')('while another process holds the SQLite write lock', () => {
  let t: TestApp;
  let other: SqliteDatabase.Database;
  beforeAll(async () => {
    t = await startTestApp();
    other = new SqliteDatabase((t.database as { filename: string }).filename);
  });
  afterAll(async () => {
    other.close();
    await t.close();
  });

  it('refuses a write with the error body and Retry-After, and keeps answering reads', async () => {
    const builder = t.client();
    await builder.login('builder@example.com');
    other.exec('begin exclusive');
    try {
      const created = builder.post('/api/projects/', { name: 'Shell', street: '1 Main St', city: 'Fresno', state: 'CA', postal_code: '93721' });
      const readStarted = performance.now();
      const health = await builder.get('/api/health');
      expect(health.statusCode).toBe(200);
      expect(performance.now() - readStarted).toBeLessThan(200);
      expect((await builder.get('/api/projects/')).statusCode).toBe(200);
      const response = await created;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_BUSY_RETRY_AFTER_S));
      expect(response.json()).toMatchObject({ code: 'database_busy', display_error: expect.stringContaining('try again') });
    } finally {
      other.exec('rollback');
    }
    const after = await builder.post('/api/projects/', { name: 'Shell', street: '1 Main St', city: 'Fresno', state: 'CA', postal_code: '93721' });
    expect(after.statusCode).toBe(201);
  });
});

describe.runIf(process.env.TEST_DIALECT === 'postgres')('while another PostgreSQL session holds a lock the write needs', () => {
  let t: TestApp;
  let other: pg.Client;
  beforeAll(async () => {
    t = await startTestApp();
    other = new pg.Client({ connectionString: (t.database as { connectionString: string }).connectionString });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  it('answers 503 database_busy once the lock timeout passes, and keeps answering reads', async () => {
    const builder = t.client();
    await builder.login('builder@example.com');
    await other.query('begin');
    await other.query('lock table projects in exclusive mode');
    try {
      const created = builder.post('/api/projects/', { name: 'Shell', street: '1 Main St', city: 'Fresno', state: 'CA', postal_code: '93721' });
      expect((await builder.get('/api/projects/')).statusCode).toBe(200);
      const response = await created;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_BUSY_RETRY_AFTER_S));
      expect(response.json()).toMatchObject({ code: 'database_busy' });
    } finally {
      await other.query('rollback');
    }
  });
});
