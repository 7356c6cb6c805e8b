import { randomUUID } from 'node:crypto';
import type { OrdersTable, PaymentMethod, PaymentSessionsTable, PaymentSessionStatus } from '../../db/ordering-schema';
import type { Executor } from '../../db/schema';
import { nowIso } from '../../lib/time';
import type { CartView } from '../cart/cart-view';

/** The order waiting for payment of a cart, with its open payment session, if any. */
export async function findPendingOrderOfCart(db: Executor, cartId: string) {
  const order = await db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).where('status', '=', 'pending_payment').executeTakeFirst();
  if (!order) return undefined;
  const session = await db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { order, session };
}

/**
 * Turns a priced cart into an order waiting for payment: one purchase order per supplier, one
 * line per cart item at today's price (or its quoted one), names and image copied so the order
 * reads as bought.
 */
export async function insertPendingOrder(
  db: Executor,
  input: { companyId: string; projectId: string; cartId: string; userId: string; fingerprint: string; view: CartView; paymentMethod?: PaymentMethod },
): Promise<OrdersTable> {
  const now = nowIso();
  const { cart } = input.view;
  const order: OrdersTable = {
    id: randomUUID(),
    number: null,
    company_id: input.companyId,
    project_id: input.projectId,
    cart_id: input.cartId,
    created_by: input.userId,
    status: 'pending_payment',
    payment_method: input.paymentMethod ?? 'card',
    payment_status: 'pending',
    currency: cart.currency,
    subtotal_cents: cart.subtotal_cents,
    total_cents: cart.total_cents,
    cart_fingerprint: input.fingerprint,
    terms_pending: 0,
    created_at: now,
    placed_at: null,
    updated_at: now,
  };
  await db.insertInto('orders').values(order).execute();

  const linesBySupplier = new Map(cart.groups.map((group) => [group.supplier.id, input.view.lines.filter((line) => line.row.company_id === group.supplier.id)]));
  for (const [position, group] of cart.groups.entries()) {
    const purchaseOrderId = randomUUID();
    await db
      .insertInto('purchase_orders')
      .values({
        id: purchaseOrderId,
        order_id: order.id,
        number: null,
        supplier_company_id: group.supplier.id,
        status: 'submitted',
        currency: cart.currency,
        subtotal_cents: group.subtotal_cents,
        additional_specification_requirements: group.additional_specification_requirements,
        delivered_at: null,
        position,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const lines = linesBySupplier.get(group.supplier.id) ?? [];
    await db
      .insertInto('order_line_items')
      .values(
        lines.map(({ row, item, quoteLineId }, position) => ({
          id: randomUUID(),
          purchase_order_id: purchaseOrderId,
          order_id: order.id,
          psv_id: row.psv_id,
          product_id: row.product_id,
          variant_id: row.variant_id,
          product_name: row.product_name,
          variant_name: row.variant_name,
          sku: row.sku,
          image_url: item.image_url,
          unit_of_measure: row.unit_of_measure,
          quantity: row.quantity,
          unit_price_cents: item.unit_price_cents,
          currency: row.currency,
          requested_delivery_date: row.requested_delivery_date,
          requested_delivery_time: row.requested_delivery_time,
          notes: row.notes,
          status: 'pending' as const,
          confirmed_delivery_date: null,
          proposed_unit_price_cents: null,
          proposed_delivery_date: null,
          quantity_received: null,
          shipped_at: null,
          delivered_at: null,
          position,
          // At the quoted price: the order line keeps the quote line it came from (decision 0611).
          quote_line_id: quoteLineId,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return order;
}

/** Gives up an unpaid order (its cart changed, or its session expired). */
export async function cancelPendingOrder(db: Executor, orderId: string, paymentStatus: 'expired'): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'cancelled', payment_status: paymentStatus, updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('status', '=', 'pending_payment')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertPaymentSession(db: Executor, session: PaymentSessionsTable): Promise<void> {
  await db.insertInto('payment_sessions').values(session).execute();
}

/**
 * Moves a session from open to `status`. Conditional on it still being open, so of two
 * concurrent completions exactly one sees `true`.
 */
export async function closePaymentSession(db: Executor, sessionId: string, status: Exclude<PaymentSessionStatus, 'open'>): Promise<boolean> {
  const result = await db
    .updateTable('payment_sessions')
    .set({ status, completed_at: status === 'complete' ? nowIso() : null })
    .where('id', '=', sessionId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A payment session with the buyer company and status of its order. */
export async function findPaymentSession(db: Executor, sessionId: string) {
  return db
    .selectFrom('payment_sessions as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .selectAll('s')
    .select(['o.company_id', 'o.status as order_status'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}
