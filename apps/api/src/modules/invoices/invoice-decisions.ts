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
import { approveInvoice, changedMeanwhile, moveRecorded, tellSupplier } from './invoice-approval';
import { disputeAnsweredEmail } from './invoice-emails';
import type { InvoiceActor } from './invoice-status-rules';
import { canMoveInvoice, illegalMoveMessage, invoiceStands, OVERRIDE_FROM } from './invoice-status-rules';
import { invoiceFactsOf } from './invoice-view';
import { markLinesDisputed, recordInvoiceEvent, updateInvoiceIn } from './invoices.repository';

type DisputeInput = z.output<typeof invoiceDisputeSchema>;

/** Dependencies of {@link createInvoiceDecisions}. */
export interface DecisionDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
  now: () => Date;
}

const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);

/** Where callers have always found it; it lives with the approval it describes (invoice-approval.ts). */
export { SETTLED_ON_TERMS } from './invoice-approval';

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

  /** Moves the invoice as `userId` and records it in its history, at this moment unless told; 409 when someone moved it first. */
  async function move(trx: Executor, invoice: InvoicesTable, to: InvoiceStatus, userId: string, changes: Partial<InvoicesTable>, note: string | null, at = now().toISOString()): Promise<void> {
    await moveRecorded(trx, invoice, to, userId, changes, note, at);
  }

  const notices = { jobs, publicUrl };

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
      // The one way every approval goes, a person's or the system's: audited, settled on credit terms, told to the supplier.
      await db.transaction().execute(async (trx) => {
        const reason = override ? overrideReason : null;
        await approveInvoice(trx, notices, invoice, { approver: { userId: buyer.userId, companyId: buyer.companyId }, overrideReason: reason, note: reason ? `Override: ${reason}` : null, at: now().toISOString() });
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
        await tellSupplier(trx, notices, invoice, 'disputed', { reason: input.reason, note: input.note });
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
        await tellSupplier(trx, notices, invoice, 'paid');
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
