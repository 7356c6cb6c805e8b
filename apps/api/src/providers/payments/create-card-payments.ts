import type { AppConfig } from '../../config';
import type { CardPayments } from './card-payments';
import { createSandboxCardPayments } from './sandbox-card-payments';
import { createStripeCardPayments } from './stripe-card-payments';

/** The card-payment provider the configuration names. */
export function createCardPayments(payments: AppConfig['payments']): CardPayments {
  if (payments.provider === 'stripe' && payments.stripeSecretKey) {
    return createStripeCardPayments({ secretKey: payments.stripeSecretKey, apiUrl: payments.stripeApiUrl });
  }
  return createSandboxCardPayments();
}
