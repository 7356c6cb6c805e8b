import { randomUUID } from 'node:crypto';
import type { InvoiceTolerances, InvoiceToleranceValues } from '@marketplace/contracts';
import type { InvoiceTolerancesTable } from '../../db/invoicing-schema';
import type { Executor } from '../../db/schema';
import type { IsoTime } from '../../lib/time';

/**
 * What a company that never set its tolerances has (decision 0610): a unit price up to 2% over
 * the purchase order's and at most $50 over on the line; goods and freight up to 2% and at most
 * $50 over the purchase order's value; and no quantity over what the site counted.
 */
export const DEFAULT_INVOICE_TOLERANCES: InvoiceToleranceValues = {
  price_basis_points: 200,
  price_amount_cents: 5_000,
  quantity_basis_points: 0,
  quantity_units: 0,
  total_basis_points: 200,
  total_amount_cents: 5_000,
};

/** A row's tolerances (PostgreSQL answers bigint columns as text). */
function valuesOf(row: InvoiceTolerancesTable): InvoiceToleranceValues {
  return {
    price_basis_points: Number(row.price_basis_points),
    price_amount_cents: Number(row.price_amount_cents),
    quantity_basis_points: Number(row.quantity_basis_points),
    quantity_units: Number(row.quantity_units),
    total_basis_points: Number(row.total_basis_points),
    total_amount_cents: Number(row.total_amount_cents),
  };
}

/** The company's tolerances and every supplier's own, by supplier name, and whether matched invoices are approved automatically; the defaults when it set none. */
export async function findInvoiceTolerances(db: Executor, companyId: string): Promise<InvoiceTolerances> {
  const automation = await db.selectFrom('invoice_automation').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  const rows = await db
    .selectFrom('invoice_tolerances as t')
    .leftJoin('companies as c', 'c.id', 't.supplier_company_id')
    .selectAll('t')
    .select('c.name as supplier_name')
    .where('t.company_id', '=', companyId)
    .orderBy('c.name')
    .orderBy('t.id')
    .execute();
  const own = rows.find((row) => row.supplier_company_id === null);
  return {
    defaults: own ? valuesOf(own) : { ...DEFAULT_INVOICE_TOLERANCES },
    suppliers: rows.filter((row) => row.supplier_company_id !== null).map((row) => ({ supplier_company_id: row.supplier_company_id!, supplier_name: row.supplier_name ?? '', ...valuesOf(row) })),
    auto_approve_matched: Number(automation?.auto_approve_matched ?? 0) === 1,
    updated_at: [...rows, ...(automation ? [automation] : [])].reduce<IsoTime | null>((latest, row) => (latest === null || row.updated_at > latest ? row.updated_at : latest), null),
  };
}

/** Whether the company approves an invoice that matched at once, with no one deciding; no row: it never said so. */
export async function autoApprovesMatched(db: Executor, companyId: string): Promise<boolean> {
  const row = await db.selectFrom('invoice_automation').select('auto_approve_matched').where('company_id', '=', companyId).executeTakeFirst();
  return Number(row?.auto_approve_matched ?? 0) === 1;
}

/** Keeps whether the company approves matched invoices automatically. */
export async function saveInvoiceAutomation(db: Executor, companyId: string, autoApproveMatched: boolean, at: IsoTime): Promise<void> {
  const values = { auto_approve_matched: autoApproveMatched ? 1 : 0, updated_at: at };
  await db
    .insertInto('invoice_automation')
    .values({ company_id: companyId, ...values })
    .onConflict((conflict) => conflict.column('company_id').doUpdateSet(values))
    .execute();
}

/** The tolerances a match of this supplier's invoice applies: the supplier's own, else the company's, else the defaults. */
export async function tolerancesFor(db: Executor, companyId: string, supplierCompanyId: string): Promise<InvoiceToleranceValues> {
  const rows = await db
    .selectFrom('invoice_tolerances')
    .selectAll()
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('supplier_company_id', 'is', null), eb('supplier_company_id', '=', supplierCompanyId)]))
    .execute();
  const row = rows.find((candidate) => candidate.supplier_company_id === supplierCompanyId) ?? rows.find((candidate) => candidate.supplier_company_id === null);
  return row ? valuesOf(row) : { ...DEFAULT_INVOICE_TOLERANCES };
}

/** Replaces the company's tolerances and every supplier's own. */
export async function replaceInvoiceTolerances(
  db: Executor,
  companyId: string,
  tolerances: { defaults: InvoiceToleranceValues; suppliers: readonly (InvoiceToleranceValues & { supplier_company_id: string })[] },
  at: IsoTime,
): Promise<void> {
  await db.deleteFrom('invoice_tolerances').where('company_id', '=', companyId).execute();
  const rows = [{ supplier_company_id: null, ...tolerances.defaults }, ...tolerances.suppliers].map(({ supplier_company_id, ...values }) => ({
    id: randomUUID(),
    company_id: companyId,
    supplier_company_id,
    price_basis_points: values.price_basis_points,
    price_amount_cents: values.price_amount_cents,
    quantity_basis_points: values.quantity_basis_points,
    quantity_units: values.quantity_units,
    total_basis_points: values.total_basis_points,
    total_amount_cents: values.total_amount_cents,
    updated_at: at,
  }));
  await db.insertInto('invoice_tolerances').values(rows).execute();
}
