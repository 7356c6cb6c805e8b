import { errorCodes } from '@marketplace/contracts';
import type { DisputeReason, InvoiceStatus } from '@marketplace/contracts';
import type { InvoicesTable } from '../../db/invoicing-schema';
import type { Executor } from '../../db/schema';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { IsoTime } from '../../lib/time';
import { userEmailsOf } from '../companies/company-user-emails';
import { recordCompanyAction } from '../company/company-audit';
import { invoiceDecidedEmail } from './invoice-emails';
import { invoiceFactsOf } from './invoice-view';
import { moveInvoice, recordInvoiceEvent } from './invoices.repository';

/** Where the emails of a step go, and the links they carry. */
export interface NoticeDeps {
  jobs: JobQueue;
  publicUrl: string;
}

/** The history's word for an invoice settled by approving it (its order is on credit terms). */
export const SETTLED_ON_TERMS = 'Settled on the marketplace’s credit terms: the marketplace pays the supplier, and the company repays it on its terms.';

/** 409 for a move someone else made first. */
export const changedMeanwhile = () => new AppError(409, errorCodes.conflict, 'This invoice changed while you were deciding: read it again.');

/**
 * Moves the invoice and records the move in its history (`userId` null: the system moved it);
 * 409 when someone moved it first.
 */
export async function moveRecorded(trx: Executor, invoice: InvoicesTable, to: InvoiceStatus, userId: string | null, changes: Partial<InvoicesTable>, note: string | null, at: IsoTime): Promise<void> {
  if (!(await moveInvoice(trx, invoice.id, invoice.status, { ...changes, status: to, updated_at: at }))) throw changedMeanwhile();
  await recordInvoiceEvent(trx, { invoice_id: invoice.id, from_status: invoice.status, to_status: to, actor_user_id: userId, note, created_at: at });
}

/** The supplier's users hear that the buying company disputed, approved or paid their invoice. */
export async function tellSupplier(trx: Executor, { jobs, publicUrl }: NoticeDeps, invoice: InvoicesTable, outcome: 'disputed' | 'approved' | 'paid', extra: { reason?: DisputeReason; note?: string | null } = {}): Promise<void> {
  const facts = await invoiceFactsOf(trx, invoice, publicUrl);
  await queueEmails(jobs, trx, (await userEmailsOf(trx, invoice.supplier_company_id, ['supplier'])).map((to) => invoiceDecidedEmail(to, { ...facts, outcome, ...extra })));
}

/** Whether the order was placed on the marketplace's credit terms (decision 0701), not paid by card. */
async function placedOnCreditTerms(trx: Executor, orderId: string): Promise<boolean> {
  const order = await trx.selectFrom('orders').select('payment_method').where('id', '=', orderId).executeTakeFirst();
  return order?.payment_method === 'credit';
}

/** How an invoice is approved: by a member of the buying company, or by the system (`approver` null) on the company's word. */
export interface Approval {
  approver: { userId: string; companyId: string } | null;
  /** An override's reason; null for a plain approval. */
  overrideReason: string | null;
  /** The history's note of the approval. */
  note: string | null;
  at: IsoTime;
}

/**
 * Approves an invoice inside the caller's transaction, the one way every approval goes, a
 * person's or the system's: the move and its history, the audit entry of a person's decision (the
 * system is no member, and the audit log names one: its approvals stay in the history), then, for
 * an order on the marketplace's credit terms, the settlement at once (`approved → paid`), and the
 * supplier's email of the outcome.
 */
export async function approveInvoice(trx: Executor, deps: NoticeDeps, invoice: InvoicesTable, { approver, overrideReason, note, at }: Approval): Promise<void> {
  const userId = approver?.userId ?? null;
  await moveRecorded(trx, invoice, 'approved', userId, { approved_by: userId, approved_at: at, override_reason: overrideReason, ...(invoice.dispute_status ? { dispute_status: 'resolved' as const } : {}) }, note, at);
  if (approver) {
    await recordCompanyAction(trx, {
      companyId: approver.companyId,
      actorUserId: approver.userId,
      action: overrideReason ? 'invoice.override' : 'invoice.approve',
      subjectType: 'invoice',
      subjectId: invoice.id,
      before: { status: invoice.status, number: invoice.number, total_cents: invoice.total_cents },
      after: { status: 'approved', override_reason: overrideReason },
    });
  }
  if (await placedOnCreditTerms(trx, invoice.order_id)) {
    // The marketplace pays the supplier and the company owes it on its credit terms: nothing is
    // left for the company to pay the supplier, so the approved invoice is settled at once.
    const approved = { ...invoice, status: 'approved' as const };
    await moveRecorded(trx, approved, 'paid', userId, { paid_at: at }, SETTLED_ON_TERMS, at);
    if (approver) {
      await recordCompanyAction(trx, { companyId: approver.companyId, actorUserId: approver.userId, action: 'invoice.paid', subjectType: 'invoice', subjectId: invoice.id, before: { status: 'approved', number: invoice.number }, after: { status: 'paid', paid_at: at, settlement: 'credit_terms' } });
    }
    await tellSupplier(trx, deps, invoice, 'paid');
  } else {
    await tellSupplier(trx, deps, invoice, 'approved');
  }
}
