import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogFixture, offerOf } from '../../testing/catalog-fixture';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { fillCart } from '../../testing/checkout-helpers';
import { deliverLine, expectLedgerBalanced, moveLine, readOrder } from '../../testing/money-helpers';
import { signInOperator } from '../../testing/operators';
import { startStripeDouble } from '../../testing/stripe-double';
import type { StripeDouble } from '../../testing/stripe-double';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';
import { commissionCents } from '../commission/commission-rates';

/**
 * Stripe's servers are outside the project: refunds, Connect onboarding and transfers run the
 * real stripe SDK against a local HTTP double of Stripe's API (testing/stripe-double).
 */
let double: StripeDouble;
let t: TestApp;
let fixture: CatalogFixture;
let builder: TestClient;
let receiver: TestClient;
let granite: TestClient;
let operator: TestClient;

beforeAll(async () => {
  double = await startStripeDouble();
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_local_double', STRIPE_PUBLISHABLE_KEY: 'pk_test_local_double', STRIPE_API_URL: double.url });
  fixture = await createCatalogFixture(t.app.db);
  [builder, receiver, granite, operator] = [t.client(), t.client(), t.client(), t.client()];
  await builder.login('builder@example.com');
  await receiver.login('receiver@example.com');
  await granite.login('supplier2@example.com');
  await builder.post('/api/users/update_tos/', { tos_accepted: true });
  await signInOperator(t, operator);
});
afterAll(async () => {
  await t.close();
  await double.stop();
});

/** Pays a cart of two Granite lines through Stripe Checkout (the double) and answers the order. */
async function payByStripe() {
  const projectId = fixture.projects.missionBay;
  const cart = await fillCart(builder, projectId, [
    { psvId: offerOf(fixture, 'jointCompound', 'granite'), quantity: 2 },
    { psvId: offerOf(fixture, 'plywood', 'granite'), quantity: 1 },
  ]);
  const session = (await builder.post('/api/stripe/checkout-session/', { project_id: projectId, expected_total_cents: cart.total_cents })).json();
  double.paySession(session.session_id);
  const status = (await builder.get(`/api/stripe/session-status?session_id=${session.session_id}`)).json();
  expect(status.order.status).toBe('placed');
  return readOrder(builder, session.order_id);
}

describe('marketplace money through Stripe (a local double of Stripe’s API)', () => {
  it('refunds a cancelled line through Stripe’s refunds API with the refund as idempotency key, once', async () => {
    const order = await payByStripe();
    const [line] = order.purchase_orders[0]!.line_items;
    await moveLine(granite, line!.id, { status: 'cancelled' });
    await expectLedgerBalanced(t);
    const calls = double.callsTo('POST', '/v1/refunds');
    expect(calls).toHaveLength(1);
    const [refund] = (await readOrder(builder, order.id)).refunds;
    expect(refund).toMatchObject({ status: 'succeeded', amount_cents: line!.line_total_cents });
    expect(calls[0]?.idempotencyKey).toBe(`refund-${refund!.id}`);
    expect(calls[0]?.body.get('amount')).toBe(String(line!.line_total_cents));
    expect(double.refunds.size).toBe(1);
  });

  it('pays a supplier by a Connect transfer only after its Express onboarding is done', async () => {
    const order = await payByStripe();
    const [, line] = order.purchase_orders[0]!.line_items;
    await deliverLine(granite, receiver, line!.id, line!.quantity);

    const before = (await granite.get('/api/supplier/payout_account/')).json();
    expect(before).toMatchObject({ provider: 'stripe', needs_onboarding: true, ready: false, waiting_reason: 'Payouts are not set up yet: start the set-up at the payout provider.' });
    const onboarding = await granite.post('/api/supplier/payout_account/onboarding/');
    expect(onboarding.statusCode).toBe(200);
    expect(onboarding.json()).toMatchObject({ url: expect.stringMatching(/^https?:\/\//), ready: false });
    expect(double.callsTo('POST', '/v1/accounts')[0]?.body.get('type')).toBe('express');
    expect(double.callsTo('POST', '/v1/account_links')[0]?.body.get('return_url')).toBe('http://marketplace.test/supplier/payouts');
    expect((await operator.post('/api/operator/payout_runs/')).json().waiting).toContainEqual(expect.objectContaining({ reason: 'The payout set-up at the payout provider is not finished yet.' }));

    const [accountId] = [...double.accounts.keys()];
    double.markAccountReady(accountId!);
    expect((await granite.get('/api/supplier/payout_account/')).json()).toMatchObject({ ready: true, destination: accountId });
    const run = (await operator.post('/api/operator/payout_runs/')).json();
    const net = line!.line_total_cents - commissionCents(line!.line_total_cents, 500);
    expect(run).toMatchObject({ payouts: 1, amount_cents: net });
    await expectLedgerBalanced(t);
    const transfers = double.callsTo('POST', '/v1/transfers');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.body.get('destination')).toBe(accountId);
    expect(transfers[0]?.body.get('amount')).toBe(String(net));
    const payout = (await granite.get('/api/supplier/payouts/')).json().results[0];
    expect(payout).toMatchObject({ status: 'paid', provider: 'stripe', amount_cents: net });
    expect(transfers[0]?.idempotencyKey).toBe(`payout-${payout.id}`);
  });
});
