import { sql } from 'kysely';
import type { Executor } from '../../db/schema';

/** One UTC day of money, every figure in cents and derived from the ledger. */
export interface ReconciliationDay {
  day: string;
  charges: number;
  refunds: number;
  creditDrawn: number;
  creditReduced: number;
  /** Repayments of credit on terms: cash in against what builders owe, outside the equation. */
  creditRepaid: number;
  payouts: number;
  commission: number;
  /** How much more the marketplace holds for suppliers at the day's end than at its start. */
  heldChange: number;
  heldAtClose: number;
  /** charges − refunds + credit drawn − credit reduced − payouts − commission − held change: zero when it balances. */
  differenceCents: number;
}

/** The report: days, the money held now, and every inconsistency found (none when sound). */
export interface ReconciliationReport {
  from: string;
  to: string;
  days: ReconciliationDay[];
  balanced: boolean;
  /** Ledger transactions whose entries do not add up to zero. */
  unbalancedTransactions: number;
  /** Purchase orders whose held balance differs from what their refunds and payouts say. */
  heldMismatches: { purchaseOrderId: string; ledgerCents: number; expectedCents: number }[];
}

const day = sql<string>`substr(e.occurred_at, 1, 10)`;

/**
 * The daily reconciliation (decision 0140): charges − refunds = payouts + commission + held,
 * with credit drawn and reduced beside charges and refunds. Every figure is a sum of ledger
 * entries; the report also checks the ledger against the refunds and payouts it books, so a
 * movement booked twice or missed shows as a mismatch rather than a wrong balance.
 */
export async function reconcile(db: Executor, from: string, to: string): Promise<ReconciliationReport> {
  const sums = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select([day.as('day'), 't.kind', 'e.account', (eb) => eb.fn.sum<number>('e.amount_cents').as('cents')])
    .where('e.occurred_at', '>=', `${from}T00:00:00.000Z`)
    .where('e.occurred_at', '<=', `${to}T23:59:59.999Z`)
    .groupBy([day, 't.kind', 'e.account'])
    .execute();
  const opening = await db
    .selectFrom('ledger_entries as e')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('e.amount_cents'), eb.lit(0)).as('cents'))
    .where('e.account', '=', 'held')
    .where('e.occurred_at', '<', `${from}T00:00:00.000Z`)
    .executeTakeFirstOrThrow();

  const byDay = new Map<string, ReconciliationDay>();
  for (const row of sums) {
    const entry = byDay.get(row.day) ?? { day: row.day, charges: 0, refunds: 0, creditDrawn: 0, creditReduced: 0, creditRepaid: 0, payouts: 0, commission: 0, heldChange: 0, heldAtClose: 0, differenceCents: 0 };
    const cents = Number(row.cents);
    if (row.account === 'held') entry.heldChange -= cents;
    if (row.account === 'cash' && row.kind === 'charge') entry.charges += cents;
    if (row.account === 'cash' && row.kind === 'refund') entry.refunds -= cents;
    if (row.account === 'cash' && row.kind === 'payout') entry.payouts -= cents;
    if (row.account === 'commission') entry.commission -= cents;
    if (row.account === 'credit_receivable' && row.kind === 'credit_draw') entry.creditDrawn += cents;
    if (row.account === 'credit_receivable' && row.kind === 'credit_adjustment') entry.creditReduced -= cents;
    if (row.account === 'cash' && row.kind === 'credit_repayment') entry.creditRepaid += cents;
    byDay.set(row.day, entry);
  }
  let held = -Number(opening.cents);
  const days = [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
  for (const entry of days) {
    held += entry.heldChange;
    entry.heldAtClose = held;
    entry.differenceCents = entry.charges - entry.refunds + entry.creditDrawn - entry.creditReduced - entry.payouts - entry.commission - entry.heldChange;
  }

  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select('transaction_id')
    .groupBy('transaction_id')
    .having((eb) => eb.fn.sum('amount_cents'), '<>', 0)
    .execute();
  const heldMismatches = await findHeldMismatches(db);
  return {
    from,
    to,
    days,
    balanced: unbalanced.length === 0 && heldMismatches.length === 0 && days.every((entry) => entry.differenceCents === 0),
    unbalancedTransactions: unbalanced.length,
    heldMismatches,
  };
}

/** Sums per purchase order of a query answering (purchase_order_id, cents). */
function toMap(rows: { purchase_order_id: string | null; cents: unknown }[]): Map<string, number> {
  return new Map(rows.filter((row) => row.purchase_order_id !== null).map((row) => [row.purchase_order_id as string, Number(row.cents)]));
}

/**
 * Held per purchase order as the ledger says, against brought in − refunded − paid out + taken
 * back from later payouts, as the refunds and payouts tables say.
 */
async function findHeldMismatches(db: Executor): Promise<ReconciliationReport['heldMismatches']> {
  const ledgerHeld = toMap(
    await db.selectFrom('ledger_entries').select(['purchase_order_id', (eb) => eb.fn.sum<number>('amount_cents').as('cents')]).where('account', '=', 'held').where('purchase_order_id', 'is not', null).groupBy('purchase_order_id').execute(),
  );
  const brought = toMap(
    await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(['e.purchase_order_id', (eb) => eb.fn.sum<number>('e.amount_cents').as('cents')])
      .where('e.account', '=', 'held')
      .where('t.kind', 'in', ['charge', 'credit_draw'])
      .groupBy('e.purchase_order_id')
      .execute(),
  );
  const refunded = toMap(await db.selectFrom('refunds').select(['purchase_order_id', (eb) => eb.fn.sum<number>('amount_cents').as('cents')]).where('status', '=', 'succeeded').groupBy('purchase_order_id').execute());
  const paidOut = toMap(
    await db
      .selectFrom('payout_lines as pl')
      .innerJoin('payouts as p', 'p.id', 'pl.payout_id')
      .select(['pl.purchase_order_id', (eb) => eb.fn.sum<number>('pl.gross_cents').as('cents')])
      .where('p.status', '=', 'paid')
      .groupBy('pl.purchase_order_id')
      .execute(),
  );
  const recovered = toMap(
    await db
      .selectFrom('payout_recoveries as r')
      .innerJoin('payouts as p', 'p.id', 'r.payout_id')
      .select(['r.purchase_order_id', (eb) => eb.fn.sum<number>('r.amount_cents').as('cents')])
      .where('p.status', '=', 'paid')
      .groupBy('r.purchase_order_id')
      .execute(),
  );
  const mismatches: ReconciliationReport['heldMismatches'] = [];
  for (const purchaseOrderId of new Set([...ledgerHeld.keys(), ...brought.keys()])) {
    const ledgerCents = -(ledgerHeld.get(purchaseOrderId) ?? 0);
    const expectedCents = -(brought.get(purchaseOrderId) ?? 0) - (refunded.get(purchaseOrderId) ?? 0) - (paidOut.get(purchaseOrderId) ?? 0) + (recovered.get(purchaseOrderId) ?? 0);
    if (ledgerCents !== expectedCents) mismatches.push({ purchaseOrderId, ledgerCents, expectedCents });
  }
  return mismatches;
}
