import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobLog, JobQueue } from '../../jobs/job-queue';
import type { PayoutProvider } from '../../providers/payouts/payout-provider';
import { runPayouts } from './payout-run';

/** How often the schedule looks whether today's run happened: soon after midnight UTC at the latest. */
export const PAYOUT_SCHEDULE_CHECK_MS = 15 * 60_000;

/**
 * The daily payout run (decision 0143): each process that runs jobs asks for the run of the
 * current UTC day now and then; the day's cause key makes it happen once across every process
 * and restart, and the payouts it decides are durable jobs. Answers a stop function.
 */
export function startPayoutSchedule({ db, jobs, provider, log }: { db: Kysely<Database>; jobs: JobQueue; provider: PayoutProvider; log: JobLog }): () => void {
  const tick = async () => {
    const day = new Date().toISOString().slice(0, 10);
    try {
      const summary = await runPayouts(db, jobs, provider, `schedule:${day}`);
      if (summary.created) log.info({ day, payouts: summary.payouts, amountCents: summary.amountCents, waiting: summary.waiting.length }, 'Payout run done');
    } catch (error) {
      log.error({ err: error, day }, 'Payout run failed; the next check tries again');
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), PAYOUT_SCHEDULE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
