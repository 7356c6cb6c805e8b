import type { operatorOrderListQuerySchema, operatorPurchaseOrderListQuerySchema } from '@marketplace/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/schema';
import { containsText } from '../../catalog/text-filter';
import { countRows } from '../../../db/count-rows';

type OrderQuery = z.output<typeof operatorOrderListQuerySchema>;
type PurchaseOrderQuery = z.output<typeof operatorPurchaseOrderListQuerySchema>;

const countOf = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** Every company's orders matching the operator's search, newest first. */
export async function searchOrders(db: Executor, query: OrderQuery) {
  let base = db
    .selectFrom('orders as o')
    .innerJoin('companies as buyer', 'buyer.id', 'o.company_id')
    .innerJoin('projects as p', 'p.id', 'o.project_id');
  if (query.number) base = base.where(containsText('o.number', query.number));
  if (query.company) base = base.where(containsText('buyer.name', query.company));
  if (query.status) base = base.where('o.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .select([
        'o.id',
        'o.number',
        'o.status',
        'o.payment_method',
        'o.payment_status',
        'o.currency',
        'o.total_cents',
        'o.created_at',
        'o.placed_at',
        'buyer.id as buyer_id',
        'buyer.name as buyer_name',
        'p.id as project_id',
        'p.name as project_name',
      ])
      .select((eb) => eb.selectFrom('purchase_orders as po').select(eb.fn.countAll<string | number>().as('n')).whereRef('po.order_id', '=', 'o.id').as('purchase_orders_count'))
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    countRows(base),
  ]);
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      payment_method: row.payment_method,
      payment_status: row.payment_status,
      currency: row.currency,
      total_cents: Number(row.total_cents),
      buyer_company: { id: row.buyer_id, name: row.buyer_name },
      project: { id: row.project_id, name: row.project_name },
      purchase_orders_count: countOf(row.purchase_orders_count),
      created_at: row.created_at,
      placed_at: row.placed_at,
    })),
  };
}

/** Every supplier's purchase orders matching the operator's search, newest first. */
export async function searchPurchaseOrders(db: Executor, query: PurchaseOrderQuery) {
  let base = db
    .selectFrom('purchase_orders as po')
    .innerJoin('orders as o', 'o.id', 'po.order_id')
    .innerJoin('companies as supplier', 'supplier.id', 'po.supplier_company_id')
    .innerJoin('companies as buyer', 'buyer.id', 'o.company_id');
  if (query.number) {
    const text = query.number;
    base = base.where((eb) => eb.or([containsText('po.number', text), containsText('o.number', text)]));
  }
  if (query.company) {
    const text = query.company;
    base = base.where((eb) => eb.or([containsText('supplier.name', text), containsText('buyer.name', text)]));
  }
  if (query.status) base = base.where('po.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .select([
        'po.id',
        'po.number',
        'po.status',
        'po.order_id',
        'o.number as order_number',
        'po.currency',
        'po.subtotal_cents',
        'po.created_at',
        'o.placed_at',
        'po.delivered_at',
        'supplier.id as supplier_id',
        'supplier.name as supplier_name',
        'buyer.id as buyer_id',
        'buyer.name as buyer_name',
      ])
      .orderBy('po.created_at', 'desc')
      .orderBy('po.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    countRows(base),
  ]);
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      order_id: row.order_id,
      order_number: row.order_number,
      supplier_company: { id: row.supplier_id, name: row.supplier_name },
      buyer_company: { id: row.buyer_id, name: row.buyer_name },
      currency: row.currency,
      subtotal_cents: Number(row.subtotal_cents),
      created_at: row.created_at,
      placed_at: row.placed_at,
      delivered_at: row.delivered_at,
    })),
  };
}
