import type { Executor } from '../../db/schema';

/**
 * What a builder company owes on credit terms now, from the ledger (decision 0147): drawn by
 * its orders, less what refunds took off and what it repaid. Never below zero on a sound
 * ledger, since a repayment larger than the balance is refused.
 */
export async function owedOnTerms(db: Executor, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_cents'), eb.lit(0)).as('owed'))
    .where('buyer_company_id', '=', companyId)
    .where('account', '=', 'credit_receivable')
    .executeTakeFirstOrThrow();
  return Number(row.owed);
}
