import type { AppConfig } from '../../config';
import { stripeSettingsOf } from '../payments/create-card-payments';
import type { PayoutProvider } from './payout-provider';
import { createSandboxPayouts } from './sandbox-payouts';

/**
 * Suppliers are paid through Stripe Connect exactly when buyers pay by card through Stripe: the
 * transfers come out of the balance those payments filled. Stripe's SDK is loaded only then, as
 * for card payments: it takes some 18 MiB of memory.
 */
export async function createPayoutProvider(payments: AppConfig['payments']): Promise<PayoutProvider> {
  const stripe = stripeSettingsOf(payments);
  if (stripe) {
    const { createStripePayouts } = await import('./stripe-payouts');
    return createStripePayouts(stripe);
  }
  return createSandboxPayouts();
}
