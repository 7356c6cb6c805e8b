import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpOtherBuilder } from '../../testing/accounts';
import { createCatalogFixture, offerOf } from '../../testing/catalog-fixture';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { DECLINED_CARD, fillCart, openSandboxSession, PAYING_CARD } from '../../testing/checkout-helpers';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let fixture: CatalogFixture;
let builder: TestClient;
let supplier: TestClient;
let otherBuilder: TestClient;
let signedOut: TestClient;
let projectId: string;
let northwindScrews: string;
let graniteCompound: string;
let northwindPanel: string;

beforeAll(async () => {
  t = await startTestApp();
  fixture = await createCatalogFixture(t.app.db);
  projectId = fixture.projects.missionBay;
  northwindScrews = offerOf(fixture, 'drywallScrews', 'northwind');
  graniteCompound = offerOf(fixture, 'jointCompound', 'granite');
  northwindPanel = offerOf(fixture, 'drywallPanel', 'northwind');
  builder = t.client();
  supplier = t.client();
  otherBuilder = t.client();
  signedOut = t.client();
  await builder.login('builder@example.com');
  await supplier.login('supplier@example.com');
  await signUpOtherBuilder(t, otherBuilder);
});
afterAll(async () => {
  await t.close();
});

const statusUrl = (sessionId: string) => `/api/sandbox/session-status?session_id=${sessionId}`;
const payUrl = (sessionId: string) => `/api/sandbox/checkout-session/${sessionId}/pay/`;

async function stockOf(psvId: string): Promise<number> {
  const row = await t.app.db.selectFrom('product_supplier_variants').select('stock_on_hand').where('id', '=', psvId).executeTakeFirstOrThrow();
  return row.stock_on_hand;
}

async function ordersOfProject(): Promise<{ id: string; status: string; number: string | null }[]> {
  return t.app.db.selectFrom('orders').select(['id', 'status', 'number']).where('project_id', '=', projectId).orderBy('created_at').execute();
}

