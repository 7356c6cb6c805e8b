import type { InvoiceExportFormat, InvoiceExportKind } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Auth } from '../../plugins/sessions';
import { recordCompanyAction } from '../company/company-audit';
import { MANAGING_ROLES, requireCompanyRole } from '../company/company-roles';
import type { CompanyMemberAuth } from '../company/company-roles';
import { findAccountCodes } from './account-codes.repository';
import { INVOICE_ROLE_NEEDED } from './invoice-access';
import { accountOfProduct, defaultAccountOf, exportAccountsOf } from './invoice-export-accounts';
import { invoicesCsv } from './invoice-export-csv';
import type { ExportedInvoice } from './invoice-export-csv';
import { exportPayments } from './invoice-export-payments';
import { billsToExport, categoryParents, orderedLinePlaces } from './invoice-export.repository';
import { utcDay } from './invoice-terms';
import { invoiceLines, moveInvoice, namesFor, recordInvoiceEvent, updateInvoiceIn } from './invoices.repository';

/** Dependencies of the exports; `now` is for tests. */
export interface ExportDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** The program's name as the invoices' history says it. */
const programName = (format: InvoiceExportFormat) => (format === 'xero' ? 'Xero' : 'QuickBooks Online');

/**
 * The bookkeeping export (decision 0610), for owners and admins of the buying company: the bills
 * file, or the payments file of bills paid since (invoice-export-payments.ts).
 */
export async function exportInvoices(deps: ExportDeps, auth: Auth, request: { format: InvoiceExportFormat; kind: InvoiceExportKind }): Promise<{ csv: string; fileName: string }> {
  const actor = requireCompanyRole(auth, MANAGING_ROLES, INVOICE_ROLE_NEEDED.export);
  const at = deps.now();
  const csv = request.kind === 'payments' ? await exportPayments(deps, actor, request.format, at) : await exportBills(deps, actor, request.format, at);
  // The bills file keeps its name of before the payments file existed: bookkeepers' folders know it.
  return { csv, fileName: `${request.kind === 'payments' ? 'payments' : 'invoices'}-${request.format}-${utcDay(at)}.csv` };
}

/**
 * The bills file: every approved or exported invoice of the company that is not paid yet, and
 * every paid one never exported (settled on the credit terms as it was approved), as Xero or
 * QuickBooks Online bills; the approved ones become exported in the same transaction, the paid
 * ones stay paid and are marked exported. Exported ones not paid are written again on every
 * export, so a file that was lost costs nothing but a second look. Each line is booked to its
 * product's category's account (the company's table), freight and tax to its default.
 */
async function exportBills({ db }: ExportDeps, actor: CompanyMemberAuth, format: InvoiceExportFormat, at: Date): Promise<string> {
  const invoices = await db.transaction().execute(async (trx) => {
    const rows = await billsToExport(trx, actor.companyId);
    const exportedNow: string[] = [];
    const paidMeanwhile = new Set<string>();
    for (const row of rows.filter((candidate) => candidate.status === 'approved')) {
      // An invoice paid meanwhile stays paid, and out of this file.
      if (!(await moveInvoice(trx, row.id, 'approved', { status: 'exported', exported_at: at.toISOString(), updated_at: at.toISOString() }))) {
        paidMeanwhile.add(row.id);
        continue;
      }
      await recordInvoiceEvent(trx, { invoice_id: row.id, from_status: 'approved', to_status: 'exported', actor_user_id: actor.userId, note: `Exported for ${programName(format)}.`, created_at: at.toISOString() });
      exportedNow.push(row.number);
    }
    for (const row of rows.filter((candidate) => candidate.status === 'paid')) {
      await updateInvoiceIn(trx, row.id, 'paid', { exported_at: at.toISOString(), updated_at: at.toISOString() });
      exportedNow.push(row.number);
    }
    if (exportedNow.length) {
      await recordCompanyAction(trx, { companyId: actor.companyId, actorUserId: actor.userId, action: 'invoice.export', subjectType: 'company', subjectId: actor.companyId, before: { status: 'approved' }, after: { status: 'exported', kind: 'bills', format, invoices: exportedNow } });
    }
    const included = rows.filter((row) => !paidMeanwhile.has(row.id));
    const [names, lines, codes, parents] = await Promise.all([namesFor(trx, included), invoiceLines(trx, included.map((row) => row.id)), findAccountCodes(trx, actor.companyId), categoryParents(trx)]);
    const table = exportAccountsOf(codes);
    const ordered = await orderedLinePlaces(trx, lines.flatMap((line) => (line.line_item_id ? [line.line_item_id] : [])));
    const defaultAccount = defaultAccountOf(table);
    return included.map(
      (row): ExportedInvoice => ({
        number: row.number,
        supplier_name: names.company.get(row.supplier_company_id) ?? '',
        invoice_date: row.invoice_date,
        due_date: row.due_date,
        net_terms_days: row.net_terms_days,
        currency: row.currency,
        total_cents: row.total_cents,
        tax_cents: row.tax_cents,
        freight_cents: row.freight_cents,
        purchase_order_number: names.purchaseOrder.get(row.purchase_order_id) ?? '',
        project_name: names.project.get(row.project_id) ?? '',
        default_account: defaultAccount,
        lines: lines
          .filter((line) => line.invoice_id === row.id)
          .map((line) => {
            // A line the purchase order does not have has no product, so no category: the default account.
            const orderedLine = line.line_item_id ? ordered.get(line.line_item_id) : undefined;
            return {
              description: line.description,
              sku: orderedLine?.sku ?? null,
              quantity: line.quantity,
              unit_price_cents: line.unit_price_cents,
              amount_cents: line.amount_cents,
              account: accountOfProduct(orderedLine?.place, parents, table),
            };
          }),
      }),
    );
  });
  return invoicesCsv(format, invoices);
}
