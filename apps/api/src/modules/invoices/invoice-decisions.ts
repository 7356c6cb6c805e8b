import { errorCodes } from '@marketplace/contracts';
import type { InvoiceStatus, invoiceDisputeSchema } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { InvoicesTable } from '../../db/invoicing-schema';
import type { Database, Executor } from '../../db/schema';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError, permissionDenied, validationError } from '../../lib/app-error';
import type { Auth } from '../../plugins/sessions';
import { recordCompanyAction } from '../company/company-audit';
import type { BuyerDecision, InvoiceViewer } from './invoice-access';
import { findVisibleInvoice, INVOICE_ROLE_NEEDED, invoiceViewerOf, mayDecide, requireSupplier } from './invoice-access';
import { disputeAnsweredEmail, invoiceDecidedEmail } from './invoice-emails';
import type { InvoiceActor } from './invoice-status-rules';
import { canMoveInvoice, illegalMoveMessage, invoiceStands, OVERRIDE_FROM } from './invoice-status-rules';
import { invoiceFactsOf } from './invoice-view';
import { markLinesDisputed, moveInvoice, recordInvoiceEvent, updateInvoiceIn } from './invoices.repository';
import { userEmailsOf } from '../companies/company-user-emails';

type DisputeInput = z.output<typeof invoiceDisputeSchema>;

/** Dependencies of {@link createInvoiceDecisions}. */
export interface DecisionDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
  now: () => Date;
}

const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);

/** The history's word for an invoice settled by approving it (its order is on credit terms). */
export const SETTLED_ON_TERMS = 'Settled on the marketplace’s credit terms: the marketplace pays the supplier, and the company repays it on its terms.';

/** Whether the order was placed on the marketplace's credit terms (decision 0701), not paid by card. */
async function placedOnCreditTerms(trx: Executor, orderId: string): Promise<boolean> {
  const order = await trx.selectFrom('orders').select('payment_method').where('id', '=', orderId).executeTakeFirst();
  return order?.payment_method === 'credit';
}
const changedMeanwhile = () => conflict('This invoice changed while you were deciding: read it again.');

/**
 * Decisions on invoices after the match (decision 0610): the buying company approves (an
 * exception or a dispute only as an owner's or admin's override, with a reason), disputes and
 * marks paid; the supplier answers a dispute or voids. Each is a conditional move, so of two
 * people acting at once exactly one moves the invoice and the other gets 409; each is recorded in
 * the invoice's history, the buying company's decisions in its audit log too, with the emails,
 * in the move's transaction.
 */
