import { expect } from 'vitest';
import type { Order } from '@marketplace/contracts';
import { reconcile } from '../modules/ledger/reconciliation';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

/** Valid US banking details (JPMorgan Chase's routing number passes the checksum). */
export const BANKING_DETAILS = { account_holder_name: 'Granite Supply Inc.', routing_number: '021000021', account_number: '000123456789' };

/** Runs every queued job, then checks the ledger over all time: it must balance to the cent. */
export async function expectLedgerBalanced(t: TestApp): Promise<void> {
  await t.app.jobs.drain();
  const report = await reconcile(t.app.db, '2000-01-01', '2999-12-31');
  expect(report.heldMismatches).toEqual([]);
  expect(report.unbalancedTransactions).toBe(0);
  expect(report.days.filter((day) => day.differenceCents !== 0)).toEqual([]);
  expect(report.balanced).toBe(true);
}

/** Moves a line as `client` and fails loudly unless it worked. */
export async function moveLine(client: TestClient, lineId: string, body: Record<string, unknown>): Promise<void> {
  const response = await client.put(`/api/ordering/order_line_items/${lineId}/`, body);
  if (response.statusCode !== 200) throw new Error(`Moving the line failed: ${response.statusCode} ${response.body}`);
}

/** The supplier confirms and ships a line, and the buying company's receiver counts `received` of it. */
export async function deliverLine(supplier: TestClient, receiver: TestClient, lineId: string, received: number): Promise<void> {
  await moveLine(supplier, lineId, { status: 'confirmed' });
  await moveLine(supplier, lineId, { status: 'shipped' });
  await moveLine(receiver, lineId, { quantity_received: received });
}

/** The order as its builder reads it now. */
export async function readOrder(builder: TestClient, orderId: string): Promise<Order> {
  const response = await builder.get(`/api/ordering/orders/${orderId}/`);
  if (response.statusCode !== 200) throw new Error(`Reading the order failed: ${response.statusCode} ${response.body}`);
  return response.json() as Order;
}
