import type { approvalDecisionSchema, ApprovalReason, ApprovalRequest, ApprovalRequestList, approvalRequestCreateSchema, approvalRequestListQuerySchema } from '@marketplace/contracts';
import { errorCodes } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ApprovalRequestsTable, CompanyRole } from '../../db/purchasing-schema';
import type { Database, Executor } from '../../db/schema';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError, notFound, permissionDenied } from '../../lib/app-error';
import { formatMoney } from '../../lib/money';
import { HOUR_MS, nowIso } from '../../lib/time';
import type { Auth } from '../../plugins/sessions';
import { loadProjectDelivery } from '../availability/project-delivery';
import { loadCartView } from '../cart/cart-view';
import { findCart, touchCart } from '../cart/cart.repository';
import { buyerCompanyOf } from '../cart/cart.service';
import { cartFingerprint } from '../checkout/checkout.service';
import type { CreditOrdersService } from '../credit-orders/credit-orders.service';
import { findSpendingLimits } from '../company/company-members.repository';
import { recordCompanyAction } from '../company/company-audit';
import { companyRoleOf } from '../company/company-roles';
import { findPurchasingSettings } from '../company/purchasing-settings.repository';
import { approvalAskedEmail, approvalDecidedEmail } from './approval-emails';
import { expireOverdue, findApprovalRequest, insertApprovalRequest, listApprovalRequests, moveRequest, namesFor, OPEN_STATUSES, openRequestOfCart } from './approval-requests.repository';
import { reasonsToApprove } from './purchasing-rules';

type CreateInput = z.output<typeof approvalRequestCreateSchema>;
type ListQuery = z.output<typeof approvalRequestListQuerySchema>;

const requestNotFound = () => notFound('This approval request does not exist.');
const alreadyDecided = () => new AppError(409, errorCodes.conflict, 'This request was decided already, or withdrawn.');

export type ApprovalsService = ReturnType<typeof createApprovalsService>;

