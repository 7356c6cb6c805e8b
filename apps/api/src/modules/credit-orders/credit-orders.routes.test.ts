import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogFixture, offerOf } from '../../testing/catalog-fixture';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { fillCart, openSandboxSession } from '../../testing/checkout-helpers';
import { signUpOtherBuilder } from '../../testing/accounts';
import { applyAndSubmit, linkSandboxBank } from '../../testing/credit-helpers';
import { bookOrderPayment } from '../ledger/order-payments';
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

beforeAll(async () => {
  t = await startTestApp();
  fixture = await createCatalogFixture(t.app.db);
  projectId = fixture.projects.missionBay;
  northwindScrews = offerOf(fixture, 'drywallScrews', 'northwind');
  graniteCompound = offerOf(fixture, 'jointCompound', 'granite');
  builder = t.client();
  supplier = t.client();
  otherBuilder = t.client();
  signedOut = t.client();
  await builder.login('builder@example.com');
  await supplier.login('supplier@example.com');
  await builder.post('/api/users/update_tos/', { tos_accepted: true });
  await signUpOtherBuilder(t, otherBuilder);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.updateTable('orders').set({ status: 'cancelled' }).where('status', '=', 'pending_payment').execute();
});

async function createOrder(client: TestClient, lines: { psvId: string; quantity: number }[]) {
  const cart = await fillCart(client, projectId, lines);
  return client.post('/api/create_order', { project_id: projectId, expected_total_cents: cart.total_cents });
}

