import { randomUUID } from 'node:crypto';
import type { InvoiceStatus } from '@marketplace/contracts';
import { sql } from 'kysely';
import type { InvoiceEventsTable, InvoiceLinesTable, InvoicesTable } from '../../db/invoicing-schema';
import type { Database, Executor } from '../../db/schema';
import { countRows } from '../../db/count-rows';
import { dialectOf } from '../../db/dialect';
import type { IsoTime } from '../../lib/time';
import type { OrderedLine } from './three-way-match';

/** Whose invoices a list or a read may reach: the buying company's, or the supplier's. */
export type InvoiceScope = { side: 'buyer'; companyId: string } | { side: 'supplier'; companyId: string };

/** A stored invoice, its amounts read as numbers (PostgreSQL answers bigint columns as text). */
export function invoiceFromRow(row: InvoicesTable): InvoicesTable {
  return {
    ...row,
    subtotal_cents: Number(row.subtotal_cents),
    tax_cents: Number(row.tax_cents),
    freight_cents: Number(row.freight_cents),
    total_cents: Number(row.total_cents),
    expected_cents: Number(row.expected_cents),
    total_variance_cents: Number(row.total_variance_cents),
    total_within_tolerance: Number(row.total_within_tolerance),
    net_terms_days: Number(row.net_terms_days),
    attachment_size_bytes: row.attachment_size_bytes === null ? null : Number(row.attachment_size_bytes),
  };
}

function lineFromRow(row: InvoiceLinesTable): InvoiceLinesTable {
  const orNull = (value: number | null) => (value === null ? null : Number(value));
  return {
    ...row,
    position: Number(row.position),
    quantity: Number(row.quantity),
    unit_price_cents: Number(row.unit_price_cents),
    amount_cents: Number(row.amount_cents),
    billable_quantity: orNull(row.billable_quantity),
    po_unit_price_cents: orNull(row.po_unit_price_cents),
    quantity_variance: orNull(row.quantity_variance),
    price_variance_cents: orNull(row.price_variance_cents),
    disputed: Number(row.disputed),
  };
}

/** An invoice within the scope, or undefined: another company's invoice is as absent as a missing one. */
export async function findInvoice(db: Executor, scope: InvoiceScope, id: string): Promise<InvoicesTable | undefined> {
  const row = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', id)
    .where(scope.side === 'buyer' ? 'buyer_company_id' : 'supplier_company_id', '=', scope.companyId)
    .executeTakeFirst();
  return row && invoiceFromRow(row);
}

/** The supplier's invoice of this number, whatever its case, if it issued one. */
export async function findInvoiceByNumber(db: Executor, supplierCompanyId: string, number: string): Promise<InvoicesTable | undefined> {
  const row = await db
    .selectFrom('invoices')
    .selectAll()
    .where('supplier_company_id', '=', supplierCompanyId)
    .where(sql<string>`lower(number)`, '=', number.toLowerCase())
    .executeTakeFirst();
  return row && invoiceFromRow(row);
}

/** The invoice that replaced this one, if any. */
export async function findReplacement(db: Executor, invoiceId: string): Promise<string | null> {
  const row = await db.selectFrom('invoices').select('id').where('replaces_invoice_id', '=', invoiceId).executeTakeFirst();
  return row?.id ?? null;
}

export async function invoiceLines(db: Executor, invoiceIds: readonly string[]): Promise<InvoiceLinesTable[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await db.selectFrom('invoice_lines').selectAll().where('invoice_id', 'in', invoiceIds).orderBy('invoice_id').orderBy('position').execute();
  return rows.map(lineFromRow);
}

/**
 * Takes the purchase order's invoicing lock for the rest of the transaction on PostgreSQL (SQLite
 * runs one write transaction at a time): two invoices of one purchase order are matched one after
 * the other, so the second sees what the first billed.
 */
export async function lockPurchaseOrderInvoicing(db: Executor, purchaseOrderId: string): Promise<void> {
  if (dialectOf<Database>(db) === 'postgres') await db.selectFrom('purchase_orders').select('id').where('id', '=', purchaseOrderId).forUpdate().execute();
}

/**
 * What the match needs of a purchase order: its lines with what was received and what invoices
 * that are not void billed already. Matching an invoice again, `billedBefore` is that invoice:
 * only invoices issued before it count, as when it arrived, so it never counts its own lines, nor
 * a later invoice that billed the same goods while it waited for them.
 */
