import type { Executor } from '../../db/schema';

/** A delivered line not yet paid out, with what its supplier is owed for it. */
export interface PayableLine {
  lineItemId: string;
  orderId: string;
  purchaseOrderId: string;
  supplierCompanyId: string;
  categoryIds: (string | null)[];
  currency: string;
  /** Units paid for: what arrived. */
  quantity: number;
  grossCents: number;
}

/**
 * Lines whose supplier may be paid now (decision 0143): delivered on a placed order that was
 * paid or put on terms, and either received by the buying company or delivered longer ago
 * than the holding period. A short receipt the supplier has not agreed to is an open dispute:
 * its line is held until it is settled. Each line is paid once (`payout_lines`).
 */
export async function findPayableLines(db: Executor, holdingCutoff: string): Promise<PayableLine[]> {
  const rows = await db
    .selectFrom('order_line_items as li')
    .innerJoin('orders as o', 'o.id', 'li.order_id')
    .innerJoin('purchase_orders as po', 'po.id', 'li.purchase_order_id')
    .innerJoin('products as p', 'p.id', 'li.product_id')
    .leftJoin('payout_lines as pl', 'pl.line_item_id', 'li.id')
    .select(['li.id', 'li.order_id', 'li.purchase_order_id', 'po.supplier_company_id', 'p.category_id', 'p.sub_category_id', 'li.currency', 'li.quantity', 'li.quantity_received', 'li.unit_price_cents', 'li.shortage_settled_at'])
    .where('pl.line_item_id', 'is', null)
    .where('li.status', '=', 'delivered')
    .where('o.payment_status', 'in', ['paid', 'on_terms'])
    .where((eb) => eb.or([eb('li.quantity_received', 'is not', null), eb('li.delivered_at', '<=', holdingCutoff)]))
    .orderBy('li.delivered_at')
    .orderBy('li.id')
    .execute();
  return rows
    .filter((row) => row.quantity_received === null || row.quantity_received >= row.quantity || row.shortage_settled_at !== null)
    .map((row) => {
      const quantity = Math.min(row.quantity, row.quantity_received ?? row.quantity);
      return {
        lineItemId: row.id,
        orderId: row.order_id,
        purchaseOrderId: row.purchase_order_id,
        supplierCompanyId: row.supplier_company_id,
        categoryIds: [row.sub_category_id, row.category_id],
        currency: row.currency,
        quantity,
        grossCents: quantity * row.unit_price_cents,
      };
    });
}
