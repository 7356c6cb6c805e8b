import type { Executor } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { bumpCatalogVersion } from '../catalog/catalog-version';
import { touchCart } from '../cart/cart.repository';
import { markRequestOrdered } from '../approvals/approval-requests.repository';
import { bookOrderPayment } from '../ledger/order-payments';
import { nextOrderNumber, purchaseOrderNumber } from './order-numbers';
import { recordStatusChanges } from './order-status-events';

/** How the placed order was paid. */
export type Settlement = { payment_status: 'paid' } | { payment_status: 'on_terms' };

/**
 * Places an order waiting for payment, inside the caller's transaction: numbers it and its
 * purchase orders, records the changes, takes the stock, removes the ordered offers from the
 * cart and books the payment in the ledger. Claiming the order is a conditional update (pending →
 * placed), so whichever of the webhook, the status check or a second tab comes second finds
 * nothing to do: answers false.
 */
export async function placeOrder(db: Executor, orderId: string, settlement: Settlement, actorUserId: string | null): Promise<boolean> {
  const now = nowIso();
  // The cart first, as checking out does: a checkout of the same cart that read it before this
  // commits would otherwise find no pending order (this one is placed by then) and open a second
  // order for the lines this one takes (PostgreSQL; SQLite's writers take turns anyway).
  const pending = await db.selectFrom('orders').select('cart_id').where('id', '=', orderId).executeTakeFirst();
  if (pending?.cart_id) await touchCart(db, pending.cart_id);
  const claimed = await db
    .updateTable('orders')
    .set({ status: 'placed', payment_status: settlement.payment_status, placed_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'pending_payment')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return false;

  const number = await nextOrderNumber(db);
  const order = await db
    .updateTable('orders')
    .set({ number })
    .where('id', '=', orderId)
    .returning(['cart_id'])
    .executeTakeFirstOrThrow();

  const purchaseOrders = await db
    .selectFrom('purchase_orders')
    .select(['id'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const [index, purchaseOrder] of purchaseOrders.entries()) {
    await db.updateTable('purchase_orders').set({ number: purchaseOrderNumber(number, index) }).where('id', '=', purchaseOrder.id).execute();
  }

  const lines = await db.selectFrom('order_line_items').select(['id', 'psv_id', 'quantity']).where('order_id', '=', orderId).execute();
  for (const line of lines) {
    // Stock never goes below zero: what stock cannot cover ships on the supplier's lead time.
    await db
      .updateTable('product_supplier_variants')
      .set((eb) => ({
        stock_on_hand: eb.case().when('stock_on_hand', '>=', line.quantity).then(eb('stock_on_hand', '-', line.quantity)).else(0).end(),
        updated_at: now,
      }))
      .where('id', '=', line.psv_id)
      .execute();
  }

  // Stock is part of what the catalogue shows: cached catalogue answers must not outlive it.
  await bumpCatalogVersion(db);

  if (order.cart_id) {
    const psvIds = lines.map((line) => line.psv_id);
    if (psvIds.length > 0) await db.deleteFrom('cart_items').where('cart_id', '=', order.cart_id).where('psv_id', 'in', psvIds).execute();
    // Requirements of suppliers left with nothing in the cart went with their purchase order.
    await db
      .deleteFrom('cart_supplier_requirements')
      .where('cart_id', '=', order.cart_id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('cart_items as ci')
              .innerJoin('product_supplier_variants as psv', 'psv.id', 'ci.psv_id')
              .select('ci.id')
              .whereRef('ci.cart_id', '=', 'cart_supplier_requirements.cart_id')
              .whereRef('psv.company_id', '=', 'cart_supplier_requirements.supplier_company_id'),
          ),
        ),
      )
      .execute();
  }

  await bookOrderPayment(db, orderId);
  // An approved request of this cart is now its order (decision 0161).
  if (order.cart_id) await markRequestOrdered(db, order.cart_id, orderId, now);

  await recordStatusChanges(db, [
    { order_id: orderId, entity_type: 'order', entity_id: orderId, from_status: 'pending_payment', to_status: 'placed', actor_user_id: actorUserId },
    ...purchaseOrders.map((purchaseOrder) => ({
      order_id: orderId,
      entity_type: 'purchase_order' as const,
      entity_id: purchaseOrder.id,
      from_status: null,
      to_status: 'submitted',
      actor_user_id: actorUserId,
    })),
  ]);
  return true;
}
