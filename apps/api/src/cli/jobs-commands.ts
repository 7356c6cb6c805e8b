import { failedJobs, retryJob } from '../jobs/jobs.repository';
import type { JobLog } from '../jobs/job-worker';
import { UsageError } from './exit-with-error';
import type { OpsContext } from './ops-commands';

export const jobsUsage = `  jobs [--retry <job id>]
      Lists jobs that failed (dead after their last try, or waiting to retry), newest first;
      --retry queues one to run again now, with its tries counted afresh.`;

/** Commands run jobs themselves only to send what they queued; failures show in `ops jobs`. */
export const silentJobLog: JobLog = { info: () => {}, error: () => {} };

/** `ops jobs`: failed jobs, and retrying one. */
export async function jobsCommand(ctx: OpsContext, options: { retry?: string }): Promise<void> {
  if (options.retry !== undefined) {
    if (!(await retryJob(ctx.db, options.retry))) throw new UsageError(`No failed job with id "${options.retry}".`);
    ctx.print(`Job ${options.retry} is queued to run again now.`);
    return;
  }
  const jobs = await failedJobs(ctx.db);
  if (jobs.length === 0) {
    ctx.print('No failed jobs.');
    return;
  }
  for (const job of jobs) {
    const next = job.state === 'dead' ? 'dead' : `retries at ${new Date(job.run_at).toISOString()}`;
    ctx.print(`${job.id}  ${job.kind}  ${next}  tries ${job.attempts}/${job.max_attempts}  queued ${job.created_at}\n    ${job.last_error ?? ''}`);
  }
}
