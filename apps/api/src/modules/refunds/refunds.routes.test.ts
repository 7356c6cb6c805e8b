import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced, moveLine, readOrder, deliverLine } from '../../testing/money-helpers';
import { NORTHWIND, GRANITE, purchaseOrderOf, startOrderWorld } from '../orders/order-test-world';
import type { OrderWorld } from '../orders/order-test-world';
import { refundJobHandler } from './refund-job';
import { createSandboxCardPayments } from '../../providers/payments/sandbox-card-payments';
import type { CardPayments } from '../../providers/payments/card-payments';

let w: OrderWorld;

beforeAll(async () => {
  w = await startOrderWorld();
});
afterAll(async () => {
  await w.t.close();
});

async function refundRows(orderId: string) {
  const rows = await w.t.app.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
  // bigint: PostgreSQL answers it as text.
  return rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));
}

describe('refunds of a card order', () => {
  it('a supplier cancelling a paid line refunds its price to the card once, shown to the builder, and the ledger balances', async () => {
    const order = await w.placeOrder();
    const po = purchaseOrderOf(order, NORTHWIND);
    const line = po.line_items[0]!;
    await moveLine(w.northwind, line.id, { status: 'cancelled', note: 'Discontinued' });

    const before = await readOrder(w.builder, order.id);
    expect(before.refunds).toEqual([
      expect.objectContaining({ purchase_order_id: po.id, line_item_id: line.id, method: 'card', amount_cents: line.line_total_cents, status: 'pending', reason: expect.stringContaining(line.product_name) }),
    ]);
    await expectLedgerBalanced(w.t);
    const after = await readOrder(w.builder, order.id);
    expect(after.refunds).toEqual([expect.objectContaining({ amount_cents: line.line_total_cents, status: 'succeeded', completed_at: expect.any(String) })]);
    const [row] = await refundRows(order.id);
    expect(row?.provider_refund_id).toBe(`re_sandbox_${row?.id}`);
    // The other supplier sees none of it; the cancelling supplier sees its own.
    expect((await readOrder(w.northwind, order.id)).refunds).toHaveLength(1);
    const graniteView = await w.granite.get(`/api/ordering/orders/${order.id}/`);
    expect(graniteView.json().refunds).toEqual([]);
  });

  it('twenty parallel cancellations of one line refund it once', async () => {
    const order = await w.placeOrder();
    const line = purchaseOrderOf(order, NORTHWIND).line_items[1]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? w.northwind : w.builder).put(`/api/ordering/order_line_items/${line.id}/`, { status: 'cancelled' })),
    );
    // Cancelling a cancelled line again changes nothing (200); none fails otherwise.
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const moves = await w.t.app.db.selectFrom('order_status_events').select('id').where('entity_id', '=', line.id).where('to_status', '=', 'cancelled').execute();
    expect(moves).toHaveLength(1);
    await expectLedgerBalanced(w.t);
    const rows = await refundRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount_cents: line.line_total_cents, status: 'succeeded' });
  });

  it('cancelling a whole purchase order refunds what is left of it, and a lower price accepted refunds the difference', async () => {
    const order = await w.placeOrder();
    const northwind = purchaseOrderOf(order, NORTHWIND);
    const [first, second] = northwind.line_items;
    // A lower price on the first line, accepted by the builder: the difference comes back.
    await moveLine(w.northwind, first!.id, { unit_price_cents: first!.unit_price_cents - 100 });
    expect((await w.builder.post(`/api/ordering/orders/${order.id}/accept-terms`)).statusCode).toBe(200);
    // Then the supplier calls off the whole purchase order: the rest comes back.
    const cancelled = await w.northwind.put(`/api/ordering/purchase_orders/${northwind.id}/`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    await expectLedgerBalanced(w.t);
    const rows = await refundRows(order.id);
    expect(rows.map((row) => row.amount_cents)).toEqual([100 * first!.quantity, (first!.unit_price_cents - 100) * first!.quantity + second!.line_total_cents]);
    expect(rows.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(northwind.subtotal_cents);
  });

  it('a refund the card provider refuses is tried again and still made once (the provider is a stand-in that fails once)', async () => {
    const order = await w.placeOrder();
    const line = purchaseOrderOf(order, GRANITE).line_items[0]!;
    // The queue is left alone here: the job is run by hand against a provider that fails first.
    await w.t.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('order_line_items').set({ status: 'cancelled' }).where('id', '=', line.id).execute();
    });
    await moveLine(w.builder, purchaseOrderOf(order, NORTHWIND).line_items[0]!.id, { status: 'cancelled' });
    const [pending] = await refundRows(order.id);
    const sandbox = createSandboxCardPayments();
    let calls = 0;
    const flaky: CardPayments = {
      ...sandbox,
      async refund(request) {
        calls += 1;
        if (calls === 1) throw new Error('card network unavailable');
        return sandbox.refund(request);
      },
    };
    const run = refundJobHandler(w.t.app.db, flaky);
    await expect(run({ refundId: pending!.id }, { id: 'job', createdAt: '' })).rejects.toThrow('card network unavailable');
    expect((await refundRows(order.id))[0]).toMatchObject({ status: 'pending', last_error: 'card network unavailable' });
    await run({ refundId: pending!.id }, { id: 'job', createdAt: '' });
    await run({ refundId: pending!.id }, { id: 'job', createdAt: '' });
    expect(calls).toBe(2);
    expect((await refundRows(order.id))[0]).toMatchObject({ status: 'succeeded', last_error: null });
    const booked = await w.t.app.db.selectFrom('ledger_transactions').select('id').where('cause_key', '=', `refund:${pending!.id}`).execute();
    expect(booked).toHaveLength(1);
    // Put the line back as it was so the ledger check covers only real moves.
    await w.t.app.db.updateTable('order_line_items').set({ status: 'pending' }).where('id', '=', line.id).execute();
    await expectLedgerBalanced(w.t);
  });
});

