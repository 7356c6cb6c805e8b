import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { expectLedgerBalanced, moveLine, readOrder } from '../../testing/money-helpers';
import { NORTHWIND, purchaseOrderOf, startOrderWorld } from '../../modules/orders/order-test-world';
import type { OrderWorld } from '../../modules/orders/order-test-world';
import { bookPlacedOrders } from './021-marketplace-money';

let w: OrderWorld;
beforeAll(async () => {
  w = await startOrderWorld();
});
afterAll(async () => {
  await w.t.close();
});

it('books an order placed before the ledger at its total, once, and then refunds it like any other', async () => {
  const order = await w.placeOrder();
  // As it stood before the ledger: placed and paid, nothing booked.
  const booked = await w.t.app.db.selectFrom('ledger_transactions').select('id').where('order_id', '=', order.id).execute();
  await w.t.app.db.deleteFrom('ledger_entries').where('transaction_id', 'in', booked.map((row) => row.id)).execute();
  await w.t.app.db.deleteFrom('ledger_transactions').where('order_id', '=', order.id).execute();

  await bookPlacedOrders(w.t.app.db as unknown as Kysely<unknown>);
  await bookPlacedOrders(w.t.app.db as unknown as Kysely<unknown>);
  const rebooked = await w.t.app.db.selectFrom('ledger_transactions').select(['kind', 'cause_key']).where('order_id', '=', order.id).execute();
  expect(rebooked).toEqual([{ kind: 'charge', cause_key: `charge:${order.id}` }]);
  expect((await readOrder(w.builder, order.id)).balance_due_cents).toBe(0);

  const line = purchaseOrderOf(order, NORTHWIND).line_items[0]!;
  await moveLine(w.northwind, line.id, { status: 'cancelled' });
  await expectLedgerBalanced(w.t);
  expect((await readOrder(w.builder, order.id)).refunds).toEqual([expect.objectContaining({ amount_cents: line.line_total_cents, status: 'succeeded' })]);
});
