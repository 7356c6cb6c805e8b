import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCart } from '../../testing/checkout-helpers';
import { applyAndSubmit, linkSandboxBank } from '../../testing/credit-helpers';
import { expectLedgerBalanced, moveLine, readOrder } from '../../testing/money-helpers';
import { reconcile } from '../ledger/reconciliation';
import { NORTHWIND, purchaseOrderOf, startOrderWorld } from '../orders/order-test-world';
import type { OrderWorld } from '../orders/order-test-world';

let w: OrderWorld;

beforeAll(async () => {
  w = await startOrderWorld();
  await w.builder.post('/api/users/update_tos/', { tos_accepted: true });
  const linked = await linkSandboxBank(w.builder);
  const decided = await applyAndSubmit(w.builder, linked.accounts[0]!.id, { requested_limit_cents: 100_000 });
  expect(decided.application.status).toBe('approved');
});
afterAll(async () => {
  await w.t.close();
});

async function placeOnTerms() {
  const cart = await fillCart(w.builder, w.fixture.projects.missionBay, [
    { psvId: w.offer('drywallScrews', 'northwind'), quantity: 2 },
    { psvId: w.offer('plywood', 'northwind'), quantity: 1 },
  ]);
  const created = await w.builder.post('/api/create_order', { project_id: w.fixture.projects.missionBay, expected_total_cents: cart.total_cents });
  expect(created.statusCode).toBe(200);
  const id = created.json().id as string;
  expect((await w.builder.post(`/api/finalize_an_order/${id}`)).statusCode).toBe(200);
  return readOrder(w.builder, id);
}

async function owedOnTerms(): Promise<number> {
  const row = await w.t.app.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
    .where('account', '=', 'credit_receivable')
    .executeTakeFirstOrThrow();
  return Number(row.cents ?? 0);
}

describe('orders on credit terms', () => {
  it('a cancelled line comes off what the builder owes at once, without the card provider; a higher price accepted adds to it', async () => {
    const owedBefore = await owedOnTerms();
    const order = await placeOnTerms();
    expect(await owedOnTerms()).toBe(owedBefore + order.total_cents);
    const [screws, plywood] = purchaseOrderOf(order, NORTHWIND).line_items;

    await moveLine(w.northwind, screws!.id, { status: 'cancelled' });
    const afterCancel = await readOrder(w.builder, order.id);
    expect(afterCancel.refunds).toEqual([expect.objectContaining({ method: 'credit', status: 'succeeded', amount_cents: screws!.line_total_cents })]);
    expect(await owedOnTerms()).toBe(owedBefore + order.total_cents - screws!.line_total_cents);

    await moveLine(w.northwind, plywood!.id, { unit_price_cents: plywood!.unit_price_cents + 250 });
    expect((await w.builder.post(`/api/ordering/orders/${order.id}/accept-terms`)).statusCode).toBe(200);
    expect(await owedOnTerms()).toBe(owedBefore + order.total_cents - screws!.line_total_cents + 250 * plywood!.quantity);
    await expectLedgerBalanced(w.t);

    const today = new Date().toISOString().slice(0, 10);
    const [day] = (await reconcile(w.t.app.db, today, today)).days;
    expect(day?.creditReduced).toBe(screws!.line_total_cents);
    expect(day?.creditDrawn).toBe(order.total_cents + 250 * plywood!.quantity);
    expect(day?.charges).toBe(0);
  });
});
