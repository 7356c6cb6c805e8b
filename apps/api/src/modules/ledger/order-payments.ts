import type { Executor } from '../../db/schema';
import { bookMovement } from './ledger';
import type { LedgerLine } from './ledger';

/**
 * Books what a placed order brought in (inside the transaction that places it): a card charge
 * into the marketplace's cash, or a draw on the builder's credit; either way held for each
 * purchase order until it is refunded or paid out to its supplier.
 */
export async function bookOrderPayment(db: Executor, orderId: string): Promise<void> {
  const order = await db.selectFrom('orders').select(['company_id', 'payment_method', 'total_cents', 'number']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const purchaseOrders = await db.selectFrom('purchase_orders').select(['id', 'supplier_company_id', 'subtotal_cents']).where('order_id', '=', orderId).execute();
  const held: LedgerLine[] = purchaseOrders.map((po) => ({ account: 'held', amountCents: -po.subtotal_cents, purchaseOrderId: po.id, supplierCompanyId: po.supplier_company_id }));
  // Whatever the total carries beyond the goods is held on the order itself.
  const beyondGoods = order.total_cents - purchaseOrders.reduce((sum, po) => sum + po.subtotal_cents, 0);
  if (beyondGoods !== 0) held.push({ account: 'held', amountCents: -beyondGoods });
  const onCard = order.payment_method === 'card';
  await bookMovement(db, {
    kind: onCard ? 'charge' : 'credit_draw',
    causeKey: `${onCard ? 'charge' : 'credit-draw'}:${orderId}`,
    orderId,
    memo: `Order ${order.number ?? orderId} ${onCard ? 'paid by card' : 'placed on credit terms'}`,
    lines: [{ account: onCard ? 'cash' : 'credit_receivable', amountCents: order.total_cents, buyerCompanyId: order.company_id }, ...held],
  });
}
