import { randomUUID } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type { invoiceCreateSchema } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import type { InvoiceLinesTable, InvoicesTable } from '../../db/invoicing-schema';
import type { Database, Executor } from '../../db/schema';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError, validationError } from '../../lib/app-error';
import { DAY_MS } from '../../lib/time';
import type { Auth } from '../../plugins/sessions';
import { findVisiblePurchaseOrder, viewerOf } from '../orders/order-access';
import { invoiceViewerOf, requireSupplier } from './invoice-access';
import { approveIfCompanySays } from './invoice-auto-approval';
import { invoiceArrivedEmail } from './invoice-emails';
import { lineFindingsOf } from './invoice-line-findings';
import { illegalMoveMessage, invoiceStands } from './invoice-status-rules';
import { dueDateOf, netTermsDays, utcDay } from './invoice-terms';
import { tolerancesFor } from './invoice-tolerances.repository';
import { invoiceFactsOf } from './invoice-view';
import { companyLeadEmails, findInvoice, findInvoiceByNumber, insertInvoice, lockPurchaseOrderInvoicing, moveInvoice, purchaseOrderForMatching, recordInvoiceEvent } from './invoices.repository';
import { matchFindings, threeWayMatch } from './three-way-match';

type CreateInput = z.output<typeof invoiceCreateSchema>;

/** Dependencies of {@link issueInvoice}. */
export interface IssuingDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
  now: () => Date;
}

const duplicateNumber = (number: string) => new AppError(409, errorCodes.conflict, `You already issued invoice ${number}: give each invoice its own number.`, undefined, 'Duplicate invoice number.');

/** The invoice a corrected one replaces becomes void in the same transaction, so its lines no longer count as billed. */
async function voidReplaced(trx: Executor, supplierCompanyId: string, purchaseOrderId: string, replacedId: string, input: { number: string; userId: string; at: string }): Promise<string> {
  const replaced = await findInvoice(trx, { side: 'supplier', companyId: supplierCompanyId }, replacedId);
  if (!replaced || replaced.purchase_order_id !== purchaseOrderId) throw validationError({ replaces_invoice_id: 'Give a disputed invoice, or one with exceptions, of this purchase order.' });
  if (replaced.status !== 'disputed' && replaced.status !== 'exception') {
    throw new AppError(409, errorCodes.conflict, `${invoiceStands(replaced.status, `Invoice ${replaced.number}`)}: only a disputed invoice, or one with exceptions, can be replaced.`, undefined, illegalMoveMessage(replaced.status, 'void'));
  }
  const moved = await moveInvoice(trx, replaced.id, replaced.status, { status: 'void', updated_at: input.at, ...(replaced.dispute_status ? { dispute_status: 'resolved' as const } : {}) });
  if (!moved) throw new AppError(409, errorCodes.conflict, `Invoice ${replaced.number} changed meanwhile: read it again.`);
  await recordInvoiceEvent(trx, { invoice_id: replaced.id, from_status: replaced.status, to_status: 'void', actor_user_id: input.userId, note: `Replaced by invoice ${input.number}.`, created_at: input.at });
  return replaced.number;
}

/**
 * The purchase order's supplier bills it: the invoice is matched at once against the purchase
 * order's prices and what the site counted (less what other invoices billed), with the buying
 * company's tolerances for this supplier, and its owners and admins hear of it; matched, it is
 * approved at once if the company says so. A corrected invoice voids the one it replaces, in the
 * same transaction. Answers the new invoice's id.
 */