describe('terms of service', () => {
  it('refuses checkout until the builder has accepted the terms', async () => {
    const cart = await fillCart(builder, projectId, [{ psvId: northwindScrews, quantity: 1 }]);
    const response = await builder.post('/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: cart.total_cents });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'terms_not_accepted', display_error: 'Accept the terms of service before your first checkout.' });
    expect(await ordersOfProject()).toEqual([]);
    expect((await builder.post('/api/users/update_tos/', { tos_accepted: true })).statusCode).toBe(200);
  });
});

describe('POST /api/{card_provider}/checkout-session/ and paying with the sandbox', () => {
  beforeEach(async () => {
    // Each test starts from a cart with no order waiting on it.
    await t.app.db.updateTable('orders').set({ status: 'cancelled' }).where('status', '=', 'pending_payment').execute();
  });

  it('turns the cart into a pending order, then places it on payment: numbered, one purchase order per supplier, stock taken, cart emptied, emails sent', async () => {
    const screwsStock = await stockOf(northwindScrews);
    const compoundStock = await stockOf(graniteCompound);
    // Read once so the catalogue cache holds the offer with its stock before the order.
    const offerUrl = `/api/product_supplier_variant/${northwindScrews}/`;
    expect((await builder.get(offerUrl)).json().stock_on_hand).toBe(screwsStock);
    const cart = await fillCart(builder, projectId, [
      { psvId: northwindScrews, quantity: 3 },
      { psvId: graniteCompound, quantity: 2 },
    ]);
    const opened = await builder.post('/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: cart.total_cents });
    expect(opened.statusCode).toBe(200);
    const session = opened.json();
    expect(session).toMatchObject({ provider: 'sandbox', status: 'open', client_secret: null, amount_cents: 3 * 899 + 2 * 1899, currency: 'USD' });
    expect(session.session_id).toMatch(/^cs_sandbox_/);

    const pending = (await builder.get(statusUrl(session.session_id))).json();
    expect(pending).toMatchObject({ status: 'open', order: { status: 'pending_payment', number: null, payment_status: 'pending' } });
    // Nothing is taken or emptied before payment.
    expect(await stockOf(northwindScrews)).toBe(screwsStock);
    expect((await builder.get(`/api/ordering/cart/?project_id=${projectId}`)).json().item_count).toBe(2);

    const paid = await builder.post(payUrl(session.session_id), PAYING_CARD);
    expect(paid.statusCode).toBe(200);
    const body = paid.json();
    expect(body.status).toBe('complete');
    expect(body.order).toMatchObject({ id: session.order_id, status: 'placed', payment_status: 'paid', total_cents: 6495, project_id: projectId });
    expect(body.order.number).toMatch(/^ORD-\d{6}$/);
    expect(body.order.purchase_orders.map((po: { number: string; supplier: { name: string }; subtotal_cents: number; item_count: number }) => [po.number, po.supplier.name, po.subtotal_cents, po.item_count])).toEqual([
      [`${body.order.number}-1`, 'Northwind Lumber Co.', 2697, 1],
      [`${body.order.number}-2`, 'Granite Supply Inc.', 3798, 1],
    ]);

    expect(await stockOf(northwindScrews)).toBe(screwsStock - 3);
    expect(await stockOf(graniteCompound)).toBe(compoundStock - 2);
    // The catalogue shows the stock taken at once: placing an order bumps the catalogue version.
    expect((await builder.get(offerUrl)).json().stock_on_hand).toBe(screwsStock - 3);
    expect((await builder.get(`/api/ordering/cart/?project_id=${projectId}`)).json().item_count).toBe(0);

    const lines = await t.app.db.selectFrom('order_line_items').select(['product_name', 'quantity', 'unit_price_cents', 'status']).where('order_id', '=', session.order_id).orderBy('product_name').execute();
    expect(lines).toEqual([
      { product_name: 'All-Purpose Joint Compound', quantity: 2, unit_price_cents: 1899, status: 'pending' },
      { product_name: 'Coarse Thread Drywall Screws', quantity: 3, unit_price_cents: 899, status: 'pending' },
    ]);
    const events = await t.app.db.selectFrom('order_status_events').select(['entity_type', 'from_status', 'to_status']).where('order_id', '=', session.order_id).execute();
    expect(events).toHaveLength(3);
    expect(events).toContainEqual({ entity_type: 'order', from_status: 'pending_payment', to_status: 'placed' });

    const mail = await t.outbox();
    const toBuilder = mail.find((message) => message.to === 'builder@example.com' && message.subject === `Order ${body.order.number} placed`);
    expect(toBuilder?.text).toContain('Coarse Thread Drywall Screws');
    expect(toBuilder?.links.order).toBe(`http://marketplace.test/app/v2/orders/${session.order_id}`);
    const toNorthwind = mail.find((message) => message.to === 'supplier@example.com' && message.subject === `New purchase order ${body.order.number}-1`);
    expect(toNorthwind?.text).toContain('Mission Bay Townhomes');
    // Each supplier sees only its own lines.
    expect(toNorthwind?.text).not.toContain('Joint Compound');
    expect(mail.some((message) => message.to === 'supplier2@example.com' && message.subject === `New purchase order ${body.order.number}-2`)).toBe(true);
  });

  it('answers the completed payment again on a second click, without a second order or charge', async () => {
    await fillCart(builder, projectId, [{ psvId: northwindScrews, quantity: 1 }]);
    const session = (await openSandboxSession(builder, projectId)).json();
    const first = await builder.post(payUrl(session.session_id), PAYING_CARD);
    const stock = await stockOf(northwindScrews);
    const second = await builder.post(payUrl(session.session_id), PAYING_CARD);
    expect(second.statusCode).toBe(200);
    expect(second.json().order.number).toBe(first.json().order.number);
    expect(await stockOf(northwindScrews)).toBe(stock);
    const placed = (await ordersOfProject()).filter((order) => order.id === session.order_id);
    expect(placed).toHaveLength(1);
  });

  it('reuses the open session for the same cart (a second tab), and replaces it when the cart changes', async () => {
    await fillCart(builder, projectId, [{ psvId: northwindScrews, quantity: 1 }]);
    const first = (await openSandboxSession(builder, projectId)).json();
    const again = (await openSandboxSession(builder, projectId)).json();
    expect(again.session_id).toBe(first.session_id);
    expect(again.order_id).toBe(first.order_id);

    await builder.post('/api/ordering/cart/', { project_id: projectId, product_supplier_variant_id: graniteCompound, quantity: 1 });
    const changed = (await openSandboxSession(builder, projectId)).json();
    expect(changed.session_id).not.toBe(first.session_id);
    expect(changed.amount_cents).toBe(899 + 1899);
    // The old session can no longer be paid: it was for a cart that no longer exists.
    const stale = await builder.post(payUrl(first.session_id), PAYING_CARD);
    expect(stale.statusCode).toBe(409);
    expect((await builder.get(statusUrl(first.session_id))).json()).toMatchObject({ status: 'expired', order: { status: 'cancelled' } });
  });

  it('declines 4000 0000 0000 0002 with the card-declined message and leaves the cart and session as they were', async () => {
    await fillCart(builder, projectId, [{ psvId: northwindScrews, quantity: 2 }]);
    const session = (await openSandboxSession(builder, projectId)).json();
    const stock = await stockOf(northwindScrews);
    const declined = await builder.post(payUrl(session.session_id), DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'card_declined', message: 'Your card was declined.', display_error: 'Your card was declined.', request_id: expect.any(String) });
    expect((await builder.get(statusUrl(session.session_id))).json()).toMatchObject({ status: 'open', order: { status: 'pending_payment' } });
    expect((await builder.get(`/api/ordering/cart/?project_id=${projectId}`)).json().item_count).toBe(1);
    expect(await stockOf(northwindScrews)).toBe(stock);
    // The builder can still pay the same session with another card.
    expect((await builder.post(payUrl(session.session_id), PAYING_CARD)).json().status).toBe('complete');
  });

  it('names bad card fields: an unknown test card, an expired card, a missing security code', async () => {
    await fillCart(builder, projectId, [{ psvId: northwindScrews, quantity: 1 }]);
    const session = (await openSandboxSession(builder, projectId)).json();
    const unknown = await builder.post(payUrl(session.session_id), { ...PAYING_CARD, card_number: '5555 5555 5555 4444' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('card_number');
    const expired = await builder.post(payUrl(session.session_id), { ...PAYING_CARD, expiry: '01/20' });
    expect(expired.json().fields).toEqual({ expiry: 'This card has expired.' });
    const noCvc = await builder.post(payUrl(session.session_id), { ...PAYING_CARD, cvc: '' });
    expect(noCvc.json().fields).toHaveProperty('cvc');
  });

  it('refuses to charge a total the builder did not see, and says the new total', async () => {
    const cart = await fillCart(builder, projectId, [{ psvId: northwindScrews, quantity: 1 }]);
    const response = await builder.post('/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: cart.total_cents - 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'price_changed', display_error: 'Prices changed since you last saw your cart: the total is now $8.99. Review it before paying.' });
  });

  it('refuses an empty cart and a cart with blocking warnings', async () => {
    await builder.request('DELETE', `/api/ordering/cart/?project_id=${projectId}`);
    const empty = await builder.post('/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: 0 });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().display_error).toBe('Your cart is empty.');

    const cart = await fillCart(builder, projectId, [{ psvId: northwindPanel, quantity: 10 }]);
    await t.app.db.updateTable('product_supplier_variants').set({ active: 0 }).where('id', '=', northwindPanel).execute();
    try {
      const blocked = await builder.post('/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: cart.total_cents });
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().code).toBe('cart_needs_attention');
    } finally {
      await t.app.db.updateTable('product_supplier_variants').set({ active: 1 }).where('id', '=', northwindPanel).execute();
    }
  });

  it('expires an unpaid session after its time, cancelling its order and keeping the cart', async () => {
    await fillCart(builder, projectId, [{ psvId: northwindScrews, quantity: 1 }]);
    const session = (await openSandboxSession(builder, projectId)).json();
    await t.app.db.updateTable('payment_sessions').set({ expires_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', session.session_id).execute();
    expect((await builder.get(statusUrl(session.session_id))).json()).toMatchObject({ status: 'expired', order: { status: 'cancelled', payment_status: 'expired' } });
    expect((await builder.post(payUrl(session.session_id), PAYING_CARD)).statusCode).toBe(409);
    expect((await builder.get(`/api/ordering/cart/?project_id=${projectId}`)).json().item_count).toBe(1);
    // Checking out again opens a fresh session.
    const fresh = (await openSandboxSession(builder, projectId)).json();
    expect(fresh.session_id).not.toBe(session.session_id);
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await builder.post('/api/stripe/checkout-session/', { project_id: projectId, expected_total_cents: 0 });
    expect(response.statusCode).toBe(404);
    expect(response.json().display_error).toBe('Card payments through stripe are not available.');
  });

  it('names bad input', async () => {
    const response = await builder.post('/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: 'a lot' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('expected_total_cents');
    expect((await builder.get('/api/sandbox/session-status')).json().fields).toHaveProperty('session_id');
  });

  it('refuses signed-out visitors, suppliers, and other companies’ projects and sessions', async () => {
    await fillCart(builder, projectId, [{ psvId: northwindScrews, quantity: 1 }]);
    const session = (await openSandboxSession(builder, projectId)).json();
    const body = { project_id: projectId, expected_total_cents: 899 };
    expect((await signedOut.post('/api/sandbox/checkout-session/', body)).statusCode).toBe(401);
    expect((await supplier.post('/api/sandbox/checkout-session/', body)).statusCode).toBe(403);
    expect((await otherBuilder.post('/api/sandbox/checkout-session/', body)).statusCode).toBe(404);
    expect((await signedOut.get(statusUrl(session.session_id))).statusCode).toBe(401);
    expect((await supplier.get(statusUrl(session.session_id))).statusCode).toBe(403);
    expect((await otherBuilder.get(statusUrl(session.session_id))).statusCode).toBe(404);
    expect((await otherBuilder.post(payUrl(session.session_id), PAYING_CARD)).statusCode).toBe(404);
    expect((await supplier.post(payUrl(session.session_id), PAYING_CARD)).statusCode).toBe(403);
    expect((await builder.get(statusUrl(session.session_id))).json().status).toBe('open');
  });
});

describe('twenty checkouts of one cart at once', () => {
  it('open one session and one order; twenty payments of it place exactly one order', async () => {
    await t.app.db.updateTable('orders').set({ status: 'cancelled' }).where('status', '=', 'pending_payment').execute();
    const before = (await ordersOfProject()).length;
    const cart = await fillCart(builder, projectId, [
      { psvId: northwindScrews, quantity: 2 },
      { psvId: graniteCompound, quantity: 1 },
    ]);
    const stock = await stockOf(northwindScrews);
    const body = { project_id: projectId, expected_total_cents: cart.total_cents };
    const sessions = await Promise.all(Array.from({ length: 20 }, () => builder.post('/api/sandbox/checkout-session/', body)));
    expect(sessions.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(sessions.map((response) => response.json().session_id));
    expect(ids.size).toBe(1);
    const [sessionId] = [...ids] as [string];

    const payments = await Promise.all(Array.from({ length: 20 }, () => builder.post(payUrl(sessionId), PAYING_CARD)));
    expect(payments.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(payments.map((response) => response.json().order.number)).size).toBe(1);

    const orders = await ordersOfProject();
    expect(orders).toHaveLength(before + 1);
    expect(orders.filter((order) => order.status === 'placed' && order.id === sessions[0]?.json().order_id)).toHaveLength(1);
    expect(await stockOf(northwindScrews)).toBe(stock - 2);
  });
});
