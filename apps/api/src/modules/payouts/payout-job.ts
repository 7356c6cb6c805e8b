import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-queue';
import { nowIso } from '../../lib/time';
import type { PayoutProvider } from '../../providers/payouts/payout-provider';
import { bookMovement } from '../ledger/ledger';
import type { LedgerLine } from '../ledger/ledger';

export const PAYOUT_JOB = 'payout';
/** With the queue's backoff, a day and more of retries before an operator is needed. */
export const PAYOUT_MAX_ATTEMPTS = 12;

/**
 * Sends a decided payout to the provider, then books it: the lines' money leaves `held`, the
 * supplier's share leaves the marketplace's cash, the commission becomes revenue, and what it
 * takes back for late refunds clears those purchase orders' debit. The
 * provider is asked with the payout's id as its idempotency key and the booking is keyed by
 * it too, so a job run twice pays once.
 */
export function payoutJobHandler(db: Kysely<Database>, provider: PayoutProvider): JobHandler {
  return async (payload) => {
    const { payoutId } = payload as { payoutId: string };
    const payout = await db.selectFrom('payouts').selectAll().where('id', '=', payoutId).executeTakeFirst();
    if (!payout || payout.status === 'paid') return;
    // bigint: PostgreSQL answers it as text.
    const amountCents = Number(payout.amount_cents);
    const commissionCents = Number(payout.commission_cents);
    let providerTransferId: string;
    try {
      ({ providerTransferId } = await provider.transfer({ payoutId, amountCents, currency: payout.currency, destination: payout.destination }));
    } catch (error) {
      // Kept for the operator's console; the queue retries.
      await db.updateTable('payouts').set({ last_error: error instanceof Error ? error.message : String(error) }).where('id', '=', payoutId).execute();
      throw error;
    }
    await db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('payouts')
        .set({ status: 'paid', provider_transfer_id: providerTransferId, last_error: null, paid_at: nowIso() })
        .where('id', '=', payoutId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) return;
      const perPurchaseOrder = await trx
        .selectFrom('payout_lines')
        .select(['purchase_order_id', (eb) => eb.fn.sum<number>('gross_cents').as('gross')])
        .where('payout_id', '=', payoutId)
        .groupBy('purchase_order_id')
        .execute();
      const recoveries = await trx.selectFrom('payout_recoveries').select(['purchase_order_id', 'amount_cents']).where('payout_id', '=', payoutId).execute();
      const supplierCompanyId = payout.supplier_company_id;
      const lines: LedgerLine[] = [
        ...perPurchaseOrder.map((row) => ({ account: 'held' as const, amountCents: Number(row.gross), purchaseOrderId: row.purchase_order_id, supplierCompanyId })),
        // What was refunded after an earlier payout, taken back: those purchase orders' held debit is cleared.
        ...recoveries.map((row) => ({ account: 'held' as const, amountCents: -Number(row.amount_cents), purchaseOrderId: row.purchase_order_id, supplierCompanyId })),
        { account: 'cash', amountCents: -amountCents, supplierCompanyId },
        { account: 'commission', amountCents: -commissionCents, supplierCompanyId },
      ];
      await bookMovement(trx, { kind: 'payout', causeKey: `payout:${payoutId}`, supplierCompanyId, memo: `Payout to ${payout.destination}`, lines });
    });
  };
}