export async function issueInvoice({ db, jobs, publicUrl, now }: IssuingDeps, auth: Auth, purchaseOrderId: string, input: CreateInput): Promise<string> {
  const supplier = requireSupplier(invoiceViewerOf(auth));
  await findVisiblePurchaseOrder(db, viewerOf(auth), purchaseOrderId);
  const at = now();
  // A day of grace: a supplier ahead of UTC dates its invoice on its own today.
  if (input.invoice_date > utcDay(new Date(at.getTime() + DAY_MS))) throw validationError({ invoice_date: 'Date the invoice today or earlier.' });
  const id = randomUUID();
  const createdAt = at.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await lockPurchaseOrderInvoicing(trx, purchaseOrderId);
      if (await findInvoiceByNumber(trx, supplier.companyId, input.number)) throw duplicateNumber(input.number);
      const replacedNumber = input.replaces_invoice_id ? await voidReplaced(trx, supplier.companyId, purchaseOrderId, input.replaces_invoice_id, { number: input.number, userId: supplier.userId, at: createdAt }) : null;
      const { po, ordered } = await purchaseOrderForMatching(trx, purchaseOrderId);
      if (po.status === 'cancelled') throw new AppError(409, errorCodes.conflict, 'This purchase order was cancelled: there is nothing to bill.');
      input.lines.forEach((line, index) => {
        if (line.line_item_id !== null && !ordered.has(line.line_item_id)) throw validationError({ [`lines.${index}.line_item_id`]: 'This purchase order has no such line; give null for a line it does not have.' });
      });

      const tolerances = await tolerancesFor(trx, po.buyer_company_id, supplier.companyId);
      const currency = input.currency ?? po.currency;
      const match = threeWayMatch({ invoiceCurrency: currency, purchaseOrderCurrency: po.currency, lines: input.lines, ordered, freight_cents: input.freight_cents, tolerances });
      const netDays = netTermsDays(po.payment_method);
      const invoice: InvoicesTable = {
        id,
        number: input.number,
        purchase_order_id: po.id,
        order_id: po.order_id,
        buyer_company_id: po.buyer_company_id,
        supplier_company_id: supplier.companyId,
        project_id: po.project_id,
        status: match.status,
        currency,
        invoice_date: input.invoice_date,
        due_date: dueDateOf(input.invoice_date, netDays),
        net_terms_days: netDays,
        subtotal_cents: match.subtotal_cents,
        tax_cents: input.tax_cents,
        freight_cents: input.freight_cents,
        total_cents: match.subtotal_cents + input.tax_cents + input.freight_cents,
        expected_cents: match.expected_cents,
        total_variance_cents: match.total_variance_cents,
        total_within_tolerance: match.total_within_tolerance ? 1 : 0,
        tolerances: JSON.stringify(tolerances),
        replaces_invoice_id: input.replaces_invoice_id ?? null,
        dispute_status: null,
        dispute_reason: null,
        dispute_note: null,
        disputed_by: null,
        disputed_at: null,
        supplier_response: null,
        responded_at: null,
        approved_by: null,
        approved_at: null,
        override_reason: null,
        exported_at: null,
        payment_exported_at: null,
        paid_at: null,
        attachment_file_name: null,
        attachment_storage_key: null,
        attachment_size_bytes: null,
        attachment_uploaded_at: null,
        created_by: supplier.userId,
        created_at: createdAt,
        updated_at: createdAt,
      };
      const lines: InvoiceLinesTable[] = input.lines.map((line, position) => ({
        id: randomUUID(),
        invoice_id: id,
        position,
        line_item_id: line.line_item_id,
        description: line.description,
        unit_of_measure: line.unit_of_measure,
        quantity: line.quantity,
        unit_price_cents: line.unit_price_cents,
        amount_cents: line.quantity * line.unit_price_cents,
        ...lineFindingsOf(match.lines[position]!),
        disputed: 0,
      }));
      await insertInvoice(trx, invoice, lines);
      // Both steps are history: the supplier sent it, then the match decided.
      await recordInvoiceEvent(trx, { invoice_id: id, from_status: null, to_status: 'received', actor_user_id: supplier.userId, note: replacedNumber ? `Corrects invoice ${replacedNumber}.` : null, created_at: createdAt });
      const { exceptions, totalNote } = matchFindings(lines, match, currency);
      const findings = [...exceptions, ...(totalNote ? [totalNote] : [])];
      await recordInvoiceEvent(trx, { invoice_id: id, from_status: 'received', to_status: match.status, actor_user_id: null, note: findings.length ? findings.join(' ') : null, created_at: createdAt });
      // Matched, it may be approved at once on the company's word (and settled, on credit terms).
      const autoApproved = await approveIfCompanySays(trx, { jobs, publicUrl }, invoice, match.lines.map((line) => line.status), createdAt);
      const facts = await invoiceFactsOf(trx, invoice, publicUrl);
      await queueEmails(jobs, trx, (await companyLeadEmails(trx, po.buyer_company_id)).map((to) => invoiceArrivedEmail(to, { ...facts, matched: match.status === 'matched', exceptions, totalNote, autoApproved })));
    });
  } catch (error) {
    // Two invoices of one number at once: the unique index is the last word, and the loser hears why.
    if (isUniqueViolation(error)) throw duplicateNumber(input.number);
    throw error;
  }
  return id;
}
