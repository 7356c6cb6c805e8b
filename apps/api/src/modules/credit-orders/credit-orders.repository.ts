import type { CreditOrder, CreditOrderItem } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';

/** An order of the company without its items; undefined when absent or another company's. */
export async function loadCreditOrder(db: Executor, companyId: string, orderId: string): Promise<Omit<CreditOrder, 'credit'> | undefined> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'payment_method', 'payment_status', 'project_id', 'currency', 'subtotal_cents', 'total_cents', 'created_at', 'placed_at'])
    .where('id', '=', orderId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!order) return undefined;
  const purchaseOrders = await db
    .selectFrom('purchase_orders as po')
    .innerJoin('companies as c', 'c.id', 'po.supplier_company_id')
    .select(['po.id', 'po.number', 'po.status', 'po.supplier_company_id', 'c.name as supplier_name', 'po.subtotal_cents'])
    .where('po.order_id', '=', orderId)
    .orderBy('po.created_at')
    .orderBy('po.id')
    .execute();
  return {
    ...order,
    purchase_orders: purchaseOrders.map((po) => ({
      id: po.id,
      number: po.number,
      status: po.status,
      supplier: { id: po.supplier_company_id, name: po.supplier_name },
      subtotal_cents: po.subtotal_cents,
    })),
  };
}

/** The order's line items in purchase-order order, each with its supplier's name. */
export async function loadCreditOrderItems(db: Executor, orderId: string): Promise<CreditOrderItem[]> {
  const rows = await db
    .selectFrom('order_line_items as li')
    .innerJoin('purchase_orders as po', 'po.id', 'li.purchase_order_id')
    .innerJoin('companies as c', 'c.id', 'po.supplier_company_id')
    .select([
      'li.id',
      'li.purchase_order_id',
      'c.name as supplier_name',
      'li.psv_id',
      'li.product_name',
      'li.variant_name',
      'li.sku',
      'li.image_url',
      'li.unit_of_measure',
      'li.quantity',
      'li.unit_price_cents',
      'li.requested_delivery_date',
      'li.requested_delivery_time',
      'li.status',
    ])
    .where('li.order_id', '=', orderId)
    .orderBy('po.created_at')
    .orderBy('po.id')
    .orderBy('li.position')
    .execute();
  return rows.map(({ psv_id, ...row }) => ({ ...row, product_supplier_variant_id: psv_id, total_cents: row.quantity * row.unit_price_cents }));
}
