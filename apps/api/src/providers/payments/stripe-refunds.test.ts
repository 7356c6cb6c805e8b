import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeDouble } from '../../testing/stripe-double';
import type { StripeDouble } from '../../testing/stripe-double';
import type { CardPayments } from './card-payments';
import { createStripeCardPayments } from './stripe-card-payments';

let double: StripeDouble;
let stripe: CardPayments;

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = createStripeCardPayments({ secretKey: 'sk_test_local_double', apiUrl: double.url });
});
afterAll(async () => {
  await double.stop();
});
beforeEach(() => {
  double.reset();
});

/** A session the double holds as paid for 30.00 USD, as after the buyer's checkout. */
async function paidSession(orderId: string) {
  const opened = await stripe.createSession({
    orderId,
    amountCents: 3000,
    currency: 'USD',
    customerEmail: 'buyer@example.com',
    lines: [{ name: 'Drywall screws', quantity: 3, unitAmountCents: 1000 }],
    returnUrl: 'http://marketplace.test/return',
  });
  return double.paySession(opened.id);
}

describe('Stripe refunds (Stripe’s servers are a local HTTP double)', () => {
  it('refunds part of a paid session through its payment intent, keyed by our refund id', async () => {
    const session = await paidSession('order-1');
    const answer = await stripe.refund({ refundId: 'refund-a', sessionId: session.id, amountCents: 1200, currency: 'USD' });

    expect(double.callsTo('GET', `/v1/checkout/sessions/${session.id}`)).toHaveLength(1);
    const [call] = double.callsTo('POST', '/v1/refunds');
    expect(call?.authorization).toBe('Bearer sk_test_local_double');
    expect(call?.idempotencyKey).toBe('refund-refund-a');
    expect(Object.fromEntries(call?.body ?? [])).toEqual({ payment_intent: session.payment_intent, amount: '1200', 'metadata[refund_id]': 'refund-a' });
    expect([...double.refunds.values()]).toEqual([{ id: answer.providerRefundId, amount: 1200, currency: 'usd', payment_intent: session.payment_intent, metadata: { refund_id: 'refund-a' } }]);
  });

  it('refunds once when the same refund is asked for again: Stripe replays the first answer', async () => {
    const session = await paidSession('order-2');
    const request = { refundId: 'refund-b', sessionId: session.id, amountCents: 500, currency: 'USD' };
    const first = await stripe.refund(request);
    const again = await stripe.refund(request);

    expect(again).toEqual(first);
    expect(double.refunds.size).toBe(1);
    expect(double.callsTo('POST', '/v1/refunds').map((call) => call.replayed)).toEqual([false, true]);
  });

  it('is refused by Stripe when a refund id is reused for another amount', async () => {
    const session = await paidSession('order-5');
    await stripe.refund({ refundId: 'refund-f', sessionId: session.id, amountCents: 500, currency: 'USD' });
    await expect(stripe.refund({ refundId: 'refund-f', sessionId: session.id, amountCents: 600, currency: 'USD' })).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    expect(double.refunds.size).toBe(1);
  });

  it('refunds twice for two refund ids of one session', async () => {
    const session = await paidSession('order-3');
    const first = await stripe.refund({ refundId: 'refund-c', sessionId: session.id, amountCents: 1000, currency: 'USD' });
    const second = await stripe.refund({ refundId: 'refund-d', sessionId: session.id, amountCents: 1000, currency: 'USD' });

    expect(second.providerRefundId).not.toBe(first.providerRefundId);
    expect([...double.refunds.values()].map((refund) => refund.amount)).toEqual([1000, 1000]);
  });

  it('refuses to refund a session that was never paid, asking Stripe for no refund', async () => {
    const opened = await stripe.createSession({
      orderId: 'order-4',
      amountCents: 1000,
      currency: 'USD',
      customerEmail: 'buyer@example.com',
      lines: [{ name: 'Drywall screws', quantity: 1, unitAmountCents: 1000 }],
      returnUrl: 'http://marketplace.test/return',
    });

    await expect(stripe.refund({ refundId: 'refund-e', sessionId: opened.id, amountCents: 1000, currency: 'USD' })).rejects.toThrow(
      `Stripe checkout session ${opened.id} has no payment intent`,
    );
    expect(double.callsTo('POST', '/v1/refunds')).toHaveLength(0);
  });
});
