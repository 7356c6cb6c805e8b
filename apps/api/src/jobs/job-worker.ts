import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { jobRuns } from '../metrics/registry';
import type { JobHandler, JobLog } from './job-queue';
import { anyJobDue, claimJob, completeJob, failJob, isLastAttempt, pendingJobCount } from './jobs.repository';
import type { JobRow } from './jobs.repository';

/** How long a claimed job is its worker's before another may take it over. */
export const JOB_LEASE_MS = 5 * 60_000;
/** First retry after this long, then twice as long each time, up to {@link MAX_RETRY_DELAY_MS}. */
export const FIRST_RETRY_DELAY_MS = 10_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

export interface JobWorkerDeps {
  db: Kysely<Database>;
  handlers: Record<string, JobHandler>;
  log: JobLog;
  /** How often the table is looked at when idle. */
  pollMs: number;
  /** The first retry's delay (tests shorten it). */
  firstRetryDelayMs?: number;
}

/** The table's worker: the running half of the SQLite job queue. */
export interface JobWorker {
  start(): void;
  /** Runs every job due now, and those that come due meanwhile, until none is left (tests, shutdown). */
  drain(): Promise<void>;
  /** Stops taking jobs and waits for the one running to finish. */
  stop(): Promise<void>;
}

/** Exponential backoff with ±20 % jitter, so retries of many jobs that failed together spread out. */
export function retryDelayMs(attempts: number, firstDelayMs = FIRST_RETRY_DELAY_MS): number {
  const base = Math.min(firstDelayMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * Takes due jobs from the `jobs` table one at a time and runs them (decision 0125). A failure is retried with
 * exponential backoff, then the job is dead after its last try (`ops jobs` lists and retries
 * them). Several workers (processes) may run on one database: a job is claimed in a transaction
 * and leased, so each runs in one worker at a time.
 */
export function createJobWorker({ db, handlers, log, pollMs, firstRetryDelayMs = FIRST_RETRY_DELAY_MS }: JobWorkerDeps): JobWorker {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler(JSON.parse(job.payload) as unknown, { id: job.id, createdAt: job.created_at });
      await completeJob(db, job);
      jobRuns.inc({ kind: job.kind, outcome: 'done' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const dead = isLastAttempt(job);
      log.error({ err: error, job: job.id, kind: job.kind, attempts: job.attempts, dead }, dead ? 'Job failed for the last time' : 'Job failed; it will be retried');
      jobRuns.inc({ kind: job.kind, outcome: dead ? 'dead' : 'retry' });
      await failJob(db, job, message, Date.now() + retryDelayMs(job.attempts, firstRetryDelayMs));
    }
  }

  /** Runs due jobs until none is left; one pass at a time (concurrent callers share it). */
  function pass(): Promise<void> {
    running ??= (async () => {
      try {
        while (!stopped && (await anyJobDue(db, Date.now()))) {
          const job = await claimJob(db, Date.now(), JOB_LEASE_MS);
          if (!job) break;
          await runOne(job);
        }
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    start() {
      timer = setInterval(() => {
        pass().catch((error: unknown) => log.error({ err: error }, 'Jobs: taking a job failed; trying again shortly'));
      }, pollMs);
      timer.unref();
    },
    async drain() {
      for (;;) {
        await pass();
        if ((await pendingJobCount(db, Date.now())) === 0) return;
        // A job another worker runs: wait for it to finish.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
