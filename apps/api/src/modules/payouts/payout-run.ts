import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import type { PayoutProvider } from '../../providers/payouts/payout-provider';
import { commissionCents, loadCommissionRates } from '../commission/commission-rates';
import { findPayableLines } from './payable-lines';
import type { PayableLine } from './payable-lines';
import { payoutDestination } from './payout-destinations';
import { PAYOUT_JOB, PAYOUT_MAX_ATTEMPTS } from './payout-job';

/** Times are UTC: a day is always this long. */
const DAY_MS = 86_400_000;

/**
 * Purchase orders of the supplier refunded after their lines were paid out (a short receipt
 * settled late): the marketplace paid the refund, and takes it back from the next payout. Their
 * held balance is a debit; payouts not yet paid are counted as taking it back already.
 */
async function overpaidPurchaseOrders(trx: Transaction<Database>, supplierCompanyId: string): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('ledger_entries')
    .select(['purchase_order_id', (eb) => eb.fn.sum<number>('amount_cents').as('cents')])
    .where('account', '=', 'held')
    .where('supplier_company_id', '=', supplierCompanyId)
    .where('purchase_order_id', 'is not', null)
    .groupBy('purchase_order_id')
    .execute();
  const pending = await trx
    .selectFrom('payout_recoveries as r')
    .innerJoin('payouts as p', 'p.id', 'r.payout_id')
    .select(['r.purchase_order_id', (eb) => eb.fn.sum<number>('r.amount_cents').as('cents')])
    .where('p.supplier_company_id', '=', supplierCompanyId)
    .where('p.status', '=', 'pending')
    .groupBy('r.purchase_order_id')
    .execute();
  const taken = new Map(pending.map((row) => [row.purchase_order_id, Number(row.cents)]));
  const owed = new Map<string, number>();
  for (const row of rows) {
    const cents = Number(row.cents) - (taken.get(row.purchase_order_id as string) ?? 0);
    if (cents > 0) owed.set(row.purchase_order_id as string, cents);
  }
  return owed;
}

/** What a run did: the payouts it decided, and the suppliers left waiting, with why. */
export interface PayoutRunSummary {
  runId: string;
  /** False when this cause had already run: nothing new was decided. */
  created: boolean;
  payouts: number;
  amountCents: number;
  waiting: { supplierCompanyId: string; reason: string }[];
}

/**
 * Decides the payouts due now, in one transaction (decision 0143): one payout per supplier and
 * currency for its payable lines, minus commission at each line's rate; each then goes to the
 * provider as a durable job keyed by the payout. Runs take a lock one after the other, and a
 * line is paid once (its `payout_lines` row), so overlapping runs never pay twice; a cause (a
 * day's schedule, one operator request) runs once.
 */
export async function runPayouts(
  db: Kysely<Database>,
  jobs: JobQueue,
  provider: PayoutProvider,
  causeKey: string,
  options: { now?: Date; /** Written with the run's transaction (the operator's audit entry). */ record?: (trx: Transaction<Database>, summary: PayoutRunSummary) => Promise<void> } = {},
): Promise<PayoutRunSummary> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    // The settings row is the runs' lock: a row lock on PostgreSQL, the one writer on SQLite.
    await trx.updateTable('marketplace_settings').set((eb) => ({ id: eb.ref('id') })).where('id', '=', 1).execute();
    const runId = randomUUID();
    const started = now.toISOString();
    const inserted = await trx
      .insertInto('payout_runs')
      .values({ id: runId, cause_key: causeKey, started_at: started, payouts: 0, amount_cents: 0 })
      .onConflict((conflict) => conflict.column('cause_key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const earlier = await trx.selectFrom('payout_runs').selectAll().where('cause_key', '=', causeKey).executeTakeFirstOrThrow();
      return { runId: earlier.id, created: false, payouts: earlier.payouts, amountCents: Number(earlier.amount_cents), waiting: [] };
    }

    const settings = await trx.selectFrom('marketplace_settings').select('payout_holding_days').where('id', '=', 1).executeTakeFirstOrThrow();
    const lines = await findPayableLines(trx, new Date(now.getTime() - settings.payout_holding_days * DAY_MS).toISOString());
    const rates = await loadCommissionRates(trx);
    const groups = new Map<string, PayableLine[]>();
    for (const line of lines) {
      const key = `${line.supplierCompanyId}\u0000${line.currency}`;
      const group = groups.get(key);
      if (group) group.push(line);
      else groups.set(key, [line]);
    }

    const summary: PayoutRunSummary = { runId, created: true, payouts: 0, amountCents: 0, waiting: [] };
    for (const group of groups.values()) {
      const first = group[0] as PayableLine;
      const destination = await payoutDestination(trx, provider, first.supplierCompanyId);
      if (!destination.ok) {
        summary.waiting.push({ supplierCompanyId: first.supplierCompanyId, reason: destination.reason });
        continue;
      }
      const payoutId = randomUUID();
      const paid = group.map((line) => {
        const rate = rates.rateFor(line.supplierCompanyId, line.categoryIds);
        return { line, rate: rate.basisPoints, commission: commissionCents(line.grossCents, rate.basisPoints) };
      });
      const gross = paid.reduce((sum, item) => sum + item.line.grossCents, 0);
      const commission = paid.reduce((sum, item) => sum + item.commission, 0);
      const owedBack = await overpaidPurchaseOrders(trx, first.supplierCompanyId);
      const recovered = [...owedBack.values()].reduce((sum, cents) => sum + cents, 0);
      if (recovered >= gross - commission) {
        summary.waiting.push({ supplierCompanyId: first.supplierCompanyId, reason: 'Refunds made after earlier payouts are more than what is due now.' });
        continue;
      }
      await trx
        .insertInto('payouts')
        .values({
          id: payoutId,
          run_id: runId,
          supplier_company_id: first.supplierCompanyId,
          status: 'pending',
          provider: provider.name,
          destination: destination.destination,
          provider_transfer_id: null,
          currency: first.currency,
          gross_cents: gross,
          commission_cents: commission,
          recovered_cents: recovered,
          amount_cents: gross - commission - recovered,
          last_error: null,
          created_at: started,
          paid_at: null,
        })
        .execute();
      await trx
        .insertInto('payout_lines')
        .values(
          paid.map(({ line, rate, commission: lineCommission }) => ({
            payout_id: payoutId,
            line_item_id: line.lineItemId,
            purchase_order_id: line.purchaseOrderId,
            order_id: line.orderId,
            quantity: line.quantity,
            gross_cents: line.grossCents,
            commission_basis_points: rate,
            commission_cents: lineCommission,
          })),
        )
        .execute();
      if (owedBack.size > 0) {
        await trx
          .insertInto('payout_recoveries')
          .values([...owedBack].map(([purchaseOrderId, cents]) => ({ payout_id: payoutId, purchase_order_id: purchaseOrderId, amount_cents: cents })))
          .execute();
      }
      await jobs.enqueue(trx, { kind: PAYOUT_JOB, payload: { payoutId }, maxAttempts: PAYOUT_MAX_ATTEMPTS });
      summary.payouts += 1;
      summary.amountCents += gross - commission - recovered;
    }
    await trx.updateTable('payout_runs').set({ payouts: summary.payouts, amount_cents: summary.amountCents }).where('id', '=', runId).execute();
    await options.record?.(trx, summary);
    return summary;
  });
}
