import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobsCommand } from '../cli/jobs-commands';
import type { OpsContext } from '../cli/ops-commands';
import { createTestDatabase } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { openJobQueue } from './app-job-queue';
import type { JobHandler, JobQueue } from './job-queue';
import { createJobWorker, retryDelayMs } from './job-worker';
import { claimJob, insertJob } from './jobs.repository';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const silent = { info: () => {}, error: () => {} };
const onSqlite = process.env.TEST_DIALECT !== 'postgres';

/** Queues opened by a test, stopped after it. */
let opened: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(opened.map((queue) => queue.stop()));
  opened = [];
});

/** The database's queue (the table on SQLite, pg-boss on PostgreSQL), not running: tests drain it. */
async function queueWith(handlers: Record<string, JobHandler>): Promise<JobQueue> {
  const queue = await openJobQueue({ db: database.handle.db, database: database.config, handlers, log: silent, firstRetryDelayMs: 0 });
  opened.push(queue);
  return queue;
}

describe('durable jobs', () => {
  it('exist exactly when the transaction that wrote them commits, and run once', async () => {
    const { db } = database.handle;
    const ran: unknown[] = [];
    const queue = await queueWith({ note: async (payload) => void ran.push(payload) });
    await expect(
      db.transaction().execute(async (trx) => {
        await queue.enqueue(trx, { kind: 'note', payload: { n: 'rolled back' }, maxAttempts: 3 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const id = await db.transaction().execute((trx) => queue.enqueue(trx, { kind: 'note', payload: { n: 'committed', token: 'secret' }, maxAttempts: 3 }));
    await queue.drain();
    await queue.drain();
    expect(ran).toEqual([{ n: 'committed', token: 'secret' }]);
    if (onSqlite) {
      // Done, and its payload (which may hold a single-use link) is forgotten.
      const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'done', payload: '{}', last_error: null });
    }
  });

  it('hand the handler the job id and when it was queued, so a job run twice can do its work once', async () => {
    const seen: { id: string; createdAt: string }[] = [];
    const queue = await queueWith({ note: async (_payload, job) => void seen.push(job) });
    const before = Date.now();
    const id = await queue.enqueue(database.handle.db, { kind: 'note', payload: {}, maxAttempts: 1 });
    await queue.drain();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.id).toBe(id);
    expect(Math.abs(Date.parse(seen[0]?.createdAt ?? '') - before)).toBeLessThan(5_000);
  });

  it('retry a failure, die after the last try, wait for an operator, and run once more when retried', async () => {
    let calls = 0;
    const queue = await queueWith({
      flaky: async () => {
        calls += 1;
        throw new Error(`mail server down (${calls})`);
      },
    });
    const id = await queue.enqueue(database.handle.db, { kind: 'flaky', payload: {}, maxAttempts: 3 });
    const dead = async () => (await queue.failed()).find((job) => job.id === id)?.dead === true;
    for (let i = 0; i < 50 && !(await dead()); i += 1) {
      await queue.drain();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(calls).toBe(3);
    expect((await queue.failed()).find((job) => job.id === id)).toMatchObject({ kind: 'flaky', dead: true, retryAt: null, attempts: 3, maxAttempts: 3, lastError: 'mail server down (3)' });
    expect(await queue.counts()).toMatchObject({ dead: 1 });
    // Nothing runs it again until an operator retries it.
    await queue.drain();
    expect(calls).toBe(3);

    const lines: string[] = [];
    const ctx = { jobs: queue, print: (line: string) => lines.push(line) } as unknown as OpsContext;
    await jobsCommand(ctx, {});
    expect(lines.join('\n')).toContain(`${id}  flaky  dead  tries 3/3`);
    expect(lines.join('\n')).toContain('mail server down (3)');
    await jobsCommand(ctx, { retry: id });
    expect(lines.at(-1)).toBe(`Job ${id} is queued to run again now.`);
    await queue.drain();
    expect(calls).toBe(4);
    expect((await queue.failed()).find((job) => job.id === id)).toMatchObject({ dead: true, attempts: 4, maxAttempts: 4, lastError: 'mail server down (4)' });
    await expect(jobsCommand(ctx, { retry: 'no-such-job' })).rejects.toThrow('No failed job with id "no-such-job".');
    await expect(jobsCommand(ctx, { retry: '00000000-0000-4000-8000-000000000000' })).rejects.toThrow('No failed job');
  });

  it('list a job waiting to retry with when it runs next, and run it at once when retried', async () => {
    const queue = await openJobQueue({ db: database.handle.db, database: database.config, handlers: { later: async () => Promise.reject(new Error('not yet')) }, log: silent, firstRetryDelayMs: 60_000 });
    opened.push(queue);
    const id = await queue.enqueue(database.handle.db, { kind: 'later', payload: {}, maxAttempts: 5 });
    await queue.drain();
    const listed = (await queue.failed()).find((job) => job.id === id);
    expect(listed).toMatchObject({ dead: false, attempts: 1, maxAttempts: 5, lastError: 'not yet' });
    expect(Date.parse(listed?.retryAt ?? '')).toBeGreaterThan(Date.now() + 30_000);
    // Not due: the readiness check does not count it as waiting.
    expect(await queue.oldestDue(Date.now())).toBeNull();
    expect(await queue.retry(id)).toBe(true);
    await queue.drain();
    expect((await queue.failed()).find((job) => job.id === id)).toMatchObject({ dead: false, attempts: 2, maxAttempts: 5 });
  });

  it('run each job once when several workers drain together', async () => {
    const runs = new Map<string, number>();
    const handler: JobHandler = async (payload) => {
      const { n } = payload as { n: string };
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const queues = await Promise.all([1, 2, 3].map(() => queueWith({ count: handler })));
    const [first] = queues;
    const before = await first!.counts();
    await database.handle.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 30; i += 1) await first!.enqueue(trx, { kind: 'count', payload: { n: `j${i}` }, maxAttempts: 3 });
    });
    await Promise.all(queues.map((queue) => queue.drain()));
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(await first!.counts()).toEqual(before);
  });

  it('run jobs in the background once started, within about a poll', async () => {
    const ran: string[] = [];
    const queue = await openJobQueue({ db: database.handle.db, database: database.config, handlers: { note: async (_payload, job) => void ran.push(job.id) }, log: silent, pollMs: 100 });
    opened.push(queue);
    queue.start();
    const id = await queue.enqueue(database.handle.db, { kind: 'note', payload: {}, maxAttempts: 1 });
    for (let i = 0; i < 100 && ran.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toEqual([id]);
  });
});

describe.runIf(onSqlite)('the SQLite job table', () => {
  it('backs off twice as long after each failure, within a fifth either way, up to an hour', () => {
    for (const [attempts, base] of [[1, 10_000], [2, 20_000], [4, 80_000], [30, 3_600_000]] as const) {
      const delay = retryDelayMs(attempts);
      expect(delay).toBeGreaterThanOrEqual(base * 0.8);
      expect(delay).toBeLessThanOrEqual(base * 1.2);
    }
  });

  it('takes over a job whose worker died while running it, once its lease is over', async () => {
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
    expect(await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({ state: 'done', attempts: 2 });
  });
});
