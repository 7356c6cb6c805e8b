import type { Executor } from '../db/schema';
import type { MailMessage, Mailer } from '../providers/mail/mailer';
import type { JobHandler, JobQueue } from './job-queue';

export const EMAIL_JOB = 'email';
/** Tries of an email before it is dead: with the backoff, hours to a day and a half of retries. */
const EMAIL_MAX_ATTEMPTS = 12;

/**
 * Queues emails in the caller's transaction: they go out after it commits, and only then, even
 * if the process dies in between (the next worker sends them).
 */
export async function queueEmails(jobs: JobQueue, executor: Executor, messages: readonly MailMessage[]): Promise<void> {
  for (const message of messages) await jobs.enqueue(executor, { kind: EMAIL_JOB, payload: message, maxAttempts: EMAIL_MAX_ATTEMPTS });
}

/**
 * Sends a queued email. The job's id is the message's id: the outbox writes the same file again
 * and SMTP sends the same Message-ID, so a job run twice (a crash after sending, before marking
 * it done) is one email to the reader.
 */
export function emailJobHandler(mailer: Mailer): JobHandler {
  return async (payload, job) => {
    await mailer.send({ ...(payload as MailMessage), id: job.id, queuedAt: job.createdAt });
  };
}
