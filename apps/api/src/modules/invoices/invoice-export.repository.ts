import type { InvoicesTable } from '../../db/invoicing-schema';
import type { Executor } from '../../db/schema';
import type { IsoTime } from '../../lib/time';
import type { ProductPlace } from './invoice-export-accounts';
import { invoiceFromRow } from './invoices.repository';

/** The buying company's invoices the bills file holds: approved or exported and not paid, and paid ones never exported; oldest first. */
export async function billsToExport(db: Executor, companyId: string): Promise<InvoicesTable[]> {
  const rows = await db
    .selectFrom('invoices')
    .selectAll()
    .where('buyer_company_id', '=', companyId)
    .where((eb) => eb.or([eb('status', 'in', ['approved', 'exported']), eb.and([eb('status', '=', 'paid'), eb('exported_at', 'is', null)])]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(invoiceFromRow);
}

/**
 * The buying company's paid invoices whose payment no file carried yet, and whose bill one did
 * (a payment is recorded against a bill the books already have); oldest paid first. Each with its
 * order's payment method (credit: settled on the marketplace's terms) and the note of its payment.
 */
export async function paymentsToExport(db: Executor, companyId: string) {
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .selectAll('i')
    .select('o.payment_method')
    .select((eb) =>
      eb
        .selectFrom('invoice_events as e')
        .select('e.note')
        .whereRef('e.invoice_id', '=', 'i.id')
        .where('e.to_status', '=', 'paid')
        .orderBy('e.sequence', 'desc')
        .limit(1)
        .as('payment_note'),
    )
    .where('i.buyer_company_id', '=', companyId)
    .where('i.status', '=', 'paid')
    .where('i.payment_exported_at', 'is', null)
    .where('i.exported_at', 'is not', null)
    .orderBy('i.paid_at')
    .orderBy('i.id')
    .execute();
  return rows.map(({ payment_method, payment_note, ...invoice }) => ({ invoice: invoiceFromRow(invoice), paymentMethod: payment_method, paymentNote: payment_note ?? null }));
}

/** Marks a paid invoice's payment exported, unless a file carried it meanwhile; answers whether this call did. */
export async function markPaymentExported(db: Executor, invoiceId: string, at: IsoTime): Promise<boolean> {
  const result = await db.updateTable('invoices').set({ payment_exported_at: at, updated_at: at }).where('id', '=', invoiceId).where('status', '=', 'paid').where('payment_exported_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Of these purchase-order lines: the SKU and where the product sits in the catalogue (unknown if it left it). */
export async function orderedLinePlaces(db: Executor, lineItemIds: readonly string[]): Promise<Map<string, { sku: string; place: ProductPlace | undefined }>> {
  if (lineItemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_line_items as li')
    .leftJoin('products as p', 'p.id', 'li.product_id')
    .select(['li.id', 'li.sku', 'p.category_id', 'p.sub_category_id'])
    .where('li.id', 'in', [...new Set(lineItemIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, { sku: row.sku, place: row.category_id ? { category_id: row.category_id, sub_category_id: row.sub_category_id ?? null } : undefined }]));
}

/** Every category's parent: the catalogue has a few hundred at most, read at once. */
export async function categoryParents(db: Executor): Promise<Map<string, string | null>> {
  const rows = await db.selectFrom('categories').select(['id', 'parent_id']).execute();
  return new Map(rows.map((row) => [row.id, row.parent_id]));
}
