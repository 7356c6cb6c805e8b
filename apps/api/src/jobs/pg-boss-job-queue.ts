import { CompiledQuery, sql } from 'kysely';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database, Executor } from '../db/schema';
import { jobRuns } from '../metrics/registry';
import type { FailedJob, JobHandler, JobLog, JobQueue } from './job-queue';

/** pg-boss's own schema in the application's database. */
const SCHEMA = 'pgboss';
/** A job running this long is presumed orphaned (its worker died): pg-boss fails it, and it is retried. */
const JOB_EXPIRE_SECONDS = 5 * 60;
/** pg-boss's shortest polling interval. */
const MIN_POLL_SECONDS = 0.5;
/** How long stopping waits for running jobs. */
const STOP_TIMEOUT_MS = 10_000;
/** pg-boss's job table, which `ops jobs`, the metrics and readiness read. */
const jobTable = sql.table(`${SCHEMA}.job`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PgBossJobQueueDeps {
  /** The application's database: pg-boss's tables live in it, and jobs are written with its transactions. */
  db: Kysely<Database>;
  connectionString: string;
  handlers: Record<string, JobHandler>;
  log: JobLog;
  pollMs: number;
  /** Seconds before the first retry, doubling after (with jitter); tests use 0. */
  firstRetryDelaySeconds?: number;
}

/** pg-boss writes through the caller's transaction: its SQL runs on that connection. */
function throughExecutor(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await executor.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}

interface PgBossJobRow {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  start_after: Date;
  last_error: string | null;
  created_on: Date;
}

/**
 * The job queue on PostgreSQL: pg-boss (decision 0128), which claims jobs with SKIP LOCKED,
 * retries with exponential backoff, fails a job after its last try and expires one whose worker
 * died. A job is written with the caller's transaction through pg-boss's own insert. `ops jobs`
 * and the metrics read pg-boss's job table, for which it has no listing call.
 */
export async function openPgBossJobQueue({ db, connectionString, handlers, log, pollMs, firstRetryDelaySeconds = 10 }: PgBossJobQueueDeps): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString,
    schema: SCHEMA,
    max: 3,
    application_name: 'marketplace-jobs',
    schedule: false,
    // A done job's payload (an email with a single-use link) is archived after 5 minutes and
    // deleted an hour later, instead of pg-boss's default of 12 hours and a week.
    archiveCompletedAfterSeconds: 300,
    deleteAfterHours: 1,
  });
  // Unhandled, pg-boss's 'error' event (a lost connection during polling) would end the process.
  boss.on('error', (error) => log.error({ err: error }, 'Jobs: the queue reported an error; it keeps trying'));
  await boss.start();
  // Set on each job rather than only on its queue, which keeps the options it was first created with.
  const retries = { retryDelay: firstRetryDelaySeconds, retryBackoff: firstRetryDelaySeconds > 0, expireInSeconds: JOB_EXPIRE_SECONDS };
  const kinds = Object.keys(handlers);
  // Creating a queue attaches a table partition: processes starting together would deadlock, so
  // they take turns, holding an advisory lock while the missing queues are created.
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`${SCHEMA}.create_queues`}))`.execute(trx);
    for (const kind of kinds) if (!(await boss.getQueue(kind))) await boss.createQueue(kind, { name: kind, ...retries });
  });

  /** Runs one job; throws (after counting and logging the failure) when it failed. */
  async function run(job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const dead = job.retryCount >= job.retryLimit;
    try {
      const handler = handlers[job.name];
      if (!handler) throw new Error(`No handler for jobs of kind ${job.name}`);
      await handler(job.data, { id: job.id, createdAt: new Date(job.createdOn).toISOString() });
      jobRuns.inc({ kind: job.name, outcome: 'done' });
    } catch (error) {
      log.error({ err: error, job: job.id, kind: job.name, attempts: job.retryCount + 1, dead }, dead ? 'Job failed for the last time' : 'Job failed; it will be retried');
      jobRuns.inc({ kind: job.name, outcome: dead ? 'dead' : 'retry' });
      throw error;
    }
  }

  /** Takes one due job of any kind and runs it, recording the outcome; false when none was due. */
  async function runOneDue(): Promise<boolean> {
    for (const kind of kinds) {
      const [job] = await boss.fetch<object>(kind, { batchSize: 1, includeMetadata: true });
      if (!job) continue;
      try {
        await run(job);
        await boss.complete(kind, job.id);
      } catch (error) {
        await boss.fail(kind, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
      return true;
    }
    return false;
  }

  async function pendingCount(): Promise<number> {
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from ${jobTable}
      where (state in ('created', 'retry') and start_after < now()) or state = 'active'`.execute(db);
    return Number(rows[0]?.count ?? 0);
  }

  return {
    async enqueue(executor, job) {
      const id = await boss.send(job.kind, job.payload, { ...retries, retryLimit: job.maxAttempts - 1, db: throughExecutor(executor) });
      if (id === null) throw new Error(`Jobs of kind ${job.kind} have no queue: no handler was registered for them.`);
      return id;
    },
    start() {
      const pollingIntervalSeconds = Math.max(MIN_POLL_SECONDS, pollMs / 1000);
      for (const kind of kinds) {
        // The handler's throw is what tells pg-boss to retry the job.
        void boss.work<object>(kind, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds }, async ([job]) => {
          if (job) await run(job);
        });
      }
    },
    async drain() {
      for (;;) {
        if (await runOneDue()) continue;
        if ((await pendingCount()) === 0) return;
        // A job another worker runs: wait for it to finish.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
    async failed(limit = 100) {
      const { rows } = await sql<PgBossJobRow>`
        select id, name, state, retry_count, retry_limit, start_after, output->>'message' as last_error, created_on
        from ${jobTable}
        where state in ('failed', 'retry')
        order by created_on desc
        limit ${limit}`.execute(db);
      return rows.map(
        (job): FailedJob => ({
          id: job.id,
          kind: job.name,
          dead: job.state === 'failed',
          retryAt: job.state === 'failed' ? null : new Date(job.start_after).toISOString(),
          // pg-boss counts retries, and counts a try once it starts again.
          attempts: Number(job.retry_count) + 1,
          maxAttempts: Number(job.retry_limit) + 1,
          lastError: job.last_error,
          createdAt: new Date(job.created_on).toISOString(),
        }),
      );
    },
    async retry(id) {
      if (!UUID.test(id)) return false;
      const { rows } = await sql<{ name: string; state: string }>`select name, state from ${jobTable} where id = ${id}::uuid and state in ('failed', 'retry')`.execute(db);
      const job = rows[0];
      if (!job) return false;
      // A dead job gets one more try: pg-boss raises its retry limit by one. One waiting to
      // retry is made due now; pg-boss has no call for that, so its start time is moved here.
      if (job.state === 'failed') await boss.retry(job.name, id);
      else await sql`update ${jobTable} set start_after = now() where id = ${id}::uuid and state = 'retry'`.execute(db);
      return true;
    },
    async counts() {
      const { rows } = await sql<{ state: string; count: string }>`
        select state, count(*) as count from ${jobTable} where state in ('created', 'retry', 'failed') group by state`.execute(db);
      const count = (state: string) => Number(rows.find((row) => row.state === state)?.count ?? 0);
      return { queued: count('created') + count('retry'), dead: count('failed') };
    },
    async oldestDue(now) {
      const { rows } = await sql<{ due: Date | null }>`
        select min(start_after) as due from ${jobTable}
        where state in ('created', 'retry') and start_after <= ${new Date(now).toISOString()}::timestamptz`.execute(db);
      const due = rows[0]?.due;
      return due === null || due === undefined ? null : new Date(due).getTime();
    },
  };
}
