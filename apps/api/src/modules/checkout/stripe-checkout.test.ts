import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogFixture } from '../../testing/catalog-fixture';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { fillCart, openSandboxSession } from '../../testing/checkout-helpers';
import { signUpConfirmed } from '../../testing/accounts';
import { startStripeDouble } from '../../testing/stripe-double';
import type { DoubleSession, StripeDouble } from '../../testing/stripe-double';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

/**
 * Stripe's servers are outside the project: these tests run the real stripe SDK against a
 * local HTTP double of Stripe's API (testing/stripe-double).
 */
const WEBHOOK_SECRET = 'whsec_local_test_secret';
let double: StripeDouble;

let t: TestApp;
let fixture: CatalogFixture;
let builder: TestClient;
let otherClient: TestClient;
let projectId: string;
let screws: string;
const signer = new Stripe('sk_test_signer_only');

beforeAll(async () => {
  double = await startStripeDouble();
  t = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_local_double',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local_double',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: double.url,
  });
  fixture = await createCatalogFixture(t.app.db);
  projectId = fixture.projects.missionBay;
  screws = fixture.products.drywallScrews?.variants[0]?.offers[0]?.id ?? '';
  builder = t.client();
  otherClient = t.client();
  await builder.login('builder@example.com');
  await builder.post('/api/users/update_tos/', { tos_accepted: true });
});
afterAll(async () => {
  await t.close();
  await double.stop();
});
beforeEach(async () => {
  double.reset();
  await t.app.db.updateTable('orders').set({ status: 'cancelled' }).where('status', '=', 'pending_payment').execute();
});

async function openStripeSession() {
  const cart = (await builder.get(`/api/ordering/cart/?project_id=${projectId}`)).json();
  return builder.post('/api/stripe/checkout-session/', { project_id: projectId, expected_total_cents: cart.total_cents });
}

function signedEvent(type: string, session: DoubleSession) {
  const payload = JSON.stringify({ id: `evt_${session.id}_${type}`, object: 'event', type, data: { object: { object: 'checkout.session', ...session } } });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, header };
}

function postWebhook(payload: string, signature: string) {
  return t.app.inject({ method: 'POST', url: '/api/stripe/webhook/', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

async function placedOrders(orderId: string) {
  return t.app.db.selectFrom('orders').select(['number', 'status']).where('id', '=', orderId).where('status', '=', 'placed').execute();
}

describe('Stripe checkout with a local double of Stripe’s API', () => {
  it('opens an Embedded Checkout session with the return URL, the lines and an idempotency key', async () => {
    await fillCart(builder, projectId, [{ psvId: screws, quantity: 3 }]);
    const response = await openStripeSession();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ provider: 'stripe', status: 'open', amount_cents: 2697, currency: 'USD' });
    expect(body.client_secret).toBe(`${body.session_id}_secret_local`);

    const [call] = double.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: 'Bearer sk_test_local_double' });
    expect(call?.idempotencyKey).toBe(`checkout-session-${body.order_id}`);
    expect(call?.body.get('ui_mode')).toBe('embedded_page');
    expect(call?.body.get('mode')).toBe('payment');
    expect(call?.body.get('return_url')).toBe('http://marketplace.test/app/v2/checkout-return?session_id={CHECKOUT_SESSION_ID}');
    expect(call?.body.get('line_items[0][quantity]')).toBe('3');
    expect(call?.body.get('line_items[0][price_data][unit_amount]')).toBe('899');
    expect(call?.body.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(call?.body.get('metadata[order_id]')).toBe(body.order_id);
  });

  it('places the order when the status check finds the session paid', async () => {
    await fillCart(builder, projectId, [{ psvId: screws, quantity: 1 }]);
    const session = (await openStripeSession()).json();
    expect((await builder.get(`/api/stripe/session-status?session_id=${session.session_id}`)).json().status).toBe('open');
    const remote = double.sessions.get(session.session_id);
    if (!remote) throw new Error('The double has no such session');
    remote.status = 'complete';
    remote.payment_status = 'paid';
    const status = (await builder.get(`/api/stripe/session-status?session_id=${session.session_id}`)).json();
    expect(status).toMatchObject({ status: 'complete', order: { status: 'placed', payment_status: 'paid' } });
    expect((await builder.get(`/api/ordering/cart/?project_id=${projectId}`)).json().item_count).toBe(0);
  });

  it('places the order from a signed webhook, once, however often Stripe retries it and whatever the status check does', async () => {
    await fillCart(builder, projectId, [{ psvId: screws, quantity: 2 }]);
    const session = (await openStripeSession()).json();
    const remote = double.sessions.get(session.session_id);
    if (!remote) throw new Error('The double has no such session');
    remote.status = 'complete';
    remote.payment_status = 'paid';
    const event = signedEvent('checkout.session.completed', remote);
    const first = await postWebhook(event.payload, event.header);
    expect(first.statusCode).toBe(200);
    const retried = await Promise.all([postWebhook(event.payload, event.header), postWebhook(event.payload, event.header)]);
    expect(retried.map((response) => response.statusCode)).toEqual([200, 200]);
    const status = (await builder.get(`/api/stripe/session-status?session_id=${session.session_id}`)).json();
    expect(status.order.status).toBe('placed');
    expect(await placedOrders(session.order_id)).toHaveLength(1);
    const emails = (await t.outbox()).filter((message) => message.subject === `Order ${status.order.number} placed`);
    expect(emails).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not match, placing nothing', async () => {
    await fillCart(builder, projectId, [{ psvId: screws, quantity: 1 }]);
    const session = (await openStripeSession()).json();
    const remote = double.sessions.get(session.session_id);
    if (!remote) throw new Error('The double has no such session');
    const forged = signedEvent('checkout.session.completed', { ...remote, status: 'complete', payment_status: 'paid' });
    const tampered = forged.payload.replace('"paid"', '"paid" ');
    expect((await postWebhook(tampered, forged.header)).statusCode).toBe(400);
    expect((await postWebhook(forged.payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/stripe/webhook/', payload: forged.payload, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect(await placedOrders(session.order_id)).toHaveLength(0);
  });

  it('expires the open session at Stripe when the cart changes before payment', async () => {
    await fillCart(builder, projectId, [{ psvId: screws, quantity: 1 }]);
    const first = (await openStripeSession()).json();
    await builder.post('/api/ordering/cart/', { project_id: projectId, product_supplier_variant_id: screws, quantity: 1 });
    const second = (await openStripeSession()).json();
    expect(second.session_id).not.toBe(first.session_id);
    expect(double.calls.some((call) => call.method === 'POST' && call.path === `/v1/checkout/sessions/${first.session_id}/expire`)).toBe(true);
    expect(double.sessions.get(first.session_id)?.status).toBe('expired');
  });

  it('answers 404 for the sandbox, and for another company’s session', async () => {
    expect((await openSandboxSession(builder, projectId)).statusCode).toBe(404);
    await fillCart(builder, projectId, [{ psvId: screws, quantity: 1 }]);
    const session = (await openStripeSession()).json();
    await signUpConfirmed(t, otherClient, {
      email: 'buyer@elsewhere.test',
      password: 'timber-frame-42',
      first_name: 'Ola',
      last_name: 'Else',
      company_name: 'Elsewhere Builders',
      account_type: 'builder',
    });
    expect((await otherClient.get(`/api/stripe/session-status?session_id=${session.session_id}`)).statusCode).toBe(404);
  });
});
