import type { LineItem } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANKING_DETAILS, deliverLine, expectLedgerBalanced, moveLine } from '../../testing/money-helpers';
import { signInOperator } from '../../testing/operators';
import type { TestClient } from '../../testing/test-client';
import { createSandboxPayouts } from '../../providers/payouts/sandbox-payouts';
import { commissionCents } from '../commission/commission-rates';
import { GRANITE, NORTHWIND, purchaseOrderOf, startOrderWorld } from '../orders/order-test-world';
import type { OrderWorld } from '../orders/order-test-world';
import { runPayouts } from './payout-run';

let w: OrderWorld;
let operator: TestClient;

beforeAll(async () => {
  w = await startOrderWorld();
  operator = w.t.client();
  await signInOperator(w.t, operator);
});
afterAll(async () => {
  await w.t.close();
});

async function runNow() {
  const response = await operator.post('/api/operator/payout_runs/');
  expect(response.statusCode).toBe(200);
  return response.json() as { run_id: string; payouts: number; amount_cents: number; waiting: { supplier_company_name: string; reason: string }[] };
}

describe('payouts', () => {
  it('pays a supplier its delivered and received lines minus 5% commission, once, after its banking details are on file', async () => {
    const order = await w.placeOrder();
    const granite = purchaseOrderOf(order, GRANITE);
    const line = granite.line_items[0]!;
    await deliverLine(w.granite, w.receiver, line.id, line.quantity);

    const withoutBank = await runNow();
    expect(withoutBank.payouts).toBe(0);
    expect(withoutBank.waiting).toContainEqual({ supplier_company_id: expect.any(String), supplier_company_name: GRANITE, reason: 'No banking details on file yet.' });

    expect((await w.granite.post('/api/supplier/', BANKING_DETAILS)).statusCode).toBe(200);
    const account = (await w.granite.get('/api/supplier/payout_account/')).json();
    expect(account).toMatchObject({ provider: 'sandbox', needs_onboarding: false, ready: true, destination: 'Granite Supply Inc., account ••••6789', commission_basis_points: 500 });

    const run = await runNow();
    const commission = commissionCents(line.line_total_cents, 500);
    expect(run).toMatchObject({ payouts: 1, amount_cents: line.line_total_cents - commission });
    expect((await runNow()).payouts).toBe(0);
    await expectLedgerBalanced(w.t);

    const list = (await w.granite.get('/api/supplier/payouts/')).json();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ status: 'paid', gross_cents: line.line_total_cents, commission_cents: commission, amount_cents: line.line_total_cents - commission, supplier_company_name: GRANITE });
    const payoutId = list.results[0].id as string;
    const detail = (await w.granite.get(`/api/supplier/payouts/${payoutId}/`)).json();
    expect(detail.lines).toEqual([expect.objectContaining({ line_item_id: line.id, purchase_order_number: granite.number, quantity: line.quantity, commission_basis_points: 500, commission_cents: commission })]);

    const pdf = await w.granite.get(`/api/supplier/payouts/${payoutId}/statement.pdf?timezone-offset=-420`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await w.granite.get(`/api/supplier/payouts/${payoutId}/statement.csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="payout-statement-/);
    expect(csv.body.split('\r\n')[0]).toBe('Order,Purchase order,Product,Variant,SKU,Quantity,Gross,Commission rate %,Commission,Net,Currency');
    expect(csv.body).toContain(`${order.number},${granite.number},`);

    // Another supplier, a builder and the signed out see none of it.
    expect((await w.northwind.get(`/api/supplier/payouts/${payoutId}/`)).statusCode).toBe(404);
    expect((await w.northwind.get(`/api/supplier/payouts/${payoutId}/statement.pdf`)).statusCode).toBe(404);
    expect((await w.northwind.get('/api/supplier/payouts/')).json().count).toBe(0);
    expect((await w.builder.get('/api/supplier/payouts/')).statusCode).toBe(403);
    expect((await w.signedOut.get('/api/supplier/payouts/')).statusCode).toBe(401);
    expect((await w.granite.get('/api/supplier/payouts/?limit=0')).statusCode).toBe(400);
    expect((await w.granite.get('/api/supplier/payouts/?colour=red')).statusCode).toBe(400);
  });

  it('holds a short receipt until the shortage is settled, then pays what arrived; a line only marked delivered waits for the holding period', async () => {
    expect((await w.northwind.post('/api/supplier/', { ...BANKING_DETAILS, account_holder_name: NORTHWIND })).statusCode).toBe(200);
    const order = await w.placeOrder();
    const [screws, plywood] = purchaseOrderOf(order, NORTHWIND).line_items;
    await deliverLine(w.northwind, w.receiver, plywood!.id, 2);
    await moveLine(w.northwind, screws!.id, { status: 'confirmed' });
    await moveLine(w.northwind, screws!.id, { status: 'shipped' });
    await moveLine(w.northwind, screws!.id, { status: 'delivered' });

    expect((await runNow()).payouts).toBe(0);
    expect((await w.northwind.post(`/api/ordering/order_line_items/${plywood!.id}/settle-shortage/`)).statusCode).toBe(200);
    const settled = await runNow();
    expect(settled.payouts).toBe(1);
    const received = 2 * plywood!.unit_price_cents;
    expect(settled.amount_cents).toBe(received - commissionCents(received, 500));

    // Fifteen days on, the line the receiver never counted is paid too (the holding period is 14).
    const later = await runPayouts(w.t.app.db, w.t.app.jobs, createSandboxPayouts(), 'test:later', { now: new Date(Date.now() + 15 * 86_400_000) });
    expect(later).toMatchObject({ payouts: 1, amountCents: screws!.line_total_cents - commissionCents(screws!.line_total_cents, 500) });
    await expectLedgerBalanced(w.t);
  });

  it('takes a supplier’s own commission rate over its category’s, and a category’s over the marketplace’s', async () => {
    const order = await w.placeOrder();
    const granite = purchaseOrderOf(order, GRANITE).line_items[0]!;
    const categoryId = (await w.t.app.db.selectFrom('products').select(['category_id']).where('id', '=', granite.product_id).executeTakeFirstOrThrow()).category_id;
    const graniteId = purchaseOrderOf(order, GRANITE).supplier_company_id;
    expect((await operator.put('/api/operator/commission_overrides/', { scope: 'category', scope_id: categoryId, commission_basis_points: 800 })).statusCode).toBe(200);
    await deliverLine(w.granite, w.receiver, granite.id, granite.quantity);
    const byCategory = await runNow();
    expect(byCategory.amount_cents).toBe(granite.line_total_cents - commissionCents(granite.line_total_cents, 800));

    expect((await operator.put('/api/operator/commission_overrides/', { scope: 'supplier', scope_id: graniteId, commission_basis_points: 250 })).statusCode).toBe(200);
    const next = await w.placeOrder();
    const line = purchaseOrderOf(next, GRANITE).line_items[0]!;
    await deliverLine(w.granite, w.receiver, line.id, line.quantity);
    expect((await runNow()).amount_cents).toBe(line.line_total_cents - commissionCents(line.line_total_cents, 250));
    expect((await w.granite.get('/api/supplier/payout_account/')).json().commission_basis_points).toBe(250);

    const overrides = (await operator.get('/api/operator/commission_overrides/')).json().results;
    expect(overrides).toEqual(expect.arrayContaining([expect.objectContaining({ scope: 'supplier', scope_id: graniteId, scope_name: GRANITE, commission_basis_points: 250 })]));
    expect((await operator.request('DELETE', `/api/operator/commission_overrides/supplier/${graniteId}/`)).statusCode).toBe(204);
    expect((await operator.request('DELETE', `/api/operator/commission_overrides/supplier/${graniteId}/`)).statusCode).toBe(404);
    expect((await operator.request('DELETE', `/api/operator/commission_overrides/category/${categoryId}/`)).statusCode).toBe(204);
    await expectLedgerBalanced(w.t);
  });

  it('rounds commission half up to the cent', () => {
    expect(commissionCents(10_000, 500)).toBe(500);
    expect(commissionCents(1_999, 500)).toBe(100);
    expect(commissionCents(1_989, 500)).toBe(99);
    expect(commissionCents(0, 500)).toBe(0);
  });
});

describe('commission on the purchase order', () => {
  it('shows the supplier what the marketplace keeps of the lines still ordered, and the builder nothing', async () => {
    const order = await w.placeOrder();
    const po = purchaseOrderOf(order, NORTHWIND);
    const [first] = po.line_items;
    await moveLine(w.northwind, first!.id, { status: 'cancelled' });
    const supplierView = (await w.northwind.get(`/api/ordering/purchase_orders/${po.id}/`)).json();
    const still = po.line_items.slice(1).reduce((sum, line) => sum + commissionCents(line.line_total_cents, 500), 0);
    expect(supplierView.commission).toEqual({ basis_points: 500, cents: still });
    expect((await w.builder.get(`/api/ordering/purchase_orders/${po.id}/`)).json().commission).toBeNull();
    const inOrder = (await w.northwind.get(`/api/ordering/orders/${order.id}/`)).json();
    expect(inOrder.purchase_orders[0].commission).toEqual({ basis_points: 500, cents: still });
  });
});

describe('a refund after the line was paid out', () => {
  it('takes the refund back from the supplier’s next payout, shown on its statement', async () => {
    expect((await w.northwind.post('/api/supplier/', { ...BANKING_DETAILS, account_holder_name: NORTHWIND })).statusCode).toBe(200);
    const order = await w.placeOrder();
    const [screws, plywood] = purchaseOrderOf(order, NORTHWIND).line_items as [LineItem, LineItem];
    // Nothing else of the purchase order stays held: what is taken back is the late refund alone.
    await moveLine(w.northwind, screws.id, { status: 'cancelled' });
    await moveLine(w.northwind, plywood.id, { status: 'confirmed' });
    await moveLine(w.northwind, plywood.id, { status: 'shipped' });
    await moveLine(w.northwind, plywood.id, { status: 'delivered' });
    const provider = createSandboxPayouts();
    const later = new Date(Date.now() + 15 * 86_400_000);
    expect((await runPayouts(w.t.app.db, w.t.app.jobs, provider, 'test:late-1', { now: later })).payouts).toBe(1);
    await expectLedgerBalanced(w.t);

    // The site counts the delivery short after the payout, and the supplier agrees.
    await moveLine(w.receiver, plywood.id, { quantity_received: 2 });
    const settled = await w.northwind.post(`/api/ordering/order_line_items/${plywood.id}/settle-shortage/`);
    expect(settled.statusCode, settled.body).toBe(200);
    await expectLedgerBalanced(w.t);

    const next = await w.placeOrder();
    const more = purchaseOrderOf(next, NORTHWIND).line_items[1]!;
    await deliverLine(w.northwind, w.receiver, more.id, more.quantity);
    // A moment after the first run: the supplier's list shows the newest payout first.
    const run = await runPayouts(w.t.app.db, w.t.app.jobs, provider, 'test:late-2', { now: new Date(later.getTime() + 60_000) });
    const net = more.line_total_cents - commissionCents(more.line_total_cents, 500);
    expect(run).toMatchObject({ payouts: 1, amountCents: net - plywood.unit_price_cents });
    await expectLedgerBalanced(w.t);
    const [latest] = (await w.northwind.get('/api/supplier/payouts/')).json().results;
    expect(latest).toMatchObject({ recovered_cents: plywood.unit_price_cents, amount_cents: net - plywood.unit_price_cents, status: 'paid' });
    const csv = (await w.northwind.get(`/api/supplier/payouts/${latest.id}/statement.csv`)).body;
    expect(csv).toContain(`Refunds after earlier payouts,,,,,,,,,-${(plywood.unit_price_cents / 100).toFixed(2)},USD`);
  });
});
