import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';
import type { Database } from '../db/schema';
import { PAYOUT_JOB, payoutJobHandler } from '../modules/payouts/payout-job';
import { REFUND_JOB, refundJobHandler } from '../modules/refunds/refund-job';
import type { Mailer } from '../providers/mail/mailer';
import type { CardPayments } from '../providers/payments/card-payments';
import type { PayoutProvider } from '../providers/payouts/payout-provider';
import { EMAIL_JOB, emailJobHandler } from './email-job';
import type { JobHandler, JobLog, JobQueue } from './job-queue';
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
    // Loaded on PostgreSQL only: an embedded SQLite server never needs pg-boss in memory (decision 0116).
    const { openPgBossJobQueue } = await import('./pg-boss-job-queue');
    return openPgBossJobQueue({ db, connectionString: database.connectionString, handlers, log, pollMs, firstRetryDelaySeconds });
  }
  return createTableJobQueue({ db, handlers, log, pollMs, firstRetryDelayMs });
}

/** The outside services the application's jobs talk to. */
export interface JobProviders {
  mailer: Mailer;
  payments: CardPayments;
  payouts: PayoutProvider;
}

/** The queue with every kind of job the application writes: emails, refunds, payouts. */
export function openAppJobQueue(db: Kysely<Database>, database: DatabaseConfig, { mailer, payments, payouts }: JobProviders, log: JobLog): Promise<JobQueue> {
  const handlers = {
    [EMAIL_JOB]: emailJobHandler(mailer),
    [REFUND_JOB]: refundJobHandler(db, payments),
    [PAYOUT_JOB]: payoutJobHandler(db, payouts),
  };
  return openJobQueue({ db, database, handlers, log });
}
