import type { CheckoutOrder } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';

/** An order with its purchase orders, as checkout answers it; undefined when absent. */
export async function loadCheckoutOrder(db: Executor, orderId: string): Promise<CheckoutOrder | undefined> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'payment_status', 'project_id', 'currency', 'total_cents', 'placed_at'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const purchaseOrders = await db
    .selectFrom('purchase_orders as po')
    .innerJoin('companies as c', 'c.id', 'po.supplier_company_id')
    .select((eb) => [
      'po.id',
      'po.number',
      'po.supplier_company_id',
      'c.name as supplier_name',
      'po.subtotal_cents',
      eb.selectFrom('order_line_items as li').select((inner) => inner.fn.countAll<string | number>().as('n')).whereRef('li.purchase_order_id', '=', 'po.id').as('item_count'),
    ])
    .where('po.order_id', '=', orderId)
    .orderBy('po.position')
    .orderBy('po.id')
    .execute();
  return {
    ...order,
    purchase_orders: purchaseOrders.map((po) => ({
      id: po.id,
      number: po.number,
      supplier: { id: po.supplier_company_id, name: po.supplier_name },
      subtotal_cents: po.subtotal_cents,
      item_count: Number(po.item_count ?? 0),
    })),
  };
}
