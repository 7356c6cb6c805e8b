import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createLocalObjectStore } from '../../providers/storage/local-object-store';
import { JOBS_STALLED_AFTER_MS, readinessChecks } from './readiness';

let t: TestApp;
beforeAll(async () => {
  // No worker: a queued job stays queued, as when no process runs jobs.
  t = await startTestApp({ JOB_WORKER: 'off' });
  await mkdir(t.config.mediaDir, { recursive: true });
});
afterAll(async () => {
  await t.close();
});

/** Back-dates a queued job, in the queue's own table: pg-boss's on PostgreSQL, `jobs` on SQLite. */
async function makeDueSince(id: string, since: number): Promise<void> {
  if (t.database.dialect === 'postgres') await sql`update pgboss.job set start_after = ${new Date(since).toISOString()}::timestamptz where id = ${id}::uuid`.execute(t.app.db);
  else await t.app.db.updateTable('jobs').set({ run_at: since }).where('id', '=', id).execute();
}

async function forget(id: string): Promise<void> {
  if (t.database.dialect === 'postgres') await sql`delete from pgboss.job where id = ${id}::uuid`.execute(t.app.db);
  else await t.app.db.deleteFrom('jobs').where('id', '=', id).execute();
}

describe('GET /api/health', () => {
  it('answers ok with the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect(['building', 'ready']).toContain(response.json().search_index);
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('answers live without touching anything, and ready with every check named', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: { ok: true }, migrations: { ok: true }, jobs: { ok: true }, storage: { ok: true } } });
  });

  it('answers 503 naming the check that fails: jobs waiting with no worker, a folder that takes no files', async () => {
    const stale = Date.now() - JOBS_STALLED_AFTER_MS - 60_000;
    const id = await t.app.jobs.enqueue(t.app.db, { kind: 'email', payload: {}, maxAttempts: 1 });
    await makeDueSince(id, stale);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      const body = ready.json();
      expect(body.status).toBe('not_ready');
      expect(body.checks.database).toEqual({ ok: true });
      expect(body.checks.jobs).toMatchObject({ ok: false, detail: expect.stringContaining('is a worker running') });
      // A folder that cannot take a file (here: one under a file, refused even to root).
      const blocked = path.join(t.config.dataDir, 'not-a-folder');
      await writeFile(blocked, 'x');
      const checks = await readinessChecks(t.app.db, t.app.jobs, { folders: [path.join(blocked, 'data')], stores: [] });
      expect(checks.storage).toMatchObject({ ok: false, detail: expect.stringContaining('not-a-folder/data') });
      // An object store that takes no object: the pictures' folder here, a bucket in a fleet.
      const pictures = createLocalObjectStore(path.join(blocked, 'uploads'));
      const storeChecks = await readinessChecks(t.app.db, t.app.jobs, { folders: [t.config.dataDir], stores: [pictures] });
      expect(storeChecks.storage).toMatchObject({ ok: false, detail: expect.stringContaining('not-a-folder/uploads') });
    } finally {
      await forget(id);
    }
  });
});
