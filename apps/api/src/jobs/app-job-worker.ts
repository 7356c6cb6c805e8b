import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Mailer } from '../providers/mail/mailer';
import { EMAIL_JOB, emailJobHandler } from './email-job';
import { createJobWorker } from './job-worker';
import type { JobLog, JobWorker } from './job-worker';

/** How often an idle worker looks for due jobs: an email goes out within about this long. */
export const JOB_POLL_MS = 250;

/** The worker with every kind of job the application queues. */
export function createAppJobWorker(db: Kysely<Database>, mailer: Mailer, log: JobLog): JobWorker {
  return createJobWorker({ db, handlers: { [EMAIL_JOB]: emailJobHandler(mailer) }, log, pollMs: JOB_POLL_MS });
}
