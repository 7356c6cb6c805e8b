import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINED_CARD, PAYING_CARD } from '../../testing/checkout-helpers';
import { expectLedgerBalanced, moveLine, readOrder } from '../../testing/money-helpers';
import { GRANITE, NORTHWIND, purchaseOrderOf, startOrderWorld } from '../orders/order-test-world';
import type { OrderWorld } from '../orders/order-test-world';

let w: OrderWorld;

beforeAll(async () => {
  w = await startOrderWorld();
});
afterAll(async () => {
  await w.t.close();
});

describe('paying a higher price accepted on a card order', () => {
  it('keeps the line from shipping until the builder pays the difference by card, once', async () => {
    const order = await w.placeOrder();
    const line = purchaseOrderOf(order, NORTHWIND).line_items[0]!;
    await moveLine(w.northwind, line.id, { status: 'confirmed' });
    await moveLine(w.northwind, line.id, { unit_price_cents: line.unit_price_cents + 150 });
    expect((await w.builder.post(`/api/ordering/orders/${order.id}/accept-terms`)).statusCode).toBe(200);
    const owed = 150 * line.quantity;
    expect((await readOrder(w.builder, order.id)).balance_due_cents).toBe(owed);

    const blocked = await w.northwind.put(`/api/ordering/order_line_items/${line.id}/`, { status: 'shipped' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().display_error).toBe('This line item cannot go from confirmed to shipped: the builder has not paid the new price yet.');

    const [first, second] = await Promise.all([w.builder.post(`/api/ordering/orders/${order.id}/balance-payment/`), w.builder.post(`/api/ordering/orders/${order.id}/balance-payment/`)]);
    expect(first.statusCode).toBe(200);
    expect(second.json().session_id).toBe(first.json().session_id);
    const session = first.json();
    expect(session).toMatchObject({ provider: 'sandbox', status: 'open', amount_cents: owed, order_id: order.id });

    const declined = await w.builder.post(`/api/ordering/orders/${order.id}/balance-payment/${session.session_id}/sandbox-pay/`, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    const paid = await w.builder.post(`/api/ordering/orders/${order.id}/balance-payment/${session.session_id}/sandbox-pay/`, PAYING_CARD);
    expect(paid.json()).toEqual({ session_id: session.session_id, status: 'complete', balance_due_cents: 0 });
    const again = await w.builder.post(`/api/ordering/orders/${order.id}/balance-payment/${session.session_id}/sandbox-pay/`, PAYING_CARD);
    expect(again.json().status).toBe('complete');
    expect((await w.builder.post(`/api/ordering/orders/${order.id}/balance-payment/`)).statusCode).toBe(409);

    await moveLine(w.northwind, line.id, { status: 'shipped' });
    await expectLedgerBalanced(w.t);
    const charges = await w.t.app.db.selectFrom('ledger_transactions').select('cause_key').where('order_id', '=', order.id).where('kind', '=', 'charge').execute();
    expect(charges).toHaveLength(2);
  });

  it('refuses the receiver and suppliers (403), another company (404), the signed out (401) and bad cards (400)', async () => {
    const order = await w.placeOrder();
    const line = purchaseOrderOf(order, GRANITE).line_items[0]!;
    await moveLine(w.granite, line.id, { unit_price_cents: line.unit_price_cents + 10 });
    await w.builder.post(`/api/ordering/orders/${order.id}/accept-terms`);
    expect((await w.receiver.post(`/api/ordering/orders/${order.id}/balance-payment/`)).statusCode).toBe(403);
    expect((await w.granite.post(`/api/ordering/orders/${order.id}/balance-payment/`)).statusCode).toBe(403);
    expect((await w.otherBuilder.post(`/api/ordering/orders/${order.id}/balance-payment/`)).statusCode).toBe(404);
    expect((await w.signedOut.post(`/api/ordering/orders/${order.id}/balance-payment/`)).statusCode).toBe(401);
    const session = (await w.builder.post(`/api/ordering/orders/${order.id}/balance-payment/`)).json();
    const badCard = await w.builder.post(`/api/ordering/orders/${order.id}/balance-payment/${session.session_id}/sandbox-pay/`, { ...PAYING_CARD, expiry: '13/40' });
    expect(badCard.statusCode).toBe(400);
    expect(Object.keys(badCard.json().fields)).toEqual(['expiry']);
    expect((await w.otherBuilder.get(`/api/ordering/orders/${order.id}/balance-payment/${session.session_id}/`)).statusCode).toBe(404);
    expect((await w.builder.get(`/api/ordering/orders/${order.id}/balance-payment/cs_unknown/`)).statusCode).toBe(404);
    expect((await w.builder.get(`/api/ordering/orders/${order.id}/balance-payment/${session.session_id}/`)).json()).toMatchObject({ status: 'open', balance_due_cents: 10 * line.quantity });
  });
});
