import type { OrderStatus, OrderSummary, PurchaseOrderStatus } from '@marketplace/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import { containsText } from '../catalog/text-filter';
import type { Viewer } from './order-access';
import { countRows } from '../../db/count-rows';

/** Filters of the order list and its metadata. */
export interface OrderFilters {
  status?: OrderStatus | undefined;
  project_id?: string | undefined;
  supplier_id?: string | undefined;
}

/** Placed orders this viewer sees, filtered; unplaced orders (waiting for payment) never appear. */
function scopedOrders(db: Executor, viewer: Viewer, filters: OrderFilters) {
  let query = db.selectFrom('orders as o').innerJoin('projects as p', 'p.id', 'o.project_id').where('o.placed_at', 'is not', null);
  if (viewer.kind === 'buyer') query = query.where('o.company_id', '=', viewer.companyId);
  else {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('purchase_orders as mine').select('mine.id').whereRef('mine.order_id', '=', 'o.id').where('mine.supplier_company_id', '=', viewer.companyId)),
    );
  }
  if (filters.status) query = query.where('o.status', '=', filters.status);
  if (filters.project_id) query = query.where('o.project_id', '=', filters.project_id);
  const supplierId = filters.supplier_id;
  // A supplier filtering by another supplier would learn who else sells on its orders: it finds none.
  if (supplierId && viewer.kind === 'supplier' && supplierId !== viewer.companyId) return query.where(sql<boolean>`1 = 0`);
  if (supplierId) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('purchase_orders as f').select('f.id').whereRef('f.order_id', '=', 'o.id').where('f.supplier_company_id', '=', supplierId)),
    );
  }
  return query;
}

/** One page of the viewer's orders with the total count. */
export async function listOrders(
  db: Executor,
  viewer: Viewer,
  query: OrderFilters & { limit: number; offset: number; order_by: string },
): Promise<{ count: number; results: OrderSummary[] }> {
  const base = scopedOrders(db, viewer, query);
  const count = await countRows(base);
  const descending = query.order_by.startsWith('-');
  const field = descending ? query.order_by.slice(1) : query.order_by;
  const direction = descending ? 'desc' : 'asc';
  // A supplier's total is that of its own purchase orders: other suppliers' amounts are not its business.
  const supplierId = viewer.kind === 'supplier' ? viewer.companyId : null;
  const rows = await base
    .select((eb) => [
      'o.id',
      'o.number',
      'o.status',
      'p.id as project_id',
      'p.name as project_name',
      'o.currency',
      supplierId
        ? eb
            .selectFrom('purchase_orders as t')
            .select((inner) => inner.fn.coalesce(inner.fn.sum<string | number>('t.subtotal_cents'), sql<number>`0`).as('s'))
            .whereRef('t.order_id', '=', 'o.id')
            .where('t.supplier_company_id', '=', supplierId)
            .as('total_cents')
        : eb.ref('o.total_cents').as('total_cents'),
      'o.terms_pending',
      'o.created_at',
      'o.placed_at',
      'o.updated_at',
    ])
    .orderBy(sql.ref(field === 'total_cents' ? 'total_cents' : `o.${field}`), direction)
    .orderBy('o.id', direction)
    .limit(query.limit)
    .offset(query.offset)
    .execute();

  const ids = rows.map((row) => row.id);
  let poQuery = db
    .selectFrom('purchase_orders as po')
    .innerJoin('companies as c', 'c.id', 'po.supplier_company_id')
    .select((eb) => [
      'po.order_id',
      'c.id',
      'c.name',
      eb.selectFrom('order_line_items as li').select((inner) => inner.fn.countAll<string | number>().as('n')).whereRef('li.purchase_order_id', '=', 'po.id').as('item_count'),
    ])
    .where('po.order_id', 'in', ids.length > 0 ? ids : ['']);
  if (supplierId) poQuery = poQuery.where('po.supplier_company_id', '=', supplierId);
  const pos = await poQuery.orderBy('po.number').execute();

  return {
    count,
    results: rows.map((row) => {
      const mine = pos.filter((po) => po.order_id === row.id);
      return {
        id: row.id,
        number: row.number ?? '',
        status: row.status === 'pending_payment' ? 'placed' : row.status,
        project: { id: row.project_id, name: row.project_name },
        suppliers: mine.map((po) => ({ id: po.id, name: po.name })),
        currency: row.currency,
        total_cents: Number(row.total_cents ?? 0),
        terms_pending: row.terms_pending === 1,
        purchase_order_count: mine.length,
        item_count: mine.reduce((sum, po) => sum + Number(po.item_count ?? 0), 0),
        created_at: row.created_at,
        placed_at: row.placed_at ?? row.created_at,
        updated_at: row.updated_at,
      };
    }),
  };
}

