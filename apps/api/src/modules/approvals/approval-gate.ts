import { errorCodes } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { namesFor, openRequestOfCart } from './approval-requests.repository';
import { reasonsToApprove } from './purchasing-rules';

/**
 * Refuses a change of a cart waiting for a decision, or approved and not ordered yet: the request
 * is what the approver read (decision 0161). Called by every cart change after the cart's lock.
 * The asker is told to withdraw; a colleague, whose cart it is too, whose request holds it.
 */
export async function refuseWhileAwaitingApproval(db: Executor, cartId: string, userId: string): Promise<void> {
  const open = await openRequestOfCart(db, cartId, nowIso());
  if (!open) return;
  if (open.requested_by === userId) {
    throw new AppError(
      409,
      errorCodes.cartPendingApproval,
      open.status === 'pending'
        ? 'This cart is waiting for approval: withdraw the request to change it.'
        : 'This cart was approved as it is: check out, or withdraw the approval to change it.',
    );
  }
  // Named as the request names its asker everywhere else.
  const name = (await namesFor(db, [open])).user.get(open.requested_by) || 'A colleague';
  throw new AppError(
    409,
    errorCodes.cartPendingApproval,
    open.status === 'pending'
      ? `This cart is waiting for approval of ${name}’s request: it stays as it is until the request is decided or withdrawn.`
      : `This cart was approved as it is for ${name}: it stays as it is until it is ordered or the approval is withdrawn.`,
  );
}

/** What checkout is about to order. */
export interface CheckoutAttempt {
  companyId: string;
  userId: string;
  projectId: string;
  cartId: string;
  fingerprint: string;
  totalCents: number;
  currency: string;
  now: Date;
}

/**
 * Lets checkout go on, or answers 409 approval_required naming the rules broken (decision 0161).
 * A cart whose request was approved, unchanged since, goes through whoever pays it; one still
 * pending is frozen. Inside checkout's transaction, after the cart's lock.
 */
export async function checkApproval(db: Executor, attempt: CheckoutAttempt): Promise<void> {
  const open = await openRequestOfCart(db, attempt.cartId, attempt.now.toISOString());
  if (open?.status === 'pending') throw new AppError(409, errorCodes.cartPendingApproval, 'This cart is waiting for approval.');
  if (open?.status === 'approved') {
    if (open.cart_fingerprint === attempt.fingerprint && Number(open.total_cents) === attempt.totalCents) return;
    // Prices moved since the approval: what was approved is not what would be ordered. The
    // request is superseded when the buyer asks again (POST /api/approval-requests/).
    throw new AppError(409, errorCodes.approvalRequired, 'Prices changed since this cart was approved: ask for approval again.');
  }
  const reasons = await reasonsToApprove(db, attempt);
  if (reasons.length === 0) return;
  throw new AppError(409, errorCodes.approvalRequired, `This order needs approval: ${reasons.map((reason) => reason.message).join(' ')}`);
}
