import type { AccountType } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';

/** The email addresses of these companies' users of these account types, by company, each sorted. */
export async function userEmailsByCompany(db: Executor, companyIds: readonly string[], types: readonly AccountType[]): Promise<Map<string, string[]>> {
  const byCompany = new Map<string, string[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await db.selectFrom('users').select(['company_id', 'email']).where('company_id', 'in', [...companyIds]).where('user_type', 'in', [...types]).orderBy('email').execute();
  for (const row of rows) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row.email]);
  return byCompany;
}

/** The email addresses of one company's users of these account types, sorted. */
export async function userEmailsOf(db: Executor, companyId: string, types: readonly AccountType[]): Promise<string[]> {
  return (await userEmailsByCompany(db, [companyId], types)).get(companyId) ?? [];
}
