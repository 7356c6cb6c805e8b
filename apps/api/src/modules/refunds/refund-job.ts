import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-queue';
import { nowIso } from '../../lib/time';
import type { CardPayments } from '../../providers/payments/card-payments';
import { bookMovement } from '../ledger/ledger';

export const REFUND_JOB = 'refund';
/** With the queue's backoff, a day and more of retries before an operator is needed. */
export const REFUND_MAX_ATTEMPTS = 12;

/**
 * Sends a decided card refund to the payment provider, then books it. The provider is asked
 * with the refund's id as its idempotency key, so a job run twice (a crash after the provider
 * answered, before this commit) is still one refund at the provider; the booking is keyed
 * by the refund too.
 */
export function refundJobHandler(db: Kysely<Database>, payments: CardPayments): JobHandler {
  return async (payload) => {
    const { refundId } = payload as { refundId: string };
    const refund = await db.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
    if (!refund || refund.status === 'succeeded') return;
    // bigint: PostgreSQL answers it as text.
    const amountCents = Number(refund.amount_cents);
    const session = await db
      .selectFrom('payment_sessions')
      .select('id')
      .where('order_id', '=', refund.order_id)
      .where('status', '=', 'complete')
      .executeTakeFirst();
    if (!session) throw new Error(`Refund ${refundId}: the order has no paid card session.`);
    let providerRefundId: string;
    try {
      ({ providerRefundId } = await payments.refund({ refundId, sessionId: session.id, amountCents, currency: refund.currency }));
    } catch (error) {
      // Kept for the operator's console; the queue retries.
      await db.updateTable('refunds').set({ last_error: error instanceof Error ? error.message : String(error) }).where('id', '=', refundId).execute();
      throw error;
    }
    await db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('refunds')
        .set({ status: 'succeeded', provider: payments.name, provider_refund_id: providerRefundId, last_error: null, completed_at: nowIso() })
        .where('id', '=', refundId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return;
      const po = await trx.selectFrom('purchase_orders').select(['supplier_company_id', 'number']).where('id', '=', refund.purchase_order_id).executeTakeFirstOrThrow();
      await bookMovement(trx, {
        kind: 'refund',
        causeKey: `refund:${refundId}`,
        orderId: refund.order_id,
        supplierCompanyId: po.supplier_company_id,
        memo: `${refund.reason} (${po.number ?? refund.purchase_order_id}): refunded to the card`,
        lines: [
          { account: 'held', amountCents, purchaseOrderId: refund.purchase_order_id, supplierCompanyId: po.supplier_company_id },
          { account: 'cash', amountCents: -amountCents },
        ],
      });
    });
  };
}
