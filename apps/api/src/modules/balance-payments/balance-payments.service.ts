import type { BalancePaymentStatus, CheckoutSessionResponse } from '@marketplace/contracts';
import { errorCodes } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { BalancePaymentsTable } from '../../db/money-schema';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { CardPayments } from '../../providers/payments/card-payments';
import type { Auth } from '../../plugins/sessions';
import { chargeSandboxCard } from '../checkout/sandbox-card-charge';
import type { SandboxPayment } from '../checkout/sandbox-card-charge';
import { bookMovement } from '../ledger/ledger';
import { requireBuilder, viewerOf } from '../orders/order-access';
import { lockOrder } from '../orders/order-lock';
import { settleDifferences } from '../refunds/order-differences';
import type { JobQueue } from '../../jobs/job-queue';
import { balanceDue, shortfalls } from './balance-due';

/** Paying what a card order owes beyond its charge (decision 0146). */
export interface BalancePaymentsService {
  open(auth: Auth, orderId: string): Promise<CheckoutSessionResponse>;
  status(auth: Auth, orderId: string, sessionId: string): Promise<BalancePaymentStatus>;
  paySandbox(auth: Auth, orderId: string, sessionId: string, card: SandboxPayment): Promise<BalancePaymentStatus>;
  /** A provider reported a session complete or expired (Stripe's webhook); unknown sessions are ignored. */
  settleFromProvider(sessionId: string, status: 'complete' | 'expired'): Promise<void>;
}

const sessionNotFound = () => notFound('This payment session does not exist.');

function sessionView(row: BalancePaymentsTable): CheckoutSessionResponse {
  return {
    session_id: row.id,
    provider: row.provider as CheckoutSessionResponse['provider'],
    status: row.status,
    client_secret: row.client_secret,
    order_id: row.order_id,
    amount_cents: Number(row.amount_cents),
    currency: row.currency,
    expires_at: row.expires_at,
  };
}

