import type { Executor } from '../../db/schema';

/**
 * Takes the order's write lock for the rest of the transaction: an update of the order row
 * is a row lock on PostgreSQL (SQLite runs one write transaction at a time), so two people
 * changing one order — moving its lines, paying what it owes — do so one after the other.
 */
export async function lockOrder(db: Executor, orderId: string, now: string): Promise<void> {
  await db.updateTable('orders').set({ updated_at: now }).where('id', '=', orderId).execute();
}
