import { randomUUID } from 'node:crypto';
import { FALLBACK_QUICKBOOKS_ACCOUNT, FALLBACK_QUICKBOOKS_PAYMENT_ACCOUNT, FALLBACK_XERO_ACCOUNT_CODE, FALLBACK_XERO_PAYMENT_ACCOUNT_CODE } from '@marketplace/contracts';
import type { AccountCodes } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import type { IsoTime } from '../../lib/time';

/** One account in both programs: Xero's code and QuickBooks Online's account name. */
export interface AccountAssignment {
  xero_code: string;
  quickbooks_account: string;
}

/** The account of a company that mapped nothing: where every line went before the table existed. */
export const FALLBACK_ACCOUNT: AccountAssignment = { xero_code: FALLBACK_XERO_ACCOUNT_CODE, quickbooks_account: FALLBACK_QUICKBOOKS_ACCOUNT };

/** The account of a company that named none to pay from: each program's standard bank account, the payments file's one account before the company could name its own. */
export const FALLBACK_PAYMENT_ACCOUNT: AccountAssignment = { xero_code: FALLBACK_XERO_PAYMENT_ACCOUNT_CODE, quickbooks_account: FALLBACK_QUICKBOOKS_PAYMENT_ACCOUNT };

/** The whole table as it is replaced: the default account, the paying account and every mapped category's. */
export interface AccountTable {
  default_account: AccountAssignment;
  payment_account: AccountAssignment;
  categories: readonly (AccountAssignment & { category_id: string })[];
}

/** Where a category sorts: by its top-level category's name, the top-level one first, then its sub-categories by name. */
const catalogueOrder = (row: { category_name: string; parent_category_name: string | null }): [string, string] =>
  row.parent_category_name === null ? [row.category_name, ''] : [row.parent_category_name, row.category_name];

/** The company's table as the API answers it, categories by name (sub-categories under their parent's); the fallback accounts where it set none. */
export async function findAccountCodes(db: Executor, companyId: string): Promise<AccountCodes> {
  const paying = await db.selectFrom('payment_accounts').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  const rows = await db
    .selectFrom('account_codes as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .leftJoin('categories as p', 'p.id', 'c.parent_id')
    .select(['a.category_id', 'a.xero_code', 'a.quickbooks_account', 'a.updated_at', 'c.name as category_name', 'p.name as parent_category_name'])
    .where('a.company_id', '=', companyId)
    .execute();
  const own = rows.find((row) => row.category_id === null);
  const categories = rows
    .filter((row) => row.category_id !== null)
    .map((row) => ({
      category_id: row.category_id!,
      category_name: row.category_name ?? '',
      parent_category_name: row.parent_category_name ?? null,
      xero_code: row.xero_code,
      quickbooks_account: row.quickbooks_account,
    }))
    .sort((a, b) => {
      const [aGroup, aOwn] = catalogueOrder(a);
      const [bGroup, bOwn] = catalogueOrder(b);
      return aGroup.localeCompare(bGroup) || aOwn.localeCompare(bOwn);
    });
  return {
    default_account: own ? { xero_code: own.xero_code, quickbooks_account: own.quickbooks_account } : { ...FALLBACK_ACCOUNT },
    payment_account: paying ? { xero_code: paying.xero_code, quickbooks_account: paying.quickbooks_account } : { ...FALLBACK_PAYMENT_ACCOUNT },
    categories,
    updated_at: [...rows, ...(paying ? [paying] : [])].reduce<IsoTime | null>((latest, row) => (latest === null || row.updated_at > latest ? row.updated_at : latest), null),
  };
}

/** Which of these category ids the catalogue has. */
export async function existingCategoryIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('categories').select('id').where('id', 'in', [...new Set(ids)]).execute();
  return new Set(rows.map((row) => row.id));
}

/** Replaces the company's whole table: its default, the account it pays from and every category's account. */
export async function replaceAccountCodes(db: Executor, companyId: string, table: AccountTable, at: IsoTime): Promise<void> {
  const paying = { ...table.payment_account, updated_at: at };
  await db
    .insertInto('payment_accounts')
    .values({ company_id: companyId, ...paying })
    .onConflict((conflict) => conflict.column('company_id').doUpdateSet(paying))
    .execute();
  await db.deleteFrom('account_codes').where('company_id', '=', companyId).execute();
  const rows = [{ category_id: null, ...table.default_account }, ...table.categories].map((row) => ({
    id: randomUUID(),
    company_id: companyId,
    category_id: row.category_id,
    xero_code: row.xero_code,
    quickbooks_account: row.quickbooks_account,
    updated_at: at,
  }));
  await db.insertInto('account_codes').values(rows).execute();
}
