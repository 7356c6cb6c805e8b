import type { JobLog } from '../jobs/job-queue';
import { UsageError } from './exit-with-error';
import type { OpsContext } from './ops-commands';

export const jobsUsage = `  jobs [--retry <job id>]
      Lists jobs that failed (dead after their last try, or waiting to retry), newest first;
      --retry runs one again now (a dead one gets one more try).`;

/** Commands run jobs themselves only to send what they queued; failures show in `ops jobs`. */
export const silentJobLog: JobLog = { info: () => {}, error: () => {} };

/** `ops jobs`: failed jobs, and retrying one. */
export async function jobsCommand(ctx: OpsContext, options: { retry?: string }): Promise<void> {
  if (options.retry !== undefined) {
    if (!(await ctx.jobs.retry(options.retry))) throw new UsageError(`No failed job with id "${options.retry}".`);
    ctx.print(`Job ${options.retry} is queued to run again now.`);
    return;
  }
  const jobs = await ctx.jobs.failed();
  if (jobs.length === 0) {
    ctx.print('No failed jobs.');
    return;
  }
  for (const job of jobs) {
    const next = job.dead ? 'dead' : `retries at ${job.retryAt}`;
    ctx.print(`${job.id}  ${job.kind}  ${next}  tries ${job.attempts}/${job.maxAttempts}  queued ${job.createdAt}\n    ${job.lastError ?? ''}`);
  }
}
