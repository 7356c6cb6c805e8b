import type { SupplierStatements } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Auth } from '../../plugins/sessions';
import { invoiceViewerOf, requireSupplier } from './invoice-access';
import { OPEN_INVOICE_STATUSES } from './invoice-status-rules';
import { utcDay } from './invoice-terms';
import { ageInvoices } from './statement-aging';

/**
 * A supplier's statements (decision 0610): per builder company and currency, what is billed and
 * neither paid nor void, how much of it is disputed, and how late it is by due date, as of
 * today (UTC) or the `now` a test gives.
 */
export async function supplierStatements({ db, now }: { db: Kysely<Database>; now: () => Date }, auth: Auth): Promise<SupplierStatements> {
  const supplier = requireSupplier(invoiceViewerOf(auth));
  const today = utcDay(now());
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('companies as c', 'c.id', 'i.buyer_company_id')
    .select(['i.buyer_company_id', 'c.name as buyer_name', 'i.currency', 'i.status', 'i.due_date', 'i.total_cents'])
    .where('i.supplier_company_id', '=', supplier.companyId)
    .where('i.status', 'in', OPEN_INVOICE_STATUSES)
    .orderBy('c.name')
    .orderBy('i.buyer_company_id')
    .orderBy('i.currency')
    .execute();
  const groups = new Map<string, { buyer: { id: string; name: string }; currency: string; invoices: { due_date: string; total_cents: number; status: string }[] }>();
  for (const row of rows) {
    const key = `${row.buyer_company_id} ${row.currency}`;
    const group = groups.get(key) ?? { buyer: { id: row.buyer_company_id, name: row.buyer_name }, currency: row.currency, invoices: [] };
    // PostgreSQL answers bigint columns as text.
    group.invoices.push({ due_date: row.due_date, total_cents: Number(row.total_cents), status: row.status });
    groups.set(key, group);
  }
  return {
    as_of: today,
    statements: [...groups.values()].map((group) => ({
      buyer_company: group.buyer,
      currency: group.currency,
      open_balance_cents: group.invoices.reduce((sum, invoice) => sum + invoice.total_cents, 0),
      disputed_cents: group.invoices.filter((invoice) => invoice.status === 'disputed').reduce((sum, invoice) => sum + invoice.total_cents, 0),
      invoice_count: group.invoices.length,
      aging: ageInvoices(group.invoices, today),
    })),
  };
}
