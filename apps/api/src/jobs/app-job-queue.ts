import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';
import type { Database } from '../db/schema';
import type { Mailer } from '../providers/mail/mailer';
import { EMAIL_JOB, emailJobHandler } from './email-job';
import type { JobHandler, JobLog, JobQueue } from './job-queue';
import { openPgBossJobQueue } from './pg-boss-job-queue';
import { createTableJobQueue } from './table-job-queue';

/** How often an idle worker looks for due jobs: an email goes out within about this long. */
export const JOB_POLL_MS = 250;

export interface JobQueueOptions {
  db: Kysely<Database>;
  database: DatabaseConfig;
  handlers: Record<string, JobHandler>;
  log: JobLog;
  pollMs?: number;
  /** The first retry's delay (tests shorten it). */
  firstRetryDelayMs?: number;
}

/** The database's job queue: pg-boss on PostgreSQL, the `jobs` table on SQLite (decision 0128). */
export async function openJobQueue({ db, database, handlers, log, pollMs = JOB_POLL_MS, firstRetryDelayMs }: JobQueueOptions): Promise<JobQueue> {
  if (database.dialect === 'postgres') {
    const firstRetryDelaySeconds = firstRetryDelayMs === undefined ? undefined : Math.round(firstRetryDelayMs / 1000);
    return openPgBossJobQueue({ db, connectionString: database.connectionString, handlers, log, pollMs, firstRetryDelaySeconds });
  }
  return createTableJobQueue({ db, handlers, log, pollMs, firstRetryDelayMs });
}

/** The queue with every kind of job the application writes (emails). */
export function openAppJobQueue(db: Kysely<Database>, database: DatabaseConfig, mailer: Mailer, log: JobLog): Promise<JobQueue> {
  return openJobQueue({ db, database, handlers: { [EMAIL_JOB]: emailJobHandler(mailer) }, log });
}
