import { loggerOptions } from './app';
import { exitWithError } from './cli/exit-with-error';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createJobProviders } from './jobs/job-providers';
import { openAppJobQueue } from './jobs/app-job-queue';
import { createLogger } from './lib/logger';
import { startPayoutSchedule } from './modules/payouts/payout-schedule';
import { createMailer } from './providers/mail/create-mailer';

/**
 * `pnpm worker`: runs the durable jobs (emails, refunds, payouts) and the daily payout run in a
 * process of their own, for servers started with JOB_WORKER=off (decision 0125). Any number may
 * run on one database: each job is claimed by one of them. Stops on SIGINT/SIGTERM after the job it is running.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(loggerOptions(config.logLevel));
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  const mailer = createMailer(config, log);
  const providers = await createJobProviders(config, mailer);
  const worker = await openAppJobQueue(database.db, database.config, providers, log);
  worker.start();
  const stopPayoutSchedule = config.payoutSchedule === 'daily' ? startPayoutSchedule({ db: database.db, jobs: worker, provider: providers.payouts, log }) : undefined;
  log.info('Job worker started');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'Job worker stopping after the job it is running');
    stopPayoutSchedule?.();
    await worker.stop();
    await mailer.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));
  // The worker's timer does not hold the process open by itself.
  setInterval(() => {}, 1 << 30);
}

main().catch((error: unknown) => exitWithError(error, 'The job worker could not start'));
