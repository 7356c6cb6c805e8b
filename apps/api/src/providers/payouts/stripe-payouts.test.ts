import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeDouble } from '../../testing/stripe-double';
import type { StripeDouble } from '../../testing/stripe-double';
import type { PayoutProvider } from './payout-provider';
import { createStripePayouts } from './stripe-payouts';

const RETURN_URL = 'http://marketplace.test/app/v2/payouts/return';
const REFRESH_URL = 'http://marketplace.test/app/v2/payouts/refresh';
const supplier = { companyId: 'company-1', companyName: 'Bay Lumber', email: 'owner@baylumber.test', accountId: null };

let double: StripeDouble;
let stripe: PayoutProvider;

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = createStripePayouts({ secretKey: 'sk_test_local_double', apiUrl: double.url });
});
afterAll(async () => {
  await double.stop();
});
beforeEach(() => {
  double.reset();
});

/** A supplier's connected account that finished onboarding at the double. */
async function readyAccount(): Promise<string> {
  const { accountId } = await stripe.onboard(supplier, RETURN_URL, REFRESH_URL);
  double.markAccountReady(accountId);
  return accountId;
}

describe('Stripe Connect payouts (Stripe’s servers are a local HTTP double)', () => {
  it('opens an Express account keyed by the company and answers its onboarding link', async () => {
    expect(stripe).toMatchObject({ name: 'stripe', needsOnboarding: true });
    const onboarding = await stripe.onboard(supplier, RETURN_URL, REFRESH_URL);

    const [created] = double.callsTo('POST', '/v1/accounts');
    expect(created?.authorization).toBe('Bearer sk_test_local_double');
    expect(created?.idempotencyKey).toBe('connect-account-company-1');
    expect(Object.fromEntries(created?.body ?? [])).toEqual({
      type: 'express',
      email: 'owner@baylumber.test',
      'business_profile[name]': 'Bay Lumber',
      'capabilities[transfers][requested]': 'true',
      'metadata[company_id]': 'company-1',
    });
    const [link] = double.callsTo('POST', '/v1/account_links');
    expect(Object.fromEntries(link?.body ?? [])).toEqual({ account: onboarding.accountId, refresh_url: REFRESH_URL, return_url: RETURN_URL, type: 'account_onboarding' });
    expect(onboarding).toEqual({ accountId: [...double.accounts.keys()][0], url: expect.stringContaining(onboarding.accountId), ready: false });
  });

  it('opens one account when onboarding is asked again before the account id was stored', async () => {
    const first = await stripe.onboard(supplier, RETURN_URL, REFRESH_URL);
    const again = await stripe.onboard(supplier, RETURN_URL, REFRESH_URL);

    expect(again.accountId).toBe(first.accountId);
    expect(double.accounts.size).toBe(1);
    expect(double.callsTo('POST', '/v1/accounts').map((call) => call.replayed)).toEqual([false, true]);
    expect(double.callsTo('POST', '/v1/account_links')).toHaveLength(2);
  });

  it('reuses a stored account: a fresh link while onboarding is unfinished, none once it can be paid', async () => {
    const { accountId } = await stripe.onboard(supplier, RETURN_URL, REFRESH_URL);
    // Only the calls made for a supplier whose account id is stored.
    double.calls.length = 0;

    const unfinished = await stripe.onboard({ ...supplier, accountId }, RETURN_URL, REFRESH_URL);
    expect(unfinished).toMatchObject({ accountId, ready: false, url: expect.stringContaining(accountId) });
    double.markAccountReady(accountId);
    expect(await stripe.onboard({ ...supplier, accountId }, RETURN_URL, REFRESH_URL)).toEqual({ accountId, url: null, ready: true });

    expect(double.callsTo('POST', '/v1/accounts')).toHaveLength(0);
    expect(double.callsTo('GET', `/v1/accounts/${accountId}`)).toHaveLength(2);
    expect(double.callsTo('POST', '/v1/account_links')).toHaveLength(1);
  });

  it('calls an account ready once it can pay out and receive transfers', async () => {
    const { accountId } = await stripe.onboard(supplier, RETURN_URL, REFRESH_URL);
    expect(await stripe.accountReady(accountId)).toBe(false);
    double.markAccountReady(accountId);
    expect(await stripe.accountReady(accountId)).toBe(true);
  });

  it('transfers to the supplier’s account keyed by our payout id, once however often it is asked', async () => {
    const destination = await readyAccount();
    const request = { payoutId: 'payout-1', amountCents: 12_500, currency: 'USD', destination };
    const first = await stripe.transfer(request);
    const again = await stripe.transfer(request);

    expect(again).toEqual(first);
    const calls = double.callsTo('POST', '/v1/transfers');
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['payout-payout-1', 'payout-payout-1']);
    expect(calls.map((call) => call.replayed)).toEqual([false, true]);
    expect(Object.fromEntries(calls[0]?.body ?? [])).toEqual({ amount: '12500', currency: 'usd', destination, 'metadata[payout_id]': 'payout-1' });
    expect([...double.transfers.values()]).toEqual([{ id: first.providerTransferId, amount: 12_500, currency: 'usd', destination, metadata: { payout_id: 'payout-1' } }]);
  });

  it('passes on Stripe’s refusal to transfer to an account that has not finished onboarding', async () => {
    const { accountId } = await stripe.onboard(supplier, RETURN_URL, REFRESH_URL);
    await expect(stripe.transfer({ payoutId: 'payout-2', amountCents: 100, currency: 'USD', destination: accountId })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'insufficient_capabilities_for_transfer',
    });
    expect(double.transfers.size).toBe(0);
  });
});
