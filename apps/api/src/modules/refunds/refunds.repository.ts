import type { Refund } from '@marketplace/contracts';
import type { RefundsTable } from '../../db/money-schema';
import type { Executor } from '../../db/schema';

/** A refund row as the API shows it. */
export function refundView(row: RefundsTable): Refund {
  return {
    id: row.id,
    order_id: row.order_id,
    purchase_order_id: row.purchase_order_id,
    line_item_id: row.line_item_id,
    reason: row.reason,
    method: row.method,
    amount_cents: Number(row.amount_cents),
    currency: row.currency,
    status: row.status,
    last_error: row.last_error,
    created_at: row.created_at,
    completed_at: row.completed_at,
  };
}

/** Refunds of an order's purchase orders, oldest first. */
export async function refundsOfPurchaseOrders(db: Executor, purchaseOrderIds: readonly string[]): Promise<Refund[]> {
  if (purchaseOrderIds.length === 0) return [];
  const rows = await db.selectFrom('refunds').selectAll().where('purchase_order_id', 'in', purchaseOrderIds).orderBy('created_at').orderBy('id').execute();
  return rows.map(refundView);
}

/** A page of every refund, newest first, for the operator. */
export async function listRefunds(db: Executor, query: { limit: number; offset: number; status?: string | undefined; supplierCompanyId?: string | undefined }): Promise<{ count: number; results: Refund[] }> {
  let base = db.selectFrom('refunds as r').innerJoin('purchase_orders as po', 'po.id', 'r.purchase_order_id');
  if (query.status) base = base.where('r.status', '=', query.status as RefundsTable['status']);
  if (query.supplierCompanyId) base = base.where('po.supplier_company_id', '=', query.supplierCompanyId);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll('r').orderBy('r.created_at', 'desc').orderBy('r.id').limit(query.limit).offset(query.offset).execute();
  return { count: Number(count.n), results: rows.map(refundView) };
}
