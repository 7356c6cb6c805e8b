import type { BankAccount } from '@marketplace/contracts';
import type { BankAccountsTable, BankEnrollmentsTable } from '../../db/credit-schema';
import type { Executor } from '../../db/schema';
import type { ProviderAccount } from '../../providers/bank-link/bank-link';

/** PostgreSQL answers bigint columns as strings: every amount read goes through here. */
function toNumberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

export async function insertEnrollment(db: Executor, enrollment: BankEnrollmentsTable): Promise<void> {
  await db.insertInto('bank_enrollments').values(enrollment).execute();
}

/** Writes the provider's accounts of an enrollment: new ones added, known ones' balances refreshed. */
export async function upsertAccounts(db: Executor, enrollment: Pick<BankEnrollmentsTable, 'id' | 'company_id'>, accounts: ProviderAccount[], now: string, newId: () => string): Promise<void> {
  for (const account of accounts) {
    const values = {
      name: account.name,
      mask: account.mask,
      type: account.type,
      subtype: account.subtype,
      available_cents: account.availableCents,
      current_cents: account.currentCents,
      currency: account.currency,
      balance_updated_at: now,
    };
    const updated = await db
      .updateTable('bank_accounts')
      .set(values)
      .where('enrollment_id', '=', enrollment.id)
      .where('provider_account_id', '=', account.accountId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const row: BankAccountsTable = { id: newId(), enrollment_id: enrollment.id, company_id: enrollment.company_id, provider_account_id: account.accountId, ...values };
      await db.insertInto('bank_accounts').values(row).execute();
    }
  }
}

/** The company's linked accounts, oldest link first, as the API answers them. */
export async function listAccounts(db: Executor, companyId: string, enrollmentId?: string): Promise<BankAccount[]> {
  let query = db
    .selectFrom('bank_accounts as a')
    .innerJoin('bank_enrollments as e', 'e.id', 'a.enrollment_id')
    .select([
      'a.id',
      'e.institution_name',
      'a.name',
      'a.mask',
      'a.type',
      'a.subtype',
      'a.available_cents',
      'a.current_cents',
      'a.currency',
      'a.balance_updated_at',
      'e.created_at as linked_at',
    ])
    .where('a.company_id', '=', companyId);
  if (enrollmentId) query = query.where('e.id', '=', enrollmentId);
  const rows = await query.orderBy('e.created_at').orderBy('a.name').orderBy('a.id').execute();
  return rows.map((row) => ({ ...row, available_cents: toNumberOrNull(row.available_cents), current_cents: toNumberOrNull(row.current_cents) }));
}

/** One linked account of the company with its enrollment (for reading its balance), if any. */
export async function findAccountWithEnrollment(db: Executor, companyId: string, accountId: string) {
  return db
    .selectFrom('bank_accounts as a')
    .innerJoin('bank_enrollments as e', 'e.id', 'a.enrollment_id')
    .select(['a.id', 'a.provider_account_id', 'e.id as enrollment_id', 'e.company_id', 'e.access_token_encrypted'])
    .where('a.company_id', '=', companyId)
    .where('a.id', '=', accountId)
    .executeTakeFirst();
}
