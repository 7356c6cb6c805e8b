import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { JobsTable } from '../db/jobs-schema';
import type { Database, Executor } from '../db/schema';
import { nowIso } from '../lib/time';
import type { NewJob } from './job-queue';

/** A job as read back, numbers as numbers on both databases. */
export type JobRow = Selectable<JobsTable>;


/** Due at `now`: queued with its time come, or running past its lease (its worker is presumed dead). */
function due(now: number) {
  return (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.or([eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]), eb.and([eb('state', '=', 'running'), eb('locked_until', '<', now)])]);
}

function toRow(row: Selectable<JobsTable>): JobRow {
  return { ...row, attempts: Number(row.attempts), max_attempts: Number(row.max_attempts), run_at: Number(row.run_at), locked_until: row.locked_until === null ? null : Number(row.locked_until) };
}

/** Writes a job, due now, with the caller's transaction: it exists exactly when the change that caused it commits. */
export async function insertJob(executor: Executor, job: NewJob): Promise<string> {
  const id = randomUUID();
  await executor
    .insertInto('jobs')
    .values({ id, kind: job.kind, payload: JSON.stringify(job.payload), state: 'queued', attempts: 0, max_attempts: job.maxAttempts, run_at: Date.now(), locked_until: null, last_error: null, created_at: nowIso(), finished_at: null })
    .execute();
  return id;
}

/** True when some job is due: a cheap read before taking one, which writes. */
export async function anyJobDue(executor: Executor, now: number): Promise<boolean> {
  const row = await executor
    .selectFrom('jobs')
    .select('id')
    .where(due(now))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the next due job for `leaseMs`: queued ones whose time has come, and running ones whose
 * worker stopped answering (lease over). One transaction; on PostgreSQL the row is locked with
 * SKIP LOCKED so concurrent workers take different jobs. Counts the attempt.
 */
export async function claimJob(db: Kysely<Database>, now: number, leaseMs: number): Promise<JobRow | undefined> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('jobs')
      .selectAll()
      .where(due(now))
      .orderBy('run_at')
      .limit(1);
    if (dialectOf<Database>(trx) === 'postgres') query = query.forUpdate().skipLocked();
    const found = await query.executeTakeFirst();
    if (!found) return undefined;
    const job = toRow(found);
    const claimed = { ...job, state: 'running' as const, attempts: job.attempts + 1, locked_until: now + leaseMs };
    await trx.updateTable('jobs').set({ state: 'running', attempts: claimed.attempts, locked_until: claimed.locked_until }).where('id', '=', job.id).execute();
    return claimed;
  });
}

/** Marks a job done and forgets its payload. Only the claim it was run under counts. */
export async function completeJob(db: Executor, job: JobRow): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'done', payload: '{}', locked_until: null, last_error: null, finished_at: nowIso() })
    .where('id', '=', job.id)
    .where('attempts', '=', job.attempts)
    .execute();
}

/** True when the job's current try is the last one it is allowed: failing it makes it dead. */
export function isLastAttempt(job: JobRow): boolean {
  return job.attempts >= job.max_attempts;
}

/** Records a failed try: queued again at `retryAt`, or dead when it was the last try allowed. */
export async function failJob(db: Executor, job: JobRow, error: string, retryAt: number): Promise<void> {
  const dead = isLastAttempt(job);
  await db
    .updateTable('jobs')
    .set({ state: dead ? 'dead' : 'queued', run_at: dead ? job.run_at : retryAt, locked_until: null, last_error: error.slice(0, 2000), finished_at: dead ? nowIso() : null })
    .where('id', '=', job.id)
    .where('attempts', '=', job.attempts)
    .execute();
}

/** Jobs that failed at least once and are not done: dead ones, and queued ones waiting to retry. */
export async function failedJobs(db: Executor, limit = 100): Promise<JobRow[]> {
  const rows = await db
    .selectFrom('jobs')
    .selectAll()
    .where((eb) => eb.or([eb('state', '=', 'dead'), eb.and([eb('state', '=', 'queued'), eb('last_error', 'is not', null)])]))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

/**
 * Runs a failed job again now: a dead one gets one more try, one waiting to retry stops waiting.
 * False when no failed job has that id.
 */
export async function retryJob(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({ state: 'queued', max_attempts: eb.case().when('state', '=', 'dead').then(eb('max_attempts', '+', 1)).else(eb.ref('max_attempts')).end(), run_at: Date.now(), locked_until: null, finished_at: null }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('state', '=', 'dead'), eb.and([eb('state', '=', 'queued'), eb('last_error', 'is not', null)])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Jobs due or running: what draining waits for. */
export async function pendingJobCount(db: Executor, now: number): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb.or([eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]), eb('state', '=', 'running')]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** When the longest-waiting due job came due (epoch ms), or null when none waits. */
export async function oldestDueJob(db: Executor, now: number): Promise<number | null> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.min('run_at').as('run_at'))
    .where('state', '=', 'queued')
    .where('run_at', '<=', now)
    .executeTakeFirst();
  return row?.run_at === null || row?.run_at === undefined ? null : Number(row.run_at);
}

/** Jobs not done, queued (due or waiting to retry) and dead: what the metrics report. */
export async function jobCounts(db: Executor): Promise<{ queued: number; dead: number }> {
  const rows = await db
    .selectFrom('jobs')
    .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
    .where('state', 'in', ['queued', 'dead'])
    .groupBy('state')
    .execute();
  const count = (state: string) => Number(rows.find((row) => row.state === state)?.count ?? 0);
  return { queued: count('queued'), dead: count('dead') };
}
