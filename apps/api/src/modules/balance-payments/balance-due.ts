import type { Executor } from '../../db/schema';
import { amountDue, amountPaid } from '../refunds/order-differences';

/**
 * What a card order owes beyond what was charged, per purchase order (decision 0146): a higher
 * price the builder accepted. Orders on terms owe nothing here: their draw grows instead (0141).
 * `purchaseOrderId` asks about that one only.
 */
export async function shortfalls(db: Executor, orderId: string, purchaseOrderId?: string): Promise<Map<string, number>> {
  const order = await db.selectFrom('orders').select(['payment_method', 'payment_status']).where('id', '=', orderId).executeTakeFirst();
  const owed = new Map<string, number>();
  if (!order || order.payment_method !== 'card' || order.payment_status !== 'paid') return owed;
  let query = db.selectFrom('purchase_orders').select('id').where('order_id', '=', orderId);
  if (purchaseOrderId !== undefined) query = query.where('id', '=', purchaseOrderId);
  const purchaseOrders = await query.orderBy('position').execute();
  for (const { id } of purchaseOrders) {
    const shortfall = (await amountDue(db, id)) - (await amountPaid(db, id));
    if (shortfall > 0) owed.set(id, shortfall);
  }
  return owed;
}

/** The whole of what a card order owes beyond its charge. */
export async function balanceDue(db: Executor, orderId: string): Promise<number> {
  return [...(await shortfalls(db, orderId)).values()].reduce((sum, cents) => sum + cents, 0);
}
