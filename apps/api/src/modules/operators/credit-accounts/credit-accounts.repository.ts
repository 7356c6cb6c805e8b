import type { CreditAccount, CreditRepayment } from '@marketplace/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { CreditRepaymentsTable } from '../../../db/money-schema';
import type { Database, Executor } from '../../../db/schema';
import { containsText } from '../../catalog/text-filter';
import { countRows } from '../../../db/count-rows';

type CompanyScope = ExpressionBuilder<Database & { c: Database['companies'] }, 'c'>;

/** What the company owes on terms: the sum of its receivable entries (decision 0147). */
const owedOf = (eb: CompanyScope) =>
  eb
    .selectFrom('ledger_entries as e')
    .select((inner) => inner.fn.coalesce(inner.fn.sum<number | string>('e.amount_cents'), inner.lit(0)).as('owed'))
    .whereRef('e.buyer_company_id', '=', 'c.id')
    .where('e.account', '=', 'credit_receivable');

/** The limit of the company's latest approval, as `findApprovedApplication` reads it. */
const limitOf = (eb: CompanyScope) =>
  eb
    .selectFrom('preapproval_applications as a')
    .select('a.approved_limit_cents')
    .whereRef('a.company_id', '=', 'c.id')
    .where('a.status', '=', 'approved')
    .orderBy('a.decided_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(1);

const lastRepaidOf = (eb: CompanyScope) => eb.selectFrom('credit_repayments as r').select((inner) => inner.fn.max('r.received_on').as('last')).whereRef('r.company_id', '=', 'c.id');

/** Builder companies that have credit, an approval or something owed from an earlier one; `search` matches the name. */
function accounts(db: Executor, search?: string) {
  const base = db
    .selectFrom('companies as c')
    .where('c.company_type', '=', 'builder')
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('preapproval_applications as a').select('a.id').whereRef('a.company_id', '=', 'c.id').where('a.status', '=', 'approved')),
        eb.exists(eb.selectFrom('ledger_entries as e').select('e.id').whereRef('e.buyer_company_id', '=', 'c.id').where('e.account', '=', 'credit_receivable')),
      ]),
    );
  return search ? base.where(containsText('c.name', search)) : base;
}

function withFigures(db: Executor, search?: string) {
  return accounts(db, search).select((eb) => ['c.id', 'c.name', owedOf(eb).as('owed'), limitOf(eb).as('limit'), lastRepaidOf(eb).as('last')]);
}

function toAccount(row: { id: string; name: string; owed: unknown; limit: unknown; last: unknown }): CreditAccount {
  const limit = Number(row.limit ?? 0);
  const owed = Number(row.owed ?? 0);
  return {
    company_id: row.id,
    company_name: row.name,
    approved_limit_cents: limit,
    owed_cents: owed,
    available_cents: Math.max(0, limit - owed),
    currency: 'USD',
    last_repaid_on: typeof row.last === 'string' ? row.last : null,
  };
}

/** Credit accounts, largest balance owed first. */
export async function listCreditAccounts(db: Executor, query: { search?: string | undefined; limit: number; offset: number }): Promise<{ count: number; results: CreditAccount[] }> {
  const [rows, count] = await Promise.all([
    withFigures(db, query.search).orderBy('owed', 'desc').orderBy('c.name').orderBy('c.id').limit(query.limit).offset(query.offset).execute(),
    countRows(accounts(db, query.search)),
  ]);
  return { count, results: rows.map(toAccount) };
}

/** One company's credit account, or undefined when it has none (or is not a builder). */
export async function findCreditAccount(db: Executor, companyId: string): Promise<CreditAccount | undefined> {
  const row = await withFigures(db).where('c.id', '=', companyId).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export function toRepayment(row: CreditRepaymentsTable): CreditRepayment {
  return {
    id: row.id,
    company_id: row.company_id,
    amount_cents: Number(row.amount_cents),
    currency: row.currency,
    bank_reference: row.bank_reference,
    received_on: row.received_on,
    note: row.note,
    recorded_by: row.recorded_by_operator_id,
    created_at: row.created_at,
  };
}

/** The company's repayments, latest received first. */
export async function listRepayments(db: Executor, companyId: string): Promise<CreditRepayment[]> {
  const rows = await db.selectFrom('credit_repayments').selectAll().where('company_id', '=', companyId).orderBy('received_on', 'desc').orderBy('created_at', 'desc').execute();
  return rows.map(toRepayment);
}

/** Stores a repayment unless its bank reference was recorded for the company before; answers whether it did. */
export async function insertRepayment(db: Executor, row: CreditRepaymentsTable): Promise<boolean> {
  // ON CONFLICT rather than catching the unique violation: on PostgreSQL a failed statement
  // would abort the whole transaction.
  const result = await db.insertInto('credit_repayments').values(row).onConflict((conflict) => conflict.columns(['company_id', 'bank_reference']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