describe('POST /api/create_order before approval', () => {
  it('refuses clearly when the company is not approved for credit', async () => {
    const response = await createOrder(builder, [{ psvId: northwindScrews, quantity: 1 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'credit_not_approved', display_error: expect.stringMatching(/not approved for business credit/) });
  });
});

describe('paying on terms', () => {
  let orderId: string;

  beforeAll(async () => {
    const linked = await linkSandboxBank(builder);
    // $1,000 approved: enough for a small order, not for a large one.
    const decided = await applyAndSubmit(builder, linked.accounts[0]!.id, { requested_limit_cents: 100_000 });
    expect(decided.application.status).toBe('approved');
  });

  it('refuses an order larger than the available credit, saying how much is available', async () => {
    const response = await createOrder(builder, [{ psvId: graniteCompound, quantity: 60 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'credit_limit_exceeded',
      display_error: "This order's total of $1,139.40 is more than your available credit of $1,000.00. Pay by card or remove some items.",
    });
  });

  it('creates a pending order on terms from the cart, and the same cart again answers the same order', async () => {
    const response = await createOrder(builder, [
      { psvId: northwindScrews, quantity: 3 },
      { psvId: graniteCompound, quantity: 2 },
    ]);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      status: 'pending_payment',
      number: null,
      payment_method: 'credit',
      payment_status: 'pending',
      total_cents: 6495,
      project_id: projectId,
      credit: { approved_limit_cents: 100_000, used_cents: 0, available_cents: 100_000 },
    });
    expect(order.purchase_orders.map((po: { supplier: { name: string } }) => po.supplier.name).sort()).toEqual(['Granite Supply Inc.', 'Northwind Lumber Co.']);
    orderId = order.id;
    const cart = (await builder.get(`/api/ordering/cart/?project_id=${projectId}`)).json();
    const again = await builder.post('/api/create_order', { project_id: projectId, expected_total_cents: cart.total_cents });
    expect(again.json().id).toBe(orderId);
  });

  it('names bad input (400), refuses a stale total (409), the signed out (401) and suppliers (403), and hides another company’s project (404)', async () => {
    const bad = await builder.post('/api/create_order', { project_id: projectId });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('expected_total_cents');
    const stale = await builder.post('/api/create_order', { project_id: projectId, expected_total_cents: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('price_changed');
    expect((await signedOut.post('/api/create_order', { project_id: projectId, expected_total_cents: 6495 })).statusCode).toBe(401);
    expect((await supplier.post('/api/create_order', { project_id: projectId, expected_total_cents: 6495 })).statusCode).toBe(403);
    expect((await otherBuilder.post('/api/create_order', { project_id: projectId, expected_total_cents: 6495 })).statusCode).toBe(404);
  });

  it('finalizes it like a card order: numbered, purchase orders, stock taken, cart emptied, emails, credit used; again changes nothing', async () => {
    const before = (await t.outbox()).length;
    const created = await createOrder(builder, [
      { psvId: northwindScrews, quantity: 3 },
      { psvId: graniteCompound, quantity: 2 },
    ]);
    orderId = created.json().id;
    expect((await builder.get(`/api/get_order/${orderId}`)).json().status).toBe('pending_payment');

    const finalized = await builder.post(`/api/finalize_an_order/${orderId}`);
    expect(finalized.statusCode).toBe(200);
    const order = finalized.json();
    expect(order).toMatchObject({ id: orderId, status: 'placed', payment_method: 'credit', payment_status: 'on_terms', credit: { used_cents: 6495, available_cents: 100_000 - 6495 } });
    expect(order.number).toMatch(/^ORD-\d{6}$/);
    expect(order.purchase_orders.map((po: { number: string }) => po.number).sort()).toEqual([`${order.number}-1`, `${order.number}-2`]);
    expect((await builder.get(`/api/ordering/cart/?project_id=${projectId}`)).json().item_count).toBe(0);

    const messages = (await t.outbox()).slice(before);
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(messages.some((message) => message.to === 'builder@example.com' && message.subject.includes(order.number))).toBe(true);

    const again = await builder.post(`/api/finalize_an_order/${orderId}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ number: order.number, credit: { used_cents: 6495 } });
    expect((await t.outbox()).length).toBe(before + messages.length);

    const application = (await builder.get(`/api/preapproval-application?companyId=${(await builder.get('/api/users/me/')).json().company.id}`)).json();
    expect(application.credit).toEqual({ approved_limit_cents: 100_000, used_cents: 6495, available_cents: 93_505, currency: 'USD' });
  });

  it('GET /api/get_order_items answers the lines with their suppliers', async () => {
    await t.app.db.updateTable('order_line_items').set({ requested_delivery_date: '2030-05-06', requested_delivery_time: '07:30:00' }).where('order_id', '=', orderId).execute();
    const response = await builder.get(`/api/get_order_items/${orderId}`);
    // The day and the time of day the builder asked for, both kept.
    for (const item of response.json().items) expect(item).toMatchObject({ requested_delivery_date: '2030-05-06', requested_delivery_time: '07:30:00' });
    expect(response.statusCode).toBe(200);
    expect(response.json().order_id).toBe(orderId);
    const items = response.json().items.map((item: { product_name: string; supplier_name: string; quantity: number; total_cents: number }) => [item.supplier_name, item.product_name, item.quantity, item.total_cents]);
    expect(items.sort()).toEqual([
      ['Granite Supply Inc.', 'All-Purpose Joint Compound', 2, 3798],
      ['Northwind Lumber Co.', 'Coarse Thread Drywall Screws', 3, 2697],
    ]);
  });

  it('hides another company’s order (404) and refuses the signed out (401) and suppliers (403) on every order call', async () => {
    for (const [method, url] of [
      ['GET', `/api/get_order/${orderId}`],
      ['GET', `/api/get_order_items/${orderId}`],
      ['POST', `/api/finalize_an_order/${orderId}`],
    ] as const) {
      expect((await otherBuilder.request(method, url)).statusCode).toBe(404);
      expect((await signedOut.request(method, url)).statusCode).toBe(401);
      expect((await supplier.request(method, url)).statusCode).toBe(403);
    }
    expect((await builder.get(`/api/get_order/${'x'.repeat(80)}`)).statusCode).toBe(400);
    expect((await builder.get('/api/get_order_items/no-such-order')).statusCode).toBe(404);
  });

  it('refuses to finalize a card order or a cancelled one', async () => {
    await fillCart(builder, projectId, [{ psvId: northwindScrews, quantity: 1 }]);
    const session = (await openSandboxSession(builder, projectId)).json();
    const card = await builder.post(`/api/finalize_an_order/${session.order_id}`);
    expect(card.statusCode).toBe(409);
    expect(card.json().display_error).toBe('This order is paid by card, not on terms.');
    // The open card session blocks paying the same cart on terms until it ends.
    const cart = (await builder.get(`/api/ordering/cart/?project_id=${projectId}`)).json();
    const blocked = await builder.post('/api/create_order', { project_id: projectId, expected_total_cents: cart.total_cents });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().display_error).toMatch(/card payment for this cart is in progress/);

    await t.app.db.updateTable('orders').set({ status: 'cancelled' }).where('status', '=', 'pending_payment').execute();
    await t.app.db.updateTable('payment_sessions').set({ status: 'expired' }).where('status', '=', 'open').execute();
    const created = await builder.post('/api/create_order', { project_id: projectId, expected_total_cents: cart.total_cents });
    expect(created.statusCode).toBe(200);
    await t.app.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', created.json().id).execute();
    const cancelled = await builder.post(`/api/finalize_an_order/${created.json().id}`);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().display_error).toMatch(/cancelled/);
  });

  it('refuses to finalize when the credit was used up between creating and finalizing', async () => {
    const first = await createOrder(builder, [{ psvId: graniteCompound, quantity: 40 }]);
    expect(first.statusCode).toBe(200);
    // Another order on terms placed meanwhile uses most of the credit.
    await t.app.db
      .insertInto('orders')
      .values({ ...(await t.app.db.selectFrom('orders').selectAll().where('id', '=', first.json().id).executeTakeFirstOrThrow()), id: 'placed-elsewhere', number: 'ORD-999999', cart_id: null, status: 'placed', payment_status: 'on_terms', total_cents: 80_000 })
      .execute();
    await bookOrderPayment(t.app.db, 'placed-elsewhere');
    const response = await builder.post(`/api/finalize_an_order/${first.json().id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('credit_limit_exceeded');
    expect((await builder.get(`/api/get_order/${first.json().id}`)).json().status).toBe('pending_payment');
  });
});

describe('finalizing two orders at once', () => {
  it('places only what the available credit covers: of two orders that each fit but not together, one is refused', async () => {
    const second = await builder.post('/api/projects/', {
      name: 'Dogpatch Studios',
      status: 'active',
      street: '900 Minnesota St',
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94107',
    });
    expect(second.statusCode).toBe(201);
    const secondProjectId = second.json().id as string;
    const credit = (await builder.get(`/api/get_order/placed-elsewhere`)).json().credit as { available_cents: number; used_cents: number };
    // 10 tubs of compound (189.90) on each project; room for one of them only.
    await t.app.db
      .updateTable('preapproval_applications')
      .set({ approved_limit_cents: credit.used_cents + 25_000 })
      .where('status', '=', 'approved')
      .execute();
    const orderIds: string[] = [];
    for (const project of [projectId, secondProjectId]) {
      const cart = await fillCart(builder, project, [{ psvId: graniteCompound, quantity: 10 }]);
      const created = await builder.post('/api/create_order', { project_id: project, expected_total_cents: cart.total_cents });
      expect(created.statusCode).toBe(200);
      orderIds.push(created.json().id);
    }
    const results = await Promise.all(orderIds.map((id) => builder.post(`/api/finalize_an_order/${id}`)));
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((response) => response.statusCode === 409)?.json().code).toBe('credit_limit_exceeded');
    const after = (await builder.get(`/api/get_order/${orderIds[0]}`)).json().credit;
    expect(after.used_cents).toBe(credit.used_cents + 18_990);
  });
});