describe('POST /api/ordering/order_line_items/{id}/settle-shortage/', () => {
  it('refunds the missing part of a short receipt once the supplier agrees; refuses a second time, the builder, another supplier and the signed out', async () => {
    const order = await w.placeOrder();
    const line = purchaseOrderOf(order, NORTHWIND).line_items[1]!;
    expect(line.quantity).toBe(3);
    await deliverLine(w.northwind, w.receiver, line.id, 2);

    expect((await w.builder.post(`/api/ordering/order_line_items/${line.id}/settle-shortage/`)).statusCode).toBe(403);
    expect((await w.granite.post(`/api/ordering/order_line_items/${line.id}/settle-shortage/`)).statusCode).toBe(404);
    expect((await w.signedOut.post(`/api/ordering/order_line_items/${line.id}/settle-shortage/`)).statusCode).toBe(401);
    const unknown = await w.northwind.post('/api/ordering/order_line_items/00000000-0000-4000-8000-000000000000/settle-shortage/');
    expect(unknown.statusCode).toBe(404);

    const settled = await w.northwind.post(`/api/ordering/order_line_items/${line.id}/settle-shortage/`);
    expect(settled.statusCode).toBe(200);
    const again = await w.northwind.post(`/api/ordering/order_line_items/${line.id}/settle-shortage/`);
    expect(again.statusCode).toBe(409);
    const full = purchaseOrderOf(order, NORTHWIND).line_items[0]!;
    await deliverLine(w.northwind, w.receiver, full.id, full.quantity);
    const settledLine = (await readOrder(w.builder, order.id)).purchase_orders.flatMap((po) => po.line_items).find((candidate) => candidate.id === line.id);
    expect(settledLine).toMatchObject({ status: 'delivered', quantity_received: 2 });
    const notShort = await w.northwind.post(`/api/ordering/order_line_items/${full.id}/settle-shortage/`);
    expect(notShort.statusCode).toBe(409);
    expect(notShort.json().display_error).toMatch(/not received short/);

    await expectLedgerBalanced(w.t);
    const refunds = (await readOrder(w.builder, order.id)).refunds;
    expect(refunds).toEqual([expect.objectContaining({ line_item_id: line.id, amount_cents: line.unit_price_cents, status: 'succeeded', reason: expect.stringMatching(/^Short delivery/) })]);
  });
});
