import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BrowserSession } from './browser-session';
import { call, DEMO_PASSWORD, payByCard, projectWithCart, signInBuilder } from './card-order';
import { makeDataDir, startServer } from './server-process';

const data = makeDataDir();
beforeAll(async () => {
  // The first start creates and seeds the embedded database.
  await (await startServer(data.dir)).stop();
});
afterAll(() => data.remove());

/** A builder pays by (sandbox) card for one line of Northwind studs; answers the line's id. */
async function placeCardOrder(builder: BrowserSession): Promise<string> {
  await signInBuilder(builder);
  const { projectId, totalCents } = await projectWithCart(builder, 'Refund crash site');
  const orderId = await payByCard(builder, projectId, totalCents);
  const order = await call<{ purchase_orders: { line_items: { id: string }[] }[] }>(builder, 'GET', `/api/ordering/orders/${orderId}/`);
  const lineId = order.purchase_orders[0]?.line_items[0]?.id;
  if (!lineId) throw new Error('The order has no line');
  return lineId;
}

function readMoney(dataDir: string) {
  const db = new SqliteDatabase(path.join(dataDir, 'marketplace.sqlite'), { readonly: true });
  try {
    return {
      refunds: db.prepare('SELECT id, status, amount_cents FROM refunds').all() as { id: string; status: string; amount_cents: number }[],
      refundBookings: db.prepare("SELECT cause_key FROM ledger_transactions WHERE kind = 'refund'").all() as { cause_key: string }[],
      unbalanced: db.prepare('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount_cents) <> 0').all(),
      held: (db.prepare("SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger_entries WHERE account = 'held'").get() as { cents: number }).cents,
    };
  } finally {
    db.close();
  }
}

it('refunds a cancelled line exactly once after the server was killed between the decision and the card provider', async () => {
  // No worker in this process: the refund is decided and committed, and can only wait in the queue.
  const first = await startServer(data.dir, { JOB_WORKER: 'off', PAYOUT_SCHEDULE: 'off' });
  const lineId = await placeCardOrder(new BrowserSession(first.base));
  const supplier = new BrowserSession(first.base);
  await call(supplier, 'POST', '/api/auth/login/', { email: 'supplier@example.com', password: DEMO_PASSWORD });
  await call(supplier, 'PUT', `/api/ordering/order_line_items/${lineId}/`, { status: 'cancelled' });
  await first.killHard();
  const decided = readMoney(data.dir);
  expect(decided.refunds).toEqual([expect.objectContaining({ status: 'pending' })]);
  expect(decided.refundBookings).toEqual([]);

  const second = await startServer(data.dir, { PAYOUT_SCHEDULE: 'off' });
  try {
    for (let i = 0; i < 100 && readMoney(data.dir).refunds[0]?.status !== 'succeeded'; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    // Time for a second refund to show up, were the job run twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  } finally {
    await second.stop();
  }
  const after = readMoney(data.dir);
  expect(after.refunds).toEqual([expect.objectContaining({ status: 'succeeded', amount_cents: decided.refunds[0]?.amount_cents })]);
  expect(after.refundBookings).toEqual([{ cause_key: `refund:${after.refunds[0]?.id}` }]);
  expect(after.unbalanced).toEqual([]);
  // The whole line went back: the marketplace holds nothing for it any more.
  expect(after.held).toBe(0);
});
