import type { Executor } from '../../db/schema';

/**
 * The next order number, e.g. "ORD-100001". Taken from a counter row updated inside the
 * placing transaction: the update locks the row, so concurrent placements get distinct numbers
 * on PostgreSQL as on SQLite, and a rolled-back placement gives its number back.
 */
export async function nextOrderNumber(db: Executor): Promise<string> {
  const row = await db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'order_number')
    .returning('value')
    .executeTakeFirstOrThrow();
  return `ORD-${row.value}`;
}

/** A purchase order's number: its order's number and the supplier's place in it ("ORD-100001-2"). */
export function purchaseOrderNumber(orderNumber: string, index: number): string {
  return `${orderNumber}-${index + 1}`;
}
