import type { Executor } from '../db/schema';

/** A side effect to run once the change that causes it has committed. */
export interface NewJob {
  kind: string;
  payload: object;
  /** Tries before the job is dead and waits for an operator. */
  maxAttempts: number;
}

/** What a handler knows of the job it runs, besides its payload. */
export interface JobContext {
  id: string;
  /** When the job was queued (ISO 8601, UTC). */
  createdAt: string;
}

/** Runs one kind of job; throwing means "try again later". Must be safe to run twice. */
export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

/** The slice of a pino logger the queue reports to. */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A job that failed at least once and is not done: what `ops jobs` lists. */
export interface FailedJob {
  id: string;
  kind: string;
  /** Dead: out of tries, it runs again only when an operator retries it. */
  dead: boolean;
  /** When a job that is not dead is tried again (ISO 8601). */
  retryAt: string | null;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  createdAt: string;
}

/**
 * Durable jobs (decisions 0125, 0128): written with the transaction of the change that causes
 * them, run after it commits by a worker in this process or another, retried with backoff, dead
 * after their last try. SQLite keeps them in a table of its own; PostgreSQL in pg-boss.
 */
export interface JobQueue {
  /** Writes a job with the caller's transaction: it exists exactly when that change commits. Answers its id. */
  enqueue(executor: Executor, job: NewJob): Promise<string>;
  /** Starts running due jobs in this process, in the background. */
  start(): void;
  /** Runs every job due now, and those that come due meanwhile, until none is left (tests, commands). */
  drain(): Promise<void>;
  /** Stops taking jobs, waits for the running ones (up to a limit), and lets go of the queue. */
  stop(): Promise<void>;
  /** Jobs that failed at least once and are not done, newest first. */
  failed(limit?: number): Promise<FailedJob[]>;
  /** Runs a failed job again now (a dead one gets one more try); false when no failed job has that id. */
  retry(id: string): Promise<boolean>;
  /** Jobs not done: queued (due or waiting to retry) and dead. */
  counts(): Promise<{ queued: number; dead: number }>;
  /** When the longest-waiting due job came due (epoch ms), or null when none waits. */
  oldestDue(now: number): Promise<number | null>;
}
