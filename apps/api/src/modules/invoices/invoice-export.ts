import type { InvoiceExportFormat } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Auth } from '../../plugins/sessions';
import { recordCompanyAction } from '../company/company-audit';
import { MANAGING_ROLES, requireCompanyRole } from '../company/company-roles';
import { INVOICE_ROLE_NEEDED } from './invoice-access';
import { invoicesCsv } from './invoice-export-csv';
import type { ExportedInvoice } from './invoice-export-csv';
import { utcDay } from './invoice-terms';
import { invoiceFromRow, invoiceLines, moveInvoice, namesFor, recordInvoiceEvent, updateInvoiceIn } from './invoices.repository';

/**
 * The bookkeeping export (decision 0610): every approved or exported invoice of the caller's
 * builder company that is not paid yet, and every paid one never exported (settled on the credit
 * terms as it was approved), as Xero or QuickBooks Online bills; the approved ones become exported
 * in the same transaction, the paid ones stay paid and are marked exported. Exported ones not paid
 * are written again on every export, so a file that was lost costs nothing but a second look.
 */
export async function exportInvoices({ db, now }: { db: Kysely<Database>; now: () => Date }, auth: Auth, format: InvoiceExportFormat): Promise<{ csv: string; fileName: string }> {
  const actor = requireCompanyRole(auth, MANAGING_ROLES, INVOICE_ROLE_NEEDED.export);
  const at = now();
  const invoices = await db.transaction().execute(async (trx) => {
    const rows = (
      await trx
        .selectFrom('invoices')
        .selectAll()
        .where('buyer_company_id', '=', actor.companyId)
        .where((eb) => eb.or([eb('status', 'in', ['approved', 'exported']), eb.and([eb('status', '=', 'paid'), eb('exported_at', 'is', null)])]))
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).map(invoiceFromRow);
    const exportedNow: string[] = [];
    const paidMeanwhile = new Set<string>();
    for (const row of rows.filter((candidate) => candidate.status === 'approved')) {
      // An invoice paid meanwhile stays paid, and out of this file.
      if (!(await moveInvoice(trx, row.id, 'approved', { status: 'exported', exported_at: at.toISOString(), updated_at: at.toISOString() }))) {
        paidMeanwhile.add(row.id);
        continue;
      }
      await recordInvoiceEvent(trx, { invoice_id: row.id, from_status: 'approved', to_status: 'exported', actor_user_id: actor.userId, note: `Exported for ${format === 'xero' ? 'Xero' : 'QuickBooks Online'}.`, created_at: at.toISOString() });
      exportedNow.push(row.number);
    }
    for (const row of rows.filter((candidate) => candidate.status === 'paid')) {
      await updateInvoiceIn(trx, row.id, 'paid', { exported_at: at.toISOString(), updated_at: at.toISOString() });
      exportedNow.push(row.number);
    }
    if (exportedNow.length) {
      await recordCompanyAction(trx, { companyId: actor.companyId, actorUserId: actor.userId, action: 'invoice.export', subjectType: 'company', subjectId: actor.companyId, before: { status: 'approved' }, after: { status: 'exported', format, invoices: exportedNow } });
    }
    const included = rows.filter((row) => !paidMeanwhile.has(row.id));
    const [names, lines, skus] = await Promise.all([
      namesFor(trx, included),
      invoiceLines(trx, included.map((row) => row.id)),
      included.length ? trx.selectFrom('order_line_items').select(['id', 'sku']).where('purchase_order_id', 'in', included.map((row) => row.purchase_order_id)).execute() : [],
    ]);
    const sku = new Map(skus.map((line) => [line.id, line.sku]));
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
        lines: lines
          .filter((line) => line.invoice_id === row.id)
          .map((line) => ({ description: line.description, sku: line.line_item_id ? (sku.get(line.line_item_id) ?? null) : null, quantity: line.quantity, unit_price_cents: line.unit_price_cents, amount_cents: line.amount_cents })),
      }),
    );
  });
  return { csv: invoicesCsv(format, invoices), fileName: `invoices-${format}-${utcDay(at)}.csv` };
}
