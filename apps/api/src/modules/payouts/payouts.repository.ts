import type { Payout, PayoutDetail } from '@marketplace/contracts';
import type { PayoutStatus } from '../../db/money-schema';
import type { Executor } from '../../db/schema';

/** Which payouts a list shows. */
export interface PayoutFilter {
  supplierCompanyId?: string | undefined;
  status?: string | undefined;
  limit: number;
  offset: number;
}

function payoutsQuery(db: Executor) {
  return db
    .selectFrom('payouts as p')
    .innerJoin('companies as c', 'c.id', 'p.supplier_company_id')
    .select([
      'p.id',
      'p.supplier_company_id',
      'c.name as supplier_company_name',
      'p.status',
      'p.provider',
      'p.destination',
      'p.currency',
      'p.gross_cents',
      'p.commission_cents',
      'p.recovered_cents',
      'p.amount_cents',
      'p.last_error',
      'p.created_at',
      'p.paid_at',
    ]);
}

type PayoutRow = Awaited<ReturnType<ReturnType<typeof payoutsQuery>['executeTakeFirstOrThrow']>>;

function payoutView(row: PayoutRow): Payout {
  return { ...row, gross_cents: Number(row.gross_cents), commission_cents: Number(row.commission_cents), recovered_cents: Number(row.recovered_cents), amount_cents: Number(row.amount_cents) };
}

/** A page of payouts, newest first. */
export async function listPayouts(db: Executor, filter: PayoutFilter): Promise<{ count: number; results: Payout[] }> {
  let count = db.selectFrom('payouts as p').select((eb) => eb.fn.countAll<number>().as('n'));
  let rows = payoutsQuery(db);
  if (filter.supplierCompanyId) {
    count = count.where('p.supplier_company_id', '=', filter.supplierCompanyId);
    rows = rows.where('p.supplier_company_id', '=', filter.supplierCompanyId);
  }
  if (filter.status) {
    count = count.where('p.status', '=', filter.status as PayoutStatus);
    rows = rows.where('p.status', '=', filter.status as PayoutStatus);
  }
  const total = await count.executeTakeFirstOrThrow();
  const page = await rows.orderBy('p.created_at', 'desc').orderBy('p.id').limit(filter.limit).offset(filter.offset).execute();
  return { count: Number(total.n), results: page.map(payoutView) };
}

/** One payout with the lines it pays; undefined when unknown (or not the given supplier's). */
export async function findPayoutDetail(db: Executor, payoutId: string, supplierCompanyId?: string): Promise<PayoutDetail | undefined> {
  let query = payoutsQuery(db).where('p.id', '=', payoutId);
  if (supplierCompanyId !== undefined) query = query.where('p.supplier_company_id', '=', supplierCompanyId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const lines = await db
    .selectFrom('payout_lines as pl')
    .innerJoin('order_line_items as li', 'li.id', 'pl.line_item_id')
    .innerJoin('purchase_orders as po', 'po.id', 'pl.purchase_order_id')
    .innerJoin('orders as o', 'o.id', 'pl.order_id')
    .select(['pl.line_item_id', 'o.number as order_number', 'po.number as purchase_order_number', 'li.product_name', 'li.variant_name', 'li.sku', 'pl.quantity', 'pl.gross_cents', 'pl.commission_basis_points', 'pl.commission_cents'])
    .where('pl.payout_id', '=', payoutId)
    .orderBy('po.number')
    .orderBy('li.position')
    .execute();
  return {
    ...payoutView(row),
    lines: lines.map((line) => ({
      ...line,
      order_number: line.order_number ?? '',
      purchase_order_number: line.purchase_order_number ?? '',
      gross_cents: Number(line.gross_cents),
      commission_cents: Number(line.commission_cents),
    })),
  };
}