export async function purchaseOrderForMatching(db: Executor, purchaseOrderId: string, billedBefore?: Pick<InvoicesTable, 'id' | 'created_at'>) {
  const po = await db
    .selectFrom('purchase_orders as po')
    .innerJoin('orders as o', 'o.id', 'po.order_id')
    .select(['po.id', 'po.number', 'po.order_id', 'po.status', 'po.currency', 'po.supplier_company_id', 'o.company_id as buyer_company_id', 'o.project_id', 'o.payment_method', 'o.number as order_number'])
    .where('po.id', '=', purchaseOrderId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('order_line_items as li')
    .select(['li.id', 'li.quantity', 'li.unit_price_cents', 'li.quantity_received', 'li.unit_of_measure', 'li.status', 'li.sku', 'li.shortage_settled_at'])
    .select((eb) => {
      let billed = eb
        .selectFrom('invoice_lines as il')
        .innerJoin('invoices as i', 'i.id', 'il.invoice_id')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number | string>('il.quantity'), sql<number>`0`).as('billed'))
        .whereRef('il.line_item_id', '=', 'li.id')
        .where('i.status', '<>', 'void');
      if (billedBefore) {
        // Issued before it: earlier, or at the same moment with a smaller id, so two of one moment still take turns.
        billed = billed.where((inner) => inner.or([inner('i.created_at', '<', billedBefore.created_at), inner.and([inner('i.created_at', '=', billedBefore.created_at), inner('i.id', '<', billedBefore.id)])]));
      }
      return billed.as('already_invoiced');
    })
    .where('li.purchase_order_id', '=', purchaseOrderId)
    .orderBy('li.position')
    .orderBy('li.id')
    .execute();
  const ordered = new Map<string, OrderedLine & { sku: string; shortage_settled_at: string | null }>(
    lines.map((line) => [
      line.id,
      {
        id: line.id,
        sku: line.sku,
        shortage_settled_at: line.shortage_settled_at,
        quantity: Number(line.quantity),
        unit_price_cents: Number(line.unit_price_cents),
        quantity_received: line.quantity_received === null ? null : Number(line.quantity_received),
        unit_of_measure: line.unit_of_measure,
        status: line.status,
        already_invoiced: Number(line.already_invoiced ?? 0),
      },
    ]),
  );
  return { po, ordered };
}

/** The purchase order's invoices that are exceptions, oldest first: what late goods may make match. */
export async function exceptionInvoicesOf(db: Executor, purchaseOrderId: string): Promise<InvoicesTable[]> {
  const rows = await db.selectFrom('invoices').selectAll().where('purchase_order_id', '=', purchaseOrderId).where('status', '=', 'exception').orderBy('created_at').orderBy('id').execute();
  return rows.map(invoiceFromRow);
}

/** What a line's match found, as a line keeps it. */
export type LineFindings = Pick<InvoiceLinesTable, 'match_status' | 'billable_quantity' | 'po_unit_price_cents' | 'quantity_variance' | 'price_variance_cents' | 'match_message'>;

/** Replaces what the match found of one invoice line (matched again). */
export async function updateLineFindings(db: Executor, lineId: string, findings: LineFindings): Promise<void> {
  await db.updateTable('invoice_lines').set(findings).where('id', '=', lineId).execute();
}

export async function insertInvoice(db: Executor, invoice: InvoicesTable, lines: readonly InvoiceLinesTable[]): Promise<void> {
  await db.insertInto('invoices').values(invoice).execute();
  if (lines.length) await db.insertInto('invoice_lines').values([...lines]).execute();
}

/**
 * Moves an invoice from one status to another only if it is still in the first: of two people
 * acting at once, exactly one moves it. Answers whether this call did.
 */
export async function moveInvoice(db: Executor, id: string, from: InvoiceStatus, changes: Partial<InvoicesTable> & { status: InvoiceStatus; updated_at: IsoTime }): Promise<boolean> {
  const result = await db.updateTable('invoices').set(changes).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Changes an invoice's other fields (a dispute's answer, its file) while it stays in `status`. */