/** Counts per status and the projects and suppliers present in the viewer's orders. */
export async function orderMetadata(db: Executor, viewer: Viewer, filters: OrderFilters) {
  const byStatus = await scopedOrders(db, viewer, filters)
    .select((eb) => ['o.status', eb.fn.countAll<string | number>().as('n')])
    .groupBy('o.status')
    .execute();
  const statusCounts: Record<OrderStatus, number> = { placed: 0, in_progress: 0, completed: 0, cancelled: 0 };
  for (const row of byStatus) if (row.status !== 'pending_payment') statusCounts[row.status as OrderStatus] = Number(row.n);

  // Filter values come from every order of the viewer, so choosing one filter never hides the others' choices.
  const projects = await scopedOrders(db, viewer, {})
    .select(['p.id', 'p.name'])
    .distinct()
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  let suppliersQuery = scopedOrders(db, viewer, {})
    .innerJoin('purchase_orders as po', 'po.order_id', 'o.id')
    .innerJoin('companies as c', 'c.id', 'po.supplier_company_id')
    .select(['c.id', 'c.name'])
    .distinct();
  if (viewer.kind === 'supplier') suppliersQuery = suppliersQuery.where('c.id', '=', viewer.companyId);
  const suppliers = await suppliersQuery.orderBy('c.name').orderBy('c.id').execute();
  return {
    count: Object.values(statusCounts).reduce((sum, n) => sum + n, 0),
    status_counts: statusCounts,
    projects,
    suppliers,
  };
}

/** Paging and filters of the purchase-order list. */
export interface PurchaseOrderListFilters {
  limit: number;
  offset: number;
  status?: PurchaseOrderStatus | undefined;
  delivery_from?: string | undefined;
  delivery_to?: string | undefined;
  awaiting_receipt?: boolean | undefined;
  awaiting?: 'supplier' | 'builder' | undefined;
  placed_from?: string | undefined;
  placed_to?: string | undefined;
  search?: string | undefined;
}

/** The day a line is due: the one agreed with the supplier, else the one the builder asked for. */
const DUE_DAY = sql<string | null>`coalesce(d.confirmed_delivery_date, d.requested_delivery_date)`;

/** Lines shipped (or marked delivered) of which part is still to count on site. */
const AWAITING_RECEIPT = sql<boolean>`d.status in ('shipped', 'delivered') and coalesce(d.quantity_received, 0) < d.quantity`;

/** Lines with new terms (a price or a date) the builder has not answered yet. */
const TERMS_PROPOSED = sql<boolean>`(d.proposed_unit_price_cents is not null or d.proposed_delivery_date is not null)`;

/** Lines the supplier has not answered: pending, with no new terms proposed. */
const AWAITING_SUPPLIER = sql<boolean>`d.status = 'pending' and d.proposed_unit_price_cents is null and d.proposed_delivery_date is null`;

/**
 * One page of the viewer's purchase orders (a supplier's incoming ones, a buyer's company's),
 * newest first; those awaiting receipt by their earliest outstanding day instead.
 */
export async function listPurchaseOrderIds(
  db: Executor,
  viewer: Viewer,
  query: PurchaseOrderListFilters,
): Promise<{ count: number; ids: string[] }> {
  let base = db.selectFrom('purchase_orders as po').innerJoin('orders as o', 'o.id', 'po.order_id').where('o.placed_at', 'is not', null);
  base = viewer.kind === 'supplier' ? base.where('po.supplier_company_id', '=', viewer.companyId) : base.where('o.company_id', '=', viewer.companyId);
  if (query.status) base = base.where('po.status', '=', query.status);
  const { delivery_from: from, delivery_to: to } = query;
  if (from || to) {
    base = base.where((eb) => {
      let lines = eb
        .selectFrom('order_line_items as d')
        .select('d.id')
        .whereRef('d.purchase_order_id', '=', 'po.id')
        .where('d.status', 'in', ['pending', 'confirmed', 'backordered', 'shipped']);
      // The day agreed with the supplier, else the day the builder asked for.
      if (from) lines = lines.where(DUE_DAY, '>=', from);
      if (to) lines = lines.where(DUE_DAY, '<=', to);
      return eb.exists(lines);
    });
  }
  if (query.awaiting_receipt) {
    base = base.where((eb) => eb.exists(eb.selectFrom('order_line_items as d').select('d.id').whereRef('d.purchase_order_id', '=', 'po.id').where(AWAITING_RECEIPT)));
  }
  if (query.awaiting) {
    // Apart, never both: a purchase order waits for the builder only once the supplier answered every line.
    const someLine = (condition: typeof TERMS_PROPOSED) => sql<boolean>`exists (select 1 from order_line_items d where d.purchase_order_id = po.id and ${condition})`;
    base =
      query.awaiting === 'supplier'
        ? base.where(someLine(AWAITING_SUPPLIER))
        : base.where(someLine(TERMS_PROPOSED)).where(sql<boolean>`not ${someLine(AWAITING_SUPPLIER)}`);
  }
  // placed_at is an ISO timestamp in UTC: a day's bounds compare as text on both databases.
  if (query.placed_from) base = base.where('o.placed_at', '>=', `${query.placed_from}T00:00:00`);
  if (query.placed_to) base = base.where('o.placed_at', '<=', `${query.placed_to}T23:59:59.999Z`);
  if (query.search) {
    const text = query.search;
    base = base.where((eb) => eb.or([containsText('po.number', text), containsText('o.number', text)]));
  }
  const count = await countRows(base);
  let page = base.select('po.id');
  if (query.awaiting_receipt) {
    // Overdue first, then by date: the earliest day among the lines still to count, undated last.
    const firstDue = sql<string | null>`(select min(${DUE_DAY}) from order_line_items d where d.purchase_order_id = po.id and ${AWAITING_RECEIPT})`;
    page = page.orderBy(sql`case when ${firstDue} is null then 1 else 0 end`).orderBy(firstDue);
  }
  const rows = await page.orderBy('o.placed_at', 'desc').orderBy('po.number', 'desc').limit(query.limit).offset(query.offset).execute();
  return { count, ids: rows.map((row) => row.id) };
}
