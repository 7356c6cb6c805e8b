import type { AppConfig } from '../../config';
import type { CardPayments } from './card-payments';
import { createSandboxCardPayments } from './sandbox-card-payments';
import type { StripeSettings } from './stripe-card-payments';

/**
 * Stripe's settings when the configuration chooses Stripe, else null. Card payments and supplier
 * payouts both ask this, so they never disagree about which provider is in use.
 */
export function stripeSettingsOf(payments: AppConfig['payments']): StripeSettings | null {
  if (payments.provider !== 'stripe' || !payments.stripeSecretKey) return null;
  return { secretKey: payments.stripeSecretKey, apiUrl: payments.stripeApiUrl };
}

/**
 * The card-payment provider the configuration names. Stripe's SDK is loaded only when it is the
 * one: it takes some 18 MiB of memory.
 */
export async function createCardPayments(payments: AppConfig['payments']): Promise<CardPayments> {
  const stripe = stripeSettingsOf(payments);
  if (stripe) {
    const { createStripeCardPayments } = await import('./stripe-card-payments');
    return createStripeCardPayments(stripe);
  }
  return createSandboxCardPayments();
}
