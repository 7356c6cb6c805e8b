import type { InvoiceExportFormat } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordCompanyAction } from '../company/company-audit';
import type { CompanyMemberAuth } from '../company/company-roles';
import { findAccountCodes } from './account-codes.repository';
import { paymentsCsv } from './invoice-export-payments-csv';
import type { ExportedPayment } from './invoice-export-payments-csv';
import { markPaymentExported, paymentsToExport } from './invoice-export.repository';
import { namesFor } from './invoices.repository';

/** The reference of a payment the marketplace made on the company's credit terms. */
export const CREDIT_TERMS_REFERENCE = 'Credit terms';
/** The reference of a payment the company marked without a note (paid by card, matched with its statement). */
export const MARKED_PAID_REFERENCE = 'Marked paid';

/**
 * The payments file (decision 0610): every paid invoice of the company whose payment no file
 * carried yet, once, so the bookkeeping program can settle the bill it already has. Only bills
 * already exported: a paid invoice never exported waits for the next bills file, which carries it,
 * since a payment of a bill the program does not know would be refused, and then never sent
 * again. Each is marked `payment_exported_at` in the same transaction; statuses do not change. A
 * payment is dated the UTC day the invoice was marked paid (or settled on approval); one settled
 * on the marketplace's credit terms reads "Credit terms", one marked paid the payer's note, or
 * "Marked paid". Every payment is booked from the company's paying account (its account codes;
 * each program's standard bank account until it names one).
 */
export async function exportPayments({ db }: { db: Kysely<Database> }, actor: CompanyMemberAuth, format: InvoiceExportFormat, at: Date): Promise<string> {
  const { payments, account } = await db.transaction().execute(async (trx) => {
    const candidates = await paymentsToExport(trx, actor.companyId);
    const exported: typeof candidates = [];
    for (const candidate of candidates) {
      // Another export at the same moment took it: it goes out in that file, not twice.
      if (await markPaymentExported(trx, candidate.invoice.id, at.toISOString())) exported.push(candidate);
    }
    if (exported.length) {
      await recordCompanyAction(trx, {
        companyId: actor.companyId,
        actorUserId: actor.userId,
        action: 'invoice.export',
        subjectType: 'company',
        subjectId: actor.companyId,
        before: { payment_exported: false },
        after: { payment_exported: true, kind: 'payments', format, invoices: exported.map(({ invoice }) => invoice.number) },
      });
    }
    const names = await namesFor(
      trx,
      exported.map(({ invoice }) => invoice),
    );
    const booked = exported.map(
      ({ invoice, paymentMethod, paymentNote }): ExportedPayment => ({
        number: invoice.number,
        supplier_name: names.company.get(invoice.supplier_company_id) ?? '',
        // Stored as a UTC ISO time: its first ten characters are the UTC day.
        paid_on: (invoice.paid_at ?? at.toISOString()).slice(0, 10),
        amount_cents: invoice.total_cents,
        currency: invoice.currency,
        reference: paymentMethod === 'credit' ? CREDIT_TERMS_REFERENCE : (paymentNote ?? MARKED_PAID_REFERENCE),
        purchase_order_number: names.purchaseOrder.get(invoice.purchase_order_id) ?? '',
      }),
    );
    return { payments: booked, account: (await findAccountCodes(trx, actor.companyId)).payment_account };
  });
  return paymentsCsv(format, payments, account);
}