/** Creates the service; `now` is the clock tests may fix. */
export function createBalancePaymentsService({ db, jobs, payments, publicUrl, now = () => new Date() }: { db: Kysely<Database>; jobs: JobQueue; payments: CardPayments; publicUrl: string; now?: () => Date }): BalancePaymentsService {
  /** The builder's own placed order; another company's is 404, anyone but a builder 403. */
  async function buildersOrder(auth: Auth, orderId: string) {
    const viewer = requireBuilder(viewerOf(auth), 'Only a builder pays for an order.');
    const order = await db.selectFrom('orders').select(['id', 'company_id', 'currency', 'number', 'placed_at']).where('id', '=', orderId).executeTakeFirst();
    if (!order || order.placed_at === null || order.company_id !== viewer.companyId) throw notFound('We could not find this order.');
    return order;
  }

  async function findSession(orderId: string, sessionId: string): Promise<BalancePaymentsTable> {
    const row = await db.selectFrom('balance_payments').selectAll().where('id', '=', sessionId).where('order_id', '=', orderId).executeTakeFirst();
    if (!row) throw sessionNotFound();
    return row;
  }

  /**
   * Books a completed payment once (the row's open → complete claim), under the order's lock:
   * held for the purchase orders that owed it. Should less be owed by now (a line cancelled
   * meanwhile), the rest goes back as a refund by the usual path.
   */
  async function complete(sessionId: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('balance_payments').selectAll().where('id', '=', sessionId).executeTakeFirst();
      if (!row || row.status !== 'open') return;
      await lockOrder(trx, row.order_id, nowIso());
      const claimed = await trx.updateTable('balance_payments').set({ status: 'complete', completed_at: nowIso() }).where('id', '=', sessionId).where('status', '=', 'open').executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return;
      const amount = Number(row.amount_cents);
      const owed = await shortfalls(trx, row.order_id);
      const purchaseOrders = await trx.selectFrom('purchase_orders').select(['id', 'supplier_company_id']).where('order_id', '=', row.order_id).orderBy('position').execute();
      const order = await trx.selectFrom('orders').select(['company_id', 'number']).where('id', '=', row.order_id).executeTakeFirstOrThrow();
      let left = amount;
      const held = purchaseOrders.map((po, index) => {
        const share = index === purchaseOrders.length - 1 ? left : Math.min(left, owed.get(po.id) ?? 0);
        left -= share;
        return { account: 'held' as const, amountCents: -share, purchaseOrderId: po.id, supplierCompanyId: po.supplier_company_id };
      });
      await bookMovement(trx, {
        kind: 'charge',
        causeKey: `balance:${sessionId}`,
        orderId: row.order_id,
        memo: `Order ${order.number ?? row.order_id}: new prices paid by card`,
        lines: [{ account: 'cash', amountCents: amount, buyerCompanyId: order.company_id }, ...held],
      });
      await settleDifferences(trx, jobs, row.order_id, purchaseOrders.map((po) => po.id), { key: `balance-overpaid:${sessionId}`, reason: 'Paid beyond the new prices' });
    });
  }

  async function refresh(row: BalancePaymentsTable): Promise<void> {
    if (row.status !== 'open') return;
    const status = await payments.sessionStatus({ id: row.id, status: row.status, expiresAt: new Date(row.expires_at) }, now());
    if (status === 'complete') await complete(row.id);
    if (status === 'expired') await db.updateTable('balance_payments').set({ status: 'expired' }).where('id', '=', row.id).where('status', '=', 'open').execute();
  }

  async function statusOf(orderId: string, sessionId: string): Promise<BalancePaymentStatus> {
    const row = await findSession(orderId, sessionId);
    return { session_id: row.id, status: row.status, balance_due_cents: await balanceDue(db, orderId) };
  }

  return {
    async open(auth, orderId) {
      const order = await buildersOrder(auth, orderId);
      return db.transaction().execute(async (trx) => {
        // Two tabs asking at once open one session.
        await lockOrder(trx, orderId, nowIso());
        const due = await balanceDue(trx, orderId);
        if (due === 0) throw new AppError(409, errorCodes.conflict, 'Nothing is owed on this order.', undefined, 'No balance due.');
        const open = await trx.selectFrom('balance_payments').selectAll().where('order_id', '=', orderId).where('status', '=', 'open').execute();
        const reusable = open.find((row) => Number(row.amount_cents) === due && new Date(row.expires_at).getTime() > now().getTime() + 60_000);
        if (reusable) return sessionView(reusable);
        // A session for another amount must never be paid: the prices changed since it opened.
        for (const stale of open) {
          await payments.expireSession({ id: stale.id, status: 'open', expiresAt: new Date(stale.expires_at) });
          await trx.updateTable('balance_payments').set({ status: 'expired' }).where('id', '=', stale.id).execute();
        }
        const opened = await payments.createSession({
          // Not the order's own id: that one keys the checkout's session at the provider.
          orderId: `${orderId}-balance-${open.length + 1}-${due}`,
          amountCents: due,
          currency: order.currency,
          customerEmail: auth.user.email,
          returnUrl: `${publicUrl}/app/v2/orders/${orderId}?balance_session_id={CHECKOUT_SESSION_ID}`,
          lines: [{ name: `New prices on order ${order.number ?? ''}`.trim(), quantity: 1, unitAmountCents: due }],
        });
        const row: BalancePaymentsTable = {
          id: opened.id,
          order_id: orderId,
          provider: payments.name,
          status: 'open',
          amount_cents: due,
          currency: order.currency,
          client_secret: opened.clientSecret,
          created_by: auth.user.id,
          created_at: nowIso(),
          expires_at: opened.expiresAt.toISOString(),
          completed_at: null,
        };
        await trx.insertInto('balance_payments').values(row).execute();
        return sessionView(row);
      });
    },

    async status(auth, orderId, sessionId) {
      await buildersOrder(auth, orderId);
      await refresh(await findSession(orderId, sessionId));
      return statusOf(orderId, sessionId);
    },

    async paySandbox(auth, orderId, sessionId, card) {
      await buildersOrder(auth, orderId);
      if (payments.name !== 'sandbox') throw notFound('Card payments through sandbox are not available.');
      const row = await findSession(orderId, sessionId);
      // A second click after payment: the payment already made is the answer.
      if (row.status === 'complete') return statusOf(orderId, sessionId);
      await refresh(row);
      if ((await findSession(orderId, sessionId)).status === 'expired') {
        throw new AppError(409, errorCodes.conflict, 'This payment session has expired. Open the order and pay the difference again.');
      }
      chargeSandboxCard(card, now());
      await complete(sessionId);
      return statusOf(orderId, sessionId);
    },

    async settleFromProvider(sessionId, status) {
      if (status === 'complete') await complete(sessionId);
      else await db.updateTable('balance_payments').set({ status: 'expired' }).where('id', '=', sessionId).where('status', '=', 'open').execute();
    },
  };
}
