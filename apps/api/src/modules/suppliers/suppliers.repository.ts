import type { Executor } from '../../db/schema';
import type { CompanyProfilesTable, SupplierBankingDetailsTable } from '../../db/supplier-area-schema';
import { sessionCache } from '../sessions/session-cache';

/** A supplier's payout account row. */
export async function findBankingDetails(db: Executor, companyId: string): Promise<SupplierBankingDetailsTable | undefined> {
  return db.selectFrom('supplier_banking_details').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/** Saves a supplier's payout account, replacing the previous one. */
export async function upsertBankingDetails(db: Executor, row: SupplierBankingDetailsTable): Promise<void> {
  await db
    .insertInto('supplier_banking_details')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('company_id').doUpdateSet({
        account_holder_name: row.account_holder_name,
        routing_last4: row.routing_last4,
        account_last4: row.account_last4,
        numbers_encrypted: row.numbers_encrypted,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** A company with its profile fields (null where never given). */
export async function findCompanyWithProfile(db: Executor, companyId: string) {
  return db
    .selectFrom('companies as c')
    .leftJoin('company_profiles as p', 'p.company_id', 'c.id')
    .select(['c.id', 'c.name', 'c.company_type', 'p.phone', 'p.website', 'p.street', 'p.city', 'p.state', 'p.postal_code', 'p.description', 'p.updated_at'])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}

/** Renames a company. */
export async function renameCompany(db: Executor, companyId: string, name: string): Promise<void> {
  await db.updateTable('companies').set({ name }).where('id', '=', companyId).execute();
  sessionCache.forgetCompany(companyId);
}

/** Saves a company's profile fields. */
export async function upsertCompanyProfile(db: Executor, row: CompanyProfilesTable): Promise<void> {
  const { company_id: _companyId, ...fields } = row;
  await db
    .insertInto('company_profiles')
    .values(row)
    .onConflict((conflict) => conflict.column('company_id').doUpdateSet(fields))
    .execute();
}
