import { dialectOf } from '../../db/dialect';
import type { CompaniesTable, CompanyType, Database, Executor } from '../../db/schema';

/** A company row. */
export type CompanyRecord = CompaniesTable;

/** Inserts a company. */
export async function insertCompany(db: Executor, company: CompanyRecord): Promise<void> {
  await db.insertInto('companies').values(company).execute();
}

/** A company by id. */
export async function findCompanyById(db: Executor, id: string): Promise<CompanyRecord | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Companies whose name matches case-insensitively (names are not unique). */
export async function findCompaniesByName(db: Executor, name: string, companyType?: CompanyType): Promise<CompanyRecord[]> {
  let query = db
    .selectFrom('companies')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()));
  if (companyType) query = query.where('company_type', '=', companyType);
  return query.orderBy('created_at').execute();
}

/**
 * Locks the company's row until the transaction ends on PostgreSQL (SQLite's writers always take
 * turns): changes of one company that must see each other's result (its owners, its repayments,
 * its approval) run one after the other.
 */
export async function lockCompany(trx: Executor, companyId: string): Promise<void> {
  if (dialectOf<Database>(trx) === 'postgres') await trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
}