export function createInvoiceDecisions({ db, jobs, publicUrl, now }: DecisionDeps) {
  /** The invoice, if this move is one the rules allow from where it is; else 409 naming both. */
  async function loadFor(viewer: InvoiceViewer, id: string, actor: InvoiceActor, to: InvoiceStatus): Promise<InvoicesTable> {
    const invoice = await findVisibleInvoice(db, viewer, id);
    if (!canMoveInvoice(actor, invoice.status, to)) throw conflict(illegalMoveMessage(invoice.status, to));
    return invoice;
  }

  async function requireDecision(viewer: InvoiceViewer, invoice: InvoicesTable, decision: BuyerDecision): Promise<Extract<InvoiceViewer, { kind: 'buyer' }>> {
    if (viewer.kind !== 'buyer' || !(await mayDecide(db, viewer, invoice, decision))) {
      throw permissionDenied(decision === 'override' ? INVOICE_ROLE_NEEDED.override : viewer.kind === 'buyer' && viewer.role === 'approver' ? INVOICE_ROLE_NEEDED.approverProject : INVOICE_ROLE_NEEDED.decide);
    }
    return viewer;
  }

  /** Moves the invoice and records the move in its history; 409 when someone moved it first. */
  async function move(trx: Executor, invoice: InvoicesTable, to: InvoiceStatus, userId: string, changes: Partial<InvoicesTable>, note: string | null, at = now().toISOString()): Promise<void> {
    if (!(await moveInvoice(trx, invoice.id, invoice.status, { ...changes, status: to, updated_at: at }))) throw changedMeanwhile();
    await recordInvoiceEvent(trx, { invoice_id: invoice.id, from_status: invoice.status, to_status: to, actor_user_id: userId, note, created_at: at });
  }

  async function tellSupplier(trx: Executor, invoice: InvoicesTable, outcome: 'disputed' | 'approved' | 'paid', extra: { reason?: DisputeInput['reason']; note?: string | null } = {}): Promise<void> {
    const facts = await invoiceFactsOf(trx, invoice, publicUrl);
    await queueEmails(jobs, trx, (await userEmailsOf(trx, invoice.supplier_company_id, ['supplier'])).map((to) => invoiceDecidedEmail(to, { ...facts, outcome, ...extra })));
  }

  return {
    /**
     * Approves a matched invoice (an owner, an admin, or an approver of the project within their
     * limit), or overrides an exception or a dispute (owners and admins, with a reason).
     */
    async approve(auth: Auth, id: string, overrideReason: string | null): Promise<void> {
      const viewer = invoiceViewerOf(auth);
      const invoice = await loadFor(viewer, id, 'builder', 'approved');
      const override = OVERRIDE_FROM.has(invoice.status);
      const buyer = await requireDecision(viewer, invoice, override ? 'override' : 'approve');
      if (override && !overrideReason) throw validationError({ override_reason: 'Say why you approve an invoice with exceptions or in dispute.' });
      await db.transaction().execute(async (trx) => {
        const reason = override ? overrideReason : null;
        const at = now().toISOString();
        await move(trx, invoice, 'approved', buyer.userId, { approved_by: buyer.userId, approved_at: at, override_reason: reason, ...(invoice.dispute_status ? { dispute_status: 'resolved' as const } : {}) }, reason ? `Override: ${reason}` : null, at);
        await recordCompanyAction(trx, {
          companyId: buyer.companyId,
          actorUserId: buyer.userId,
          action: override ? 'invoice.override' : 'invoice.approve',
          subjectType: 'invoice',
          subjectId: invoice.id,
          before: { status: invoice.status, number: invoice.number, total_cents: invoice.total_cents },
          after: { status: 'approved', override_reason: reason },
        });
        if (await placedOnCreditTerms(trx, invoice.order_id)) {
          // The marketplace pays the supplier and the company owes it on its credit terms: nothing
          // is left for the company to pay the supplier, so the approved invoice is settled at once.
          const approved = { ...invoice, status: 'approved' as const };
          await move(trx, approved, 'paid', buyer.userId, { paid_at: at }, SETTLED_ON_TERMS, at);
          await recordCompanyAction(trx, { companyId: buyer.companyId, actorUserId: buyer.userId, action: 'invoice.paid', subjectType: 'invoice', subjectId: invoice.id, before: { status: 'approved', number: invoice.number }, after: { status: 'paid', paid_at: at, settlement: 'credit_terms' } });
          await tellSupplier(trx, invoice, 'paid');
        } else {
          await tellSupplier(trx, invoice, 'approved');
        }
      });
    },

    /** Disputes a matched invoice or one with exceptions, naming why and, if the builder says, which lines. */
    async dispute(auth: Auth, id: string, input: DisputeInput): Promise<void> {
      const viewer = invoiceViewerOf(auth);
      const invoice = await loadFor(viewer, id, 'builder', 'disputed');
      const buyer = await requireDecision(viewer, invoice, 'dispute');
      await db.transaction().execute(async (trx) => {
        const at = now().toISOString();
        await move(
          trx,
          invoice,
          'disputed',
          buyer.userId,
          { dispute_status: 'open', dispute_reason: input.reason, dispute_note: input.note, disputed_by: buyer.userId, disputed_at: at, supplier_response: null, responded_at: null },
          input.note,
          at,
        );
        const lineIds = [...new Set(input.line_ids)];
        if ((await markLinesDisputed(trx, invoice.id, lineIds)) !== lineIds.length) throw validationError({ line_ids: 'Name lines of this invoice only.' });
        await recordCompanyAction(trx, {
          companyId: buyer.companyId,
          actorUserId: buyer.userId,
          action: 'invoice.dispute',
          subjectType: 'invoice',
          subjectId: invoice.id,
          before: { status: invoice.status, number: invoice.number },
          after: { status: 'disputed', reason: input.reason, note: input.note, line_ids: lineIds },
        });
        await tellSupplier(trx, invoice, 'disputed', { reason: input.reason, note: input.note });
      });
    },

    /** Marks an approved (or exported) invoice paid. */
    async markPaid(auth: Auth, id: string): Promise<void> {
      const viewer = invoiceViewerOf(auth);
      const invoice = await loadFor(viewer, id, 'builder', 'paid');
      const buyer = await requireDecision(viewer, invoice, 'mark_paid');
      await db.transaction().execute(async (trx) => {
        const at = now().toISOString();
        await move(trx, invoice, 'paid', buyer.userId, { paid_at: at }, null, at);
        await recordCompanyAction(trx, { companyId: buyer.companyId, actorUserId: buyer.userId, action: 'invoice.paid', subjectType: 'invoice', subjectId: invoice.id, before: { status: invoice.status, number: invoice.number }, after: { status: 'paid', paid_at: at } });
        await tellSupplier(trx, invoice, 'paid');
      });
    },

    /** The supplier answers a dispute; the invoice stays disputed until approved or replaced. */
    async respond(auth: Auth, id: string, note: string): Promise<void> {
      const supplier = requireSupplier(invoiceViewerOf(auth));
      const invoice = await findVisibleInvoice(db, supplier, id);
      if (invoice.status !== 'disputed') throw conflict(`${invoiceStands(invoice.status)}: only a disputed invoice can be answered.`);
      await db.transaction().execute(async (trx) => {
        const at = now().toISOString();
        if (!(await updateInvoiceIn(trx, invoice.id, 'disputed', { supplier_response: note, responded_at: at, dispute_status: 'supplier_responded', updated_at: at }))) throw changedMeanwhile();
        await recordInvoiceEvent(trx, { invoice_id: invoice.id, from_status: 'disputed', to_status: 'disputed', actor_user_id: supplier.userId, note: `The supplier answered: ${note}`, created_at: at });
        if (invoice.disputed_by) {
          const disputer = await trx.selectFrom('users').select('email').where('id', '=', invoice.disputed_by).executeTakeFirst();
          if (disputer) await queueEmails(jobs, trx, [disputeAnsweredEmail(disputer.email, { ...(await invoiceFactsOf(trx, invoice, publicUrl)), response: note })]);
        }
      });
    },

    /** The supplier withdraws an invoice the buyer has not approved. */
    async voidInvoice(auth: Auth, id: string): Promise<void> {
      const supplier = requireSupplier(invoiceViewerOf(auth));
      const invoice = await loadFor(supplier, id, 'supplier', 'void');
      await db.transaction().execute(async (trx) => {
        await move(trx, invoice, 'void', supplier.userId, invoice.dispute_status ? { dispute_status: 'resolved' } : {}, 'Voided by the supplier.');
      });
    },
  };
}

export type InvoiceDecisions = ReturnType<typeof createInvoiceDecisions>;
