import { createHash } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type { CheckoutSessionResponse, SessionStatusResponse } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';
import type { CardPayments } from '../../providers/payments/card-payments';
import type { Auth } from '../../plugins/sessions';
import { checkApproval } from '../approvals/approval-gate';
import { buyerCompanyOf } from '../cart/cart.service';
import type { CartView } from '../cart/cart-view';
import { loadCheckoutOrder } from '../orders/checkout-order.repository';
import { orderPlacedEmails } from '../orders/order-placed-emails';
import { placeOrder } from '../orders/order-placement';
import {
  cancelPendingOrder,
  closePaymentSession,
  findPaymentSession,
  findPendingOrderOfCart,
  insertPaymentSession,
  insertPendingOrder,
} from './pending-orders.repository';
import { lockCheckoutCart } from './checkout-cart';
import { chargeSandboxCard } from './sandbox-card-charge';
import type { SandboxPayment } from './sandbox-card-charge';


/** Card checkout (PRODUCT.md "Cart and checkout"): a cart becomes one order, paid once. */
export interface CheckoutService {
  createSession(auth: Auth, provider: string, input: { project_id: string; expected_total_cents: number }): Promise<CheckoutSessionResponse>;
  sessionStatus(auth: Auth, provider: string, sessionId: string): Promise<SessionStatusResponse>;
  /** The sandbox's own card form pays a session. */
  paySandboxSession(auth: Auth, sessionId: string, card: SandboxPayment): Promise<SessionStatusResponse>;
  /** A provider reported a session complete or expired (Stripe's webhook); repeats are harmless. */
  settleFromProvider(sessionId: string, status: 'complete' | 'expired'): Promise<void>;
}

/** Dependencies of {@link createCheckoutService}. */
export interface CheckoutServiceDeps {
  db: Kysely<Database>;
  /** Where the order emails are queued. */
  jobs: JobQueue;
  payments: CardPayments;
  publicUrl: string;
  now?: () => Date;
}

/**
 * What the builder is about to pay for: every line's offer, quantity, price, dates and notes,
 * and the suppliers' requirements. The same cart checked out again (a second tab, a double
 * click) has the same fingerprint and reuses the open session instead of opening another.
 */
export function cartFingerprint(view: CartView): string {
  const lines = view.lines.map(({ item }) => [
    item.product_supplier_variant_id,
    item.quantity,
    item.unit_price_cents,
    item.requested_delivery_date,
    item.requested_delivery_time,
    item.notes,
  ]);
  const requirements = [...view.requirements.entries()].sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify({ lines, requirements })).digest('hex');
}

function sessionNotFound(): AppError {
  return notFound('This payment session does not exist.');
}

