import { creditErrorCodes, errorCodes } from '@marketplace/contracts';
import type { CreateCreditOrderRequest, CreditOrder, CreditOrderItemsResponse } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';
import type { Auth } from '../../plugins/sessions';
import { builderCompanyOf } from '../bank-enrollment/builder-company';
import { lockCheckoutCart } from '../checkout/checkout-cart';
import { cartFingerprint } from '../checkout/checkout.service';
import { cancelPendingOrder, closePaymentSession, findPendingOrderOfCart, insertPendingOrder } from '../checkout/pending-orders.repository';
import { orderPlacedEmails } from '../orders/order-placed-emails';
import { placeOrder } from '../orders/order-placement';
import { availableCredit, findApprovedApplication } from '../preapproval/preapproval.repository';
import { checkApproval } from '../approvals/approval-gate';
import { loadCreditOrder, loadCreditOrderItems } from './credit-orders.repository';
import { formatMoney } from '../../lib/money';

/** Paying on terms (spec section 7, "Guest-style order calls"; PRODUCT.md "Cart and checkout"). */
export interface CreditOrdersService {
  create(auth: Auth, input: CreateCreditOrderRequest): Promise<CreditOrder>;
  finalize(auth: Auth, orderId: string): Promise<CreditOrder>;
  get(auth: Auth, orderId: string): Promise<CreditOrder>;
  items(auth: Auth, orderId: string): Promise<CreditOrderItemsResponse>;
  /**
   * Places the project's cart on terms for the buyer whose request was just approved, inside the
   * approval's transaction (decision 0161): the order is the buyer's, and a refusal (prices
   * changed, no credit left) undoes the approval with it.
   */
  placeApproved(trx: Executor, buyer: OrderingBuyer, input: CreateCreditOrderRequest): Promise<string>;
}

/** Who an order on terms is placed for: the company and the person whose order it is. */
export interface OrderingBuyer {
  companyId: string;
  userId: string;
}

export interface CreditOrdersServiceDeps {
  db: Kysely<Database>;
  /** Where the order emails are queued. */
  jobs: JobQueue;
  publicUrl: string;
  now?: () => Date;
}

function orderNotFound(): AppError {
  return notFound('This order does not exist.');
}

