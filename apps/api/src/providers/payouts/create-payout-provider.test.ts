import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { createCardPayments } from '../payments/create-card-payments';
import { createPayoutProvider } from './create-payout-provider';

const sandbox: AppConfig['payments'] = { provider: 'sandbox', stripeSecretKey: null, stripePublishableKey: null, stripeWebhookSecret: null, stripeApiUrl: null };
const stripe: AppConfig['payments'] = { ...sandbox, provider: 'stripe', stripeSecretKey: 'sk_test_unused', stripePublishableKey: 'pk_test_unused' };

describe('the payout provider the configuration chooses', () => {
  it('is Stripe exactly when card payments are', async () => {
    for (const payments of [sandbox, stripe, { ...stripe, stripeSecretKey: null }, { ...sandbox, stripeSecretKey: 'sk_test_unused' }]) {
      expect((await createPayoutProvider(payments)).name).toBe((await createCardPayments(payments)).name);
    }
    expect((await createPayoutProvider(stripe)).name).toBe('stripe');
    expect((await createPayoutProvider(sandbox)).name).toBe('sandbox');
  });
});