/** Creates the approvals service: asking, seeing, deciding and withdrawing approval requests. */
export function createApprovalsService({ db, jobs, publicUrl, creditOrders, now = () => new Date() }: { db: Kysely<Database>; jobs: JobQueue; publicUrl: string; creditOrders: Pick<CreditOrdersService, 'placeApproved'>; now?: () => Date }) {
  /** Whether the user may decide this request: an owner or admin, or an approver of its project within their approval limit; never on their own. */
  async function mayDecide(executor: Executor, userId: string, role: CompanyRole | null, request: ApprovalRequestsTable): Promise<boolean> {
    if (request.requested_by === userId || role === null || role === 'buyer') return false;
    if (role === 'owner') return true;
    const cap = (await findSpendingLimits(executor, userId)).approval_limit_cents;
    if (cap !== null && Number(request.total_cents) > cap) return false;
    if (role === 'admin') return true;
    const assigned = await executor.selectFrom('project_approvers').select('user_id').where('project_id', '=', request.project_id).where('user_id', '=', userId).executeTakeFirst();
    return assigned !== undefined;
  }

  async function present(executor: Executor, rows: readonly ApprovalRequestsTable[], viewer: { userId: string; role: CompanyRole | null }): Promise<ApprovalRequest[]> {
    const names = await namesFor(executor, rows);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        project_id: row.project_id,
        project_name: names.project.get(row.project_id) ?? '',
        requested_by: { id: row.requested_by, name: names.user.get(row.requested_by) ?? '' },
        total_cents: Number(row.total_cents),
        currency: row.currency,
        lines: JSON.parse(row.snapshot) as ApprovalRequest['lines'],
        reasons: JSON.parse(row.reasons) as ApprovalReason[],
        status: row.status,
        settlement: row.settlement,
        order_id: row.order_id,
        decided_by: row.decided_by ? { id: row.decided_by, name: names.user.get(row.decided_by) ?? '' } : null,
        decision_note: row.decision_note,
        decided_at: row.decided_at,
        expires_at: row.expires_at,
        created_at: row.created_at,
        can_decide: row.status === 'pending' && (await mayDecide(executor, viewer.userId, viewer.role, row)),
      })),
    );
  }

  /** Who should hear of a new request: the project's approvers, or the owners and admins when it has none. */
  async function approverEmails(executor: Executor, request: ApprovalRequestsTable): Promise<string[]> {
    const assigned = await executor
      .selectFrom('project_approvers as pa')
      .innerJoin('users as u', 'u.id', 'pa.user_id')
      .select('u.email')
      .where('pa.project_id', '=', request.project_id)
      .where('u.id', '<>', request.requested_by)
      .execute();
    if (assigned.length > 0) return assigned.map((row) => row.email);
    const leads = await executor.selectFrom('users').select('email').where('company_id', '=', request.company_id).where('company_role', 'in', ['owner', 'admin']).where('id', '<>', request.requested_by).execute();
    return leads.map((row) => row.email);
  }

  /** Queues the email that tells the buyer what was decided, in the transaction of the decision. */
  async function tellRequester(trx: Executor, row: ApprovalRequestsTable, deciderId: string, outcome: 'approved_on_terms' | 'approved_for_card' | 'rejected', note: string | null): Promise<void> {
    const names = await namesFor(trx, [{ ...row, decided_by: deciderId }]);
    const requester = await trx.selectFrom('users').select('email').where('id', '=', row.requested_by).executeTakeFirstOrThrow();
    await queueEmails(jobs, trx, [
      approvalDecidedEmail(requester.email, {
        projectName: names.project.get(row.project_id) ?? '',
        requesterName: names.user.get(row.requested_by) ?? '',
        deciderName: names.user.get(deciderId) ?? '',
        totalCents: Number(row.total_cents),
        currency: row.currency,
        publicUrl,
        note,
        outcome,
      }),
    ]);
  }

  async function load(companyId: string, id: string): Promise<ApprovalRequestsTable> {
    await expireOverdue(db, { id }, nowIso());
    const row = await findApprovalRequest(db, companyId, id);
    if (!row) throw requestNotFound();
    return row;
  }

  async function answer(auth: Auth, id: string): Promise<ApprovalRequest> {
    const companyId = buyerCompanyOf(auth);
    const row = await load(companyId, id);
    const [presented] = await present(db, [row], { userId: auth.user.id, role: companyRoleOf(auth) });
    return presented!;
  }

  return {
    /**
     * Asks approval for the project's cart as it is now, at the total the buyer saw: the cart is
     * then frozen until the request is decided, withdrawn or expires. A cart that needs no
     * approval is refused (409): it can simply be checked out.
     */
    async request(auth: Auth, input: CreateInput): Promise<ApprovalRequest> {
      const companyId = buyerCompanyOf(auth);
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        const delivery = await loadProjectDelivery(trx, input.project_id, companyId);
        const cart = await findCart(trx, companyId, input.project_id);
        if (cart) await touchCart(trx, cart.id);
        const { cart: view, ...priced } = await loadCartView(trx, cart, input.project_id, delivery.servingSuppliers, at);
        if (!cart || view.item_count === 0) throw new AppError(409, errorCodes.cartNeedsAttention, 'Your cart is empty.');
        if (!view.can_check_out) throw new AppError(409, errorCodes.cartNeedsAttention, 'Some items in your cart need your attention first.');
        if (view.total_cents !== input.expected_total_cents) {
          throw new AppError(409, errorCodes.priceChanged, `Prices changed since you last saw your cart: the total is now ${formatMoney(view.total_cents, view.currency)}. Review it before asking.`);
        }
        const open = await openRequestOfCart(trx, cart.id, at.toISOString());
        const fingerprint = cartFingerprint({ cart: view, ...priced });
        if (open?.status === 'pending') throw new AppError(409, errorCodes.cartPendingApproval, 'This cart is waiting for approval already.');
        if (open?.status === 'approved') {
          if (open.cart_fingerprint === fingerprint) throw new AppError(409, errorCodes.conflict, 'This cart is approved already: check out.');
          await moveRequest(trx, open.id, 'approved', { status: 'superseded', updated_at: at.toISOString() });
        }
        const reasons = await reasonsToApprove(trx, { companyId, userId: auth.user.id, projectId: input.project_id, totalCents: view.total_cents, currency: view.currency, now: at });
        if (reasons.length === 0) throw new AppError(409, errorCodes.conflict, 'This order needs no approval: check out.');
        const settings = await findPurchasingSettings(trx, companyId);
        const row: ApprovalRequestsTable = {
          id: randomUUID(),
          company_id: companyId,
          project_id: input.project_id,
          cart_id: cart.id,
          requested_by: auth.user.id,
          total_cents: view.total_cents,
          currency: view.currency,
          cart_fingerprint: fingerprint,
          snapshot: JSON.stringify(
            priced.lines.map(({ item }) => ({
              product_name: item.product_name,
              variant_name: item.variant_name,
              supplier_id: item.supplier_id,
              quantity: item.quantity,
              unit_price_cents: item.unit_price_cents,
              line_total_cents: item.line_total_cents,
            })),
          ),
          reasons: JSON.stringify(reasons),
          status: 'pending',
          settlement: null,
          order_id: null,
          decided_by: null,
          decision_note: input.note,
          decided_at: null,
          expires_at: new Date(at.getTime() + settings.approval_expiry_hours * HOUR_MS).toISOString(),
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
        };
        await insertApprovalRequest(trx, row);
        await recordCompanyAction(trx, { companyId, actorUserId: auth.user.id, action: 'approval.request', subjectType: 'approval_request', subjectId: row.id, before: null, after: { status: 'pending', total_cents: row.total_cents, project_id: row.project_id, reasons: reasons.map((reason) => reason.code) } });
        const names = await namesFor(trx, [row]);
        const facts = { projectName: names.project.get(row.project_id) ?? '', requesterName: names.user.get(row.requested_by) ?? '', totalCents: row.total_cents, currency: row.currency, publicUrl };
        await queueEmails(jobs, trx, (await approverEmails(trx, row)).map((to) => approvalAskedEmail(to, { ...facts, reasons: reasons.map((reason) => reason.message) })));
        return row.id;
      });
      return answer(auth, id);
    },

    async list(auth: Auth, query: ListQuery): Promise<ApprovalRequestList> {
      const companyId = buyerCompanyOf(auth);
      const role = companyRoleOf(auth);
      await expireOverdue(db, {}, nowIso());
      const { count, rows } = await listApprovalRequests(db, companyId, role === 'owner' || role === 'admin' ? { all: true } : { all: false, userId: auth.user.id }, query);
      return { count, results: await present(db, rows, { userId: auth.user.id, role }) };
    },

    async get(auth: Auth, id: string): Promise<ApprovalRequest> {
      const companyId = buyerCompanyOf(auth);
      const role = companyRoleOf(auth);
      const row = await load(companyId, id);
      const open = (OPEN_STATUSES as readonly string[]).includes(row.status);
      const visible = role === 'owner' || role === 'admin' || open || row.requested_by === auth.user.id || (await mayDecide(db, auth.user.id, role, { ...row, status: 'pending' }));
      if (!visible) throw requestNotFound();
      return answer(auth, id);
    },

    /**
     * Approves a pending request (exactly one of two deciders at once wins; the other gets 409).
     * `credit`: the order is placed now on the company's terms, at today's prices, which must be
     * those asked for; `buyer_card`: the buyer checks out by card as asked.
     */
    async approve(auth: Auth, id: string, decision: z.output<typeof approvalDecisionSchema>): Promise<ApprovalRequest> {
      const companyId = buyerCompanyOf(auth);
      const role = companyRoleOf(auth);
      const row = await load(companyId, id);
      if (!(await mayDecide(db, auth.user.id, role, row))) {
        if (row.status !== 'pending') throw alreadyDecided();
        throw permissionDenied(row.requested_by === auth.user.id ? 'You cannot approve your own request.' : 'Only an approver of this project within their limit, an admin or the owner can approve this.');
      }
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const moved = await moveRequest(trx, id, 'pending', { status: 'approved', settlement: decision.settlement, decided_by: auth.user.id, decision_note: decision.note ?? row.decision_note, decided_at: at, updated_at: at });
        if (!moved) throw alreadyDecided();
        await recordCompanyAction(trx, { companyId, actorUserId: auth.user.id, action: 'approval.approve', subjectType: 'approval_request', subjectId: id, before: { status: 'pending' }, after: { status: 'approved', settlement: decision.settlement, note: decision.note ?? null } });
        if (decision.settlement === 'credit') {
          // Placed in this transaction as the buyer's order on terms: prices checked again, the
          // credit available, the approval recognised by the checkout gate; the request becomes
          // `ordered`. A refusal undoes the approval, so the request stays pending for another try.
          await creditOrders.placeApproved(trx, { companyId, userId: row.requested_by }, { project_id: row.project_id, expected_total_cents: Number(row.total_cents) });
        }
        await tellRequester(trx, row, auth.user.id, decision.settlement === 'credit' ? 'approved_on_terms' : 'approved_for_card', decision.note ?? null);
      });
      return answer(auth, id);
    },

    async reject(auth: Auth, id: string, note: string | null): Promise<ApprovalRequest> {
      const companyId = buyerCompanyOf(auth);
      const role = companyRoleOf(auth);
      const row = await load(companyId, id);
      if (!(await mayDecide(db, auth.user.id, role, row))) {
        if (row.status !== 'pending') throw alreadyDecided();
        throw permissionDenied(row.requested_by === auth.user.id ? 'Withdraw your own request instead.' : 'Only an approver of this project, an admin or the owner can reject this.');
      }
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        if (!(await moveRequest(trx, id, 'pending', { status: 'rejected', decided_by: auth.user.id, decision_note: note, decided_at: at, updated_at: at }))) throw alreadyDecided();
        await recordCompanyAction(trx, { companyId, actorUserId: auth.user.id, action: 'approval.reject', subjectType: 'approval_request', subjectId: id, before: { status: 'pending' }, after: { status: 'rejected', note } });
        await tellRequester(trx, row, auth.user.id, 'rejected', note);
      });
      return answer(auth, id);
    },

    /** The buyer takes back a request not ordered yet: the cart is theirs to change again. */
    async withdraw(auth: Auth, id: string): Promise<ApprovalRequest> {
      const companyId = buyerCompanyOf(auth);
      const row = await load(companyId, id);
      if (row.requested_by !== auth.user.id) throw permissionDenied('Only the person who asked can withdraw a request.');
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const from = (await moveRequest(trx, id, 'pending', { status: 'withdrawn', updated_at: at })) ? 'pending' : (await moveRequest(trx, id, 'approved', { status: 'withdrawn', updated_at: at })) ? 'approved' : null;
        if (!from) throw alreadyDecided();
        await recordCompanyAction(trx, { companyId, actorUserId: auth.user.id, action: 'approval.withdraw', subjectType: 'approval_request', subjectId: id, before: { status: from }, after: { status: 'withdrawn' } });
      });
      return answer(auth, id);
    },
  };
}
