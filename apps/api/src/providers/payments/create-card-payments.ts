import type { AppConfig } from '../../config';
import type { CardPayments } from './card-payments';
import { createSandboxCardPayments } from './sandbox-card-payments';

/**
 * The card-payment provider the configuration names. Stripe's SDK is loaded only when it is the
 * one: it takes some 18 MiB of memory.
 */
export async function createCardPayments(payments: AppConfig['payments']): Promise<CardPayments> {
  if (payments.provider === 'stripe' && payments.stripeSecretKey) {
    const { createStripeCardPayments } = await import('./stripe-card-payments');
    return createStripeCardPayments({ secretKey: payments.stripeSecretKey, apiUrl: payments.stripeApiUrl });
  }
  return createSandboxCardPayments();
}
