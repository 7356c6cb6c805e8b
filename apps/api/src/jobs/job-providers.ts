import type { AppConfig } from '../config';
import type { Mailer } from '../providers/mail/mailer';
import { createCardPayments } from '../providers/payments/create-card-payments';
import { createPayoutProvider } from '../providers/payouts/create-payout-provider';
import type { JobProviders } from './app-job-queue';

/** The providers the configuration names, for the jobs of a server, a worker or a command. */
export async function createJobProviders(config: Pick<AppConfig, 'payments'>, mailer: Mailer): Promise<JobProviders> {
  return { mailer, payments: await createCardPayments(config.payments), payouts: await createPayoutProvider(config.payments) };
}