/** Creates the checkout service. */
export function createCheckoutService({ db, jobs, payments, publicUrl, now = () => new Date() }: CheckoutServiceDeps): CheckoutService {
  function checkProvider(provider: string): void {
    if (provider !== payments.name) throw notFound(`Card payments through ${provider} are not available.`);
  }

  function returnUrl(): string {
    return `${publicUrl}/app/v2/checkout-return?session_id={CHECKOUT_SESSION_ID}`;
  }

  /** Places the order of a completed session and queues its emails, in one transaction. */
  async function completeSession(sessionId: string, actorUserId: string | null): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const session = await findPaymentSession(trx, sessionId);
      if (!session) return;
      await closePaymentSession(trx, sessionId, 'complete');
      if (await placeOrder(trx, session.order_id, { payment_status: 'paid' }, actorUserId)) await queueEmails(jobs, trx, await orderPlacedEmails(trx, session.order_id, publicUrl));
    });
  }

  async function expireSession(executor: Executor, sessionId: string, orderId: string): Promise<void> {
    await closePaymentSession(executor, sessionId, 'expired');
    await cancelPendingOrder(executor, orderId, 'expired');
  }

  async function statusOf(sessionId: string, companyId: string): Promise<SessionStatusResponse> {
    const session = await findPaymentSession(db, sessionId);
    if (!session || session.company_id !== companyId) throw sessionNotFound();
    const order = await loadCheckoutOrder(db, session.order_id);
    if (!order) throw sessionNotFound();
    return { session_id: session.id, status: session.status, order };
  }

  /** Asks the provider about an open session and records what it answers. */
  async function refresh(sessionId: string, actorUserId: string | null): Promise<void> {
    const session = await findPaymentSession(db, sessionId);
    if (!session || session.status !== 'open') return;
    const status = await payments.sessionStatus({ id: session.id, status: session.status, expiresAt: new Date(session.expires_at) }, now());
    if (status === 'complete') await completeSession(session.id, actorUserId);
    if (status === 'expired') await db.transaction().execute((trx) => expireSession(trx, session.id, session.order_id));
  }

  return {
    async createSession(auth, provider, input) {
      const companyId = buyerCompanyOf(auth);
      checkProvider(provider);
      if (!auth.user.tos_accepted) {
        throw new AppError(403, errorCodes.termsNotAccepted, 'Accept the terms of service before your first checkout.');
      }
      return db.transaction().execute(async (trx) => {
        const { cart, view } = await lockCheckoutCart(trx, companyId, input, now(), 'paying');

        const fingerprint = cartFingerprint(view);
        // Over a limit: not paid, but asked for approval first (decision 0161).
        await checkApproval(trx, { companyId, userId: auth.user.id, projectId: input.project_id, cartId: cart.id, fingerprint, totalCents: view.cart.total_cents, currency: view.cart.currency, now: now() });
        const pending = await findPendingOrderOfCart(trx, cart.id);
        if (pending?.session) {
          const reusable =
            pending.order.cart_fingerprint === fingerprint &&
            pending.session.status === 'open' &&
            new Date(pending.session.expires_at).getTime() > now().getTime() + 60_000;
          if (reusable) {
            return {
              session_id: pending.session.id,
              provider: payments.name,
              status: pending.session.status,
              client_secret: pending.session.client_secret,
              order_id: pending.order.id,
              amount_cents: pending.session.amount_cents,
              currency: pending.session.currency,
              expires_at: pending.session.expires_at,
            };
          }
          // The cart changed since that session opened: it must never be paid for the old content.
          await payments.expireSession({ id: pending.session.id, status: pending.session.status, expiresAt: new Date(pending.session.expires_at) });
          await expireSession(trx, pending.session.id, pending.order.id);
        } else if (pending) {
          await cancelPendingOrder(trx, pending.order.id, 'expired');
        }

        const order = await insertPendingOrder(trx, { companyId, projectId: input.project_id, cartId: cart.id, userId: auth.user.id, fingerprint, view });
        const opened = await payments.createSession({
          orderId: order.id,
          amountCents: order.total_cents,
          currency: order.currency,
          customerEmail: auth.user.email,
          returnUrl: returnUrl(),
          lines: view.lines.map(({ item }) => ({
            name: `${item.product_name}, ${item.variant_name}`,
            quantity: item.quantity,
            unitAmountCents: item.unit_price_cents,
          })),
        });
        const session = {
          id: opened.id,
          provider: payments.name,
          order_id: order.id,
          status: 'open' as const,
          amount_cents: order.total_cents,
          currency: order.currency,
          client_secret: opened.clientSecret,
          created_at: nowIso(),
          expires_at: opened.expiresAt.toISOString(),
          completed_at: null,
        };
        await insertPaymentSession(trx, session);
        return {
          session_id: session.id,
          provider: payments.name,
          status: session.status,
          client_secret: session.client_secret,
          order_id: order.id,
          amount_cents: session.amount_cents,
          currency: session.currency,
          expires_at: session.expires_at,
        };
      });
    },

    async sessionStatus(auth, provider, sessionId) {
      const companyId = buyerCompanyOf(auth);
      checkProvider(provider);
      const session = await findPaymentSession(db, sessionId);
      if (!session || session.company_id !== companyId) throw sessionNotFound();
      // The status check places the order if the webhook has not yet: whichever comes first.
      await refresh(sessionId, auth.user.id);
      return statusOf(sessionId, companyId);
    },

    async paySandboxSession(auth, sessionId, card) {
      const companyId = buyerCompanyOf(auth);
      checkProvider('sandbox');
      const session = await findPaymentSession(db, sessionId);
      if (!session || session.company_id !== companyId) throw sessionNotFound();
      // A second click, or a second tab, after payment: the payment already made is the answer.
      if (session.status === 'complete') return statusOf(sessionId, companyId);
      await refresh(sessionId, auth.user.id);
      const current = await statusOf(sessionId, companyId);
      if (current.status === 'expired') {
        throw new AppError(409, errorCodes.conflict, 'This payment session has expired. Go back to the cart and check out again.');
      }
      chargeSandboxCard(card, now());
      await completeSession(sessionId, auth.user.id);
      return statusOf(sessionId, companyId);
    },

    async settleFromProvider(sessionId, status) {
      if (status === 'complete') {
        await completeSession(sessionId, null);
        return;
      }
      const session = await findPaymentSession(db, sessionId);
      if (session?.status === 'open') await db.transaction().execute((trx) => expireSession(trx, session.id, session.order_id));
    },
  };
}