export async function updateInvoiceIn(db: Executor, id: string, status: InvoiceStatus, changes: Partial<InvoicesTable> & { updated_at: IsoTime }): Promise<boolean> {
  const result = await db.updateTable('invoices').set(changes).where('id', '=', id).where('status', '=', status).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markLinesDisputed(db: Executor, invoiceId: string, lineIds: readonly string[]): Promise<number> {
  if (lineIds.length === 0) return 0;
  const result = await db.updateTable('invoice_lines').set({ disputed: 1 }).where('invoice_id', '=', invoiceId).where('id', 'in', lineIds).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Records a status move (or an answer within one) of an invoice. */
export async function recordInvoiceEvent(db: Executor, event: Omit<InvoiceEventsTable, 'id' | 'sequence'>): Promise<void> {
  // Called after the move that locks the invoice's row, so the next number is this writer's.
  const last = await db.selectFrom('invoice_events').select((eb) => eb.fn.max('sequence').as('n')).where('invoice_id', '=', event.invoice_id).executeTakeFirst();
  await db
    .insertInto('invoice_events')
    .values({ id: randomUUID(), sequence: Number(last?.n ?? 0) + 1, ...event })
    .execute();
}

/** An invoice's history, oldest first, with who acted. */
export async function invoiceEvents(db: Executor, invoiceId: string) {
  return db
    .selectFrom('invoice_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_user_id')
    .select(['e.from_status', 'e.to_status', 'e.note', 'e.created_at', 'e.actor_user_id', 'u.first_name', 'u.last_name'])
    .where('e.invoice_id', '=', invoiceId)
    .orderBy('e.sequence')
    .execute();
}

/** The list's filters: a status, `open` (neither paid nor void), a purchase order. */
export interface InvoiceListFilters {
  status?: InvoiceStatus | 'open' | undefined;
  purchase_order_id?: string | undefined;
  limit: number;
  offset: number;
}

/** A page of the scope's invoices, newest first, and how many there are. */
export async function listInvoices(db: Executor, scope: InvoiceScope, filters: InvoiceListFilters): Promise<{ count: number; rows: InvoicesTable[] }> {
  let base = db.selectFrom('invoices as i').where(scope.side === 'buyer' ? 'i.buyer_company_id' : 'i.supplier_company_id', '=', scope.companyId);
  if (filters.status === 'open') base = base.where('i.status', 'not in', ['paid', 'void']);
  else if (filters.status) base = base.where('i.status', '=', filters.status);
  if (filters.purchase_order_id) base = base.where('i.purchase_order_id', '=', filters.purchase_order_id);
  const [rows, count] = await Promise.all([base.selectAll('i').orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(filters.limit).offset(filters.offset).execute(), countRows(base)]);
  return { count, rows: rows.map(invoiceFromRow) };
}

/** What an invoice shows beside its own fields: numbers of its purchase order and order, and names. */
export async function namesFor(db: Executor, rows: readonly InvoicesTable[]) {
  const ids = (pick: (row: InvoicesTable) => string) => [...new Set(rows.map(pick))];
  const companyIds = [...new Set(rows.flatMap((row) => [row.buyer_company_id, row.supplier_company_id]))];
  const [companies, projects, purchaseOrders, orders, exceptions] = await Promise.all([
    companyIds.length ? db.selectFrom('companies').select(['id', 'name']).where('id', 'in', companyIds).execute() : [],
    rows.length ? db.selectFrom('projects').select(['id', 'name']).where('id', 'in', ids((row) => row.project_id)).execute() : [],
    rows.length ? db.selectFrom('purchase_orders').select(['id', 'number']).where('id', 'in', ids((row) => row.purchase_order_id)).execute() : [],
    rows.length ? db.selectFrom('orders').select(['id', 'number']).where('id', 'in', ids((row) => row.order_id)).execute() : [],
    rows.length
      ? db
          .selectFrom('invoice_lines')
          .select(['invoice_id', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('invoice_id', 'in', ids((row) => row.id))
          .where('match_status', 'not in', ['matched', 'within_tolerance'])
          .groupBy('invoice_id')
          .execute()
      : [],
  ]);
  return {
    company: new Map(companies.map((row) => [row.id, row.name])),
    project: new Map(projects.map((row) => [row.id, row.name])),
    purchaseOrder: new Map(purchaseOrders.map((row) => [row.id, row.number ?? ''])),
    order: new Map(orders.map((row) => [row.id, row.number ?? ''])),
    exceptions: new Map(exceptions.map((row) => [row.invoice_id, Number(row.n)])),
  };
}

/** People's names by id, as "First Last". */
export async function userNames(db: Executor, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, `${row.first_name} ${row.last_name}`.trim()]));
}

/** The email addresses of a buying company's owners and admins: who hears of invoices. */
export async function companyLeadEmails(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('company_id', '=', companyId).where('user_type', '=', 'builder').where('company_role', 'in', ['owner', 'admin']).orderBy('email').execute();
  return rows.map((row) => row.email);
}

