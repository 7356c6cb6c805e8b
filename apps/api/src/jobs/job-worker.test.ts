import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { createJobWorker, retryDelayMs } from './job-worker';
import type { JobHandler } from './job-worker';
import { claimJob, failedJobs, insertJob, retryJob } from './jobs.repository';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const silent = { info: () => {}, error: () => {} };

async function jobState(id: string) {
  return database.handle.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('durable jobs', () => {
  it('exist exactly when the transaction that wrote them commits, and run once', async () => {
    const { db } = database.handle;
    const ran: unknown[] = [];
    const worker = createJobWorker({ db, handlers: { note: async (payload) => void ran.push(payload) }, log: silent, pollMs: 60_000 });
    await expect(
      db.transaction().execute(async (trx) => {
        await insertJob(trx, { kind: 'note', payload: { n: 'rolled back' }, maxAttempts: 3 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const id = await db.transaction().execute((trx) => insertJob(trx, { kind: 'note', payload: { n: 'committed', token: 'secret' }, maxAttempts: 3 }));
    await worker.drain();
    await worker.drain();
    expect(ran).toEqual([{ n: 'committed', token: 'secret' }]);
    // Done, and its payload (which may hold a single-use link) is forgotten.
    expect(await jobState(id)).toMatchObject({ state: 'done', payload: '{}', last_error: null });
  });

  it('retry a failure with exponential backoff, then die after the last try and wait for an operator', async () => {
    const { db } = database.handle;
    let calls = 0;
    const failing: JobHandler = async () => {
      calls += 1;
      throw new Error(`mail server down (${calls})`);
    };
    const worker = createJobWorker({ db, handlers: { flaky: failing }, log: silent, pollMs: 60_000, firstRetryDelayMs: 1 });
    const id = await insertJob(db, { kind: 'flaky', payload: {}, maxAttempts: 3 });
    for (let i = 0; i < 20 && (await jobState(id)).state !== 'dead'; i += 1) {
      await worker.drain();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(calls).toBe(3);
    expect(await jobState(id)).toMatchObject({ state: 'dead', attempts: 3, last_error: 'mail server down (3)' });
    expect((await failedJobs(db)).map((job) => job.id)).toContain(id);
    // Nothing runs it again until it is retried.
    await worker.drain();
    expect(calls).toBe(3);
    expect(await retryJob(db, id)).toBe(true);
    expect(await jobState(id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await retryJob(db, 'no-such-job')).toBe(false);
  });

  it('back off twice as long after each failure, within a fifth either way, up to an hour', () => {
    for (const [attempts, base] of [[1, 10_000], [2, 20_000], [4, 80_000], [30, 3_600_000]] as const) {
      const delay = retryDelayMs(attempts);
      expect(delay).toBeGreaterThanOrEqual(base * 0.8);
      expect(delay).toBeLessThanOrEqual(base * 1.2);
    }
  });

  it('run each job once when several workers drain together', async () => {
    const { db } = database.handle;
    const runs = new Map<string, number>();
    const handler: JobHandler = async (payload) => {
      const { n } = payload as { n: string };
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const ids = await db.transaction().execute(async (trx) => Promise.all(Array.from({ length: 30 }, (_, i) => insertJob(trx, { kind: 'count', payload: { n: `j${i}` }, maxAttempts: 3 }))));
    const workers = [1, 2, 3].map(() => createJobWorker({ db, handlers: { count: handler }, log: silent, pollMs: 60_000 }));
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    for (const id of ids) expect((await jobState(id)).state).toBe('done');
  });

  it('take over a job whose worker died while running it, once its lease is over', async () => {
    const { db } = database.handle;
    const id = await insertJob(db, { kind: 'orphan', payload: {}, maxAttempts: 3 });
    // A worker claims it and dies: nothing marks it done or failed.
    const claimed = await claimJob(db, Date.now(), 50);
    expect(claimed?.id).toBe(id);
    expect(await claimJob(db, Date.now(), 50)).toBeUndefined();
    const ran: string[] = [];
    const worker = createJobWorker({ db, handlers: { orphan: async (_payload, job) => void ran.push(job.id) }, log: silent, pollMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await worker.drain();
    expect(ran).toEqual([id]);
    expect(await jobState(id)).toMatchObject({ state: 'done', attempts: 2 });
  });
});