export function createCreditOrdersService({ db, jobs, publicUrl, now = () => new Date() }: CreditOrdersServiceDeps): CreditOrdersService {
  async function view(executor: Executor, companyId: string, orderId: string): Promise<CreditOrder> {
    const order = await loadCreditOrder(executor, companyId, orderId);
    if (!order) throw orderNotFound();
    return { ...order, credit: await availableCredit(executor, companyId) };
  }

  /** Refuses an order the company's credit cannot carry, saying what is available. */
  async function checkCredit(executor: Executor, companyId: string, totalCents: number): Promise<void> {
    const approved = await findApprovedApplication(executor, companyId);
    if (!approved) {
      throw new AppError(409, creditErrorCodes.creditNotApproved, 'Your company is not approved for business credit yet. Apply on the Business credit page, or pay by card.');
    }
    const credit = await availableCredit(executor, companyId);
    if (totalCents > credit.available_cents) {
      throw new AppError(
        409,
        creditErrorCodes.creditLimitExceeded,
        `This order's total of ${formatMoney(totalCents, credit.currency)} is more than your available credit of ${formatMoney(credit.available_cents, credit.currency)}. Pay by card or remove some items.`,
      );
    }
  }

  /** Opens the pending order on terms for the project's cart, as it is now, at the total the buyer saw. */
  async function createPending(trx: Executor, { companyId, userId }: OrderingBuyer, input: CreateCreditOrderRequest): Promise<string> {
    const { cart, view: cartView } = await lockCheckoutCart(trx, companyId, input, now(), 'ordering');
    await checkCredit(trx, companyId, cartView.cart.total_cents);

    const fingerprint = cartFingerprint(cartView);
    // Over a limit: not placed, but asked for approval first (decision 0161).
    await checkApproval(trx, { companyId, userId, projectId: input.project_id, cartId: cart.id, fingerprint, totalCents: cartView.cart.total_cents, currency: cartView.cart.currency, now: now() });
    const pending = await findPendingOrderOfCart(trx, cart.id);
    if (pending) {
      // The same cart ordered on terms again (a double click): the same order answers.
      if (pending.order.payment_method === 'credit' && pending.order.cart_fingerprint === fingerprint) return pending.order.id;
      if (pending.session?.status === 'open' && new Date(pending.session.expires_at).getTime() > now().getTime()) {
        throw new AppError(409, errorCodes.conflict, 'A card payment for this cart is in progress. Finish it, or wait for it to expire, before paying on terms.');
      }
      if (pending.session?.status === 'open') await closePaymentSession(trx, pending.session.id, 'expired');
      await cancelPendingOrder(trx, pending.order.id, 'expired');
    }
    const order = await insertPendingOrder(trx, { companyId, projectId: input.project_id, cartId: cart.id, userId, fingerprint, view: cartView, paymentMethod: 'credit' });
    return order.id;
  }

  /** Places a pending order on terms if the company's credit still carries it; a placed one is left as it is. */
  async function finalizePending(trx: Executor, { companyId, userId }: OrderingBuyer, orderId: string): Promise<void> {
    const order = await trx.selectFrom('orders').select(['id', 'status', 'payment_method', 'total_cents']).where('id', '=', orderId).where('company_id', '=', companyId).executeTakeFirst();
    if (!order) throw orderNotFound();
    if (order.payment_method !== 'credit') throw new AppError(409, errorCodes.conflict, 'This order is paid by card, not on terms.');
    if (order.status === 'cancelled') throw new AppError(409, errorCodes.conflict, 'This order was cancelled. Go back to the cart and order again.');
    // Already placed (a second click, a retry): the placed order is the answer.
    if (order.status !== 'pending_payment') return;
    const approved = await findApprovedApplication(trx, companyId);
    // Touching the approval row serialises finalisations of one company on PostgreSQL, so two
    // orders cannot both fit into the same available credit.
    if (approved) await trx.updateTable('preapproval_applications').set({ updated_at: approved.updated_at }).where('id', '=', approved.id).execute();
    await checkCredit(trx, companyId, order.total_cents);
    if (await placeOrder(trx, orderId, { payment_status: 'on_terms' }, userId)) await queueEmails(jobs, trx, await orderPlacedEmails(trx, orderId, publicUrl));
  }

  return {
    async create(auth, input) {
      const buyer = { companyId: builderCompanyOf(auth), userId: auth.user.id };
      if (!auth.user.tos_accepted) {
        throw new AppError(403, errorCodes.termsNotAccepted, 'Accept the terms of service before your first checkout.');
      }
      const orderId = await db.transaction().execute((trx) => createPending(trx, buyer, input));
      return view(db, buyer.companyId, orderId);
    },

    async finalize(auth, orderId) {
      const buyer = { companyId: builderCompanyOf(auth), userId: auth.user.id };
      await db.transaction().execute((trx) => finalizePending(trx, buyer, orderId));
      return view(db, buyer.companyId, orderId);
    },

    async placeApproved(trx, buyer, input) {
      const person = await trx.selectFrom('users').select(['first_name', 'tos_accepted']).where('id', '=', buyer.userId).executeTakeFirst();
      if (!person?.tos_accepted) {
        throw new AppError(409, errorCodes.termsNotAccepted, `${person?.first_name || 'The buyer'} must accept the terms of service at checkout before an order is placed for them.`);
      }
      const orderId = await createPending(trx, buyer, input);
      await finalizePending(trx, buyer, orderId);
      return orderId;
    },

    async get(auth, orderId) {
      return view(db, builderCompanyOf(auth), orderId);
    },

    async items(auth, orderId) {
      const companyId = builderCompanyOf(auth);
      if (!(await loadCreditOrder(db, companyId, orderId))) throw orderNotFound();
      return { order_id: orderId, items: await loadCreditOrderItems(db, orderId) };
    },
  };
}
