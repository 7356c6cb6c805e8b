import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FailedJob, JobHandler, JobLog, JobQueue } from './job-queue';
import { createJobWorker } from './job-worker';
import { failedJobs, insertJob, jobCounts, oldestDueJob, retryJob } from './jobs.repository';

export interface TableJobQueueDeps {
  db: Kysely<Database>;
  handlers: Record<string, JobHandler>;
  log: JobLog;
  /** How often an idle worker looks at the table. */
  pollMs: number;
  /** The first retry's delay (tests shorten it). */
  firstRetryDelayMs?: number;
}

/** The job queue of the embedded SQLite database: the `jobs` table and its worker (decision 0125). */
export function createTableJobQueue({ db, handlers, log, pollMs, firstRetryDelayMs }: TableJobQueueDeps): JobQueue {
  const worker = createJobWorker({ db, handlers, log, pollMs, firstRetryDelayMs });
  return {
    enqueue: (executor, job) => insertJob(executor, job),
    start: () => worker.start(),
    drain: () => worker.drain(),
    stop: () => worker.stop(),
    async failed(limit) {
      const rows = await failedJobs(db, limit);
      return rows.map(
        (job): FailedJob => ({
          id: job.id,
          kind: job.kind,
          dead: job.state === 'dead',
          retryAt: job.state === 'dead' ? null : new Date(job.run_at).toISOString(),
          attempts: job.attempts,
          maxAttempts: job.max_attempts,
          lastError: job.last_error,
          createdAt: job.created_at,
        }),
      );
    },
    retry: (id) => retryJob(db, id),
    counts: () => jobCounts(db),
    oldestDue: (now) => oldestDueJob(db, now),
  };
}
