import type { AccountCodes } from '@marketplace/contracts';
import type { AccountAssignment } from './account-codes.repository';
import { FALLBACK_ACCOUNT } from './account-codes.repository';

/** A company's category → account table as the export looks accounts up in it. */
export interface ExportAccounts {
  /** The company's default; null when it set none. */
  default_account: AccountAssignment | null;
  byCategory: ReadonlyMap<string, AccountAssignment>;
}

/** The export's lookup of the company's account codes as the API answers them (findAccountCodes). */
export function exportAccountsOf(codes: Pick<AccountCodes, 'default_account' | 'categories'>): ExportAccounts {
  return {
    default_account: codes.default_account,
    byCategory: new Map(codes.categories.map(({ category_id, xero_code, quickbooks_account }) => [category_id, { xero_code, quickbooks_account }])),
  };
}

/** Where a product sits in the catalogue: its sub-category (if any) and its category. */
export interface ProductPlace {
  category_id: string;
  sub_category_id: string | null;
}

/** Where whatever no category decides goes (freight, tax, a line of no purchase-order line): the company's default, else the fallback. */
export const defaultAccountOf = (table: ExportAccounts): AccountAssignment => table.default_account ?? FALLBACK_ACCOUNT;

/**
 * The account of a line of this product (decision 0610): the nearest mapped category, from the
 * most precise up (its sub-category, that one's parents, then its category and its parents),
 * so mapping "Lumber" books plywood too unless "Plywood" has an account of its own; then the
 * company's default, then the fallback. `parents` is each category's parent.
 */
export function accountOfProduct(place: ProductPlace | undefined, parents: ReadonlyMap<string, string | null>, table: ExportAccounts): AccountAssignment {
  const seen = new Set<string>();
  for (const start of place ? [place.sub_category_id, place.category_id] : []) {
    // Walks up; `seen` stops at a category met before (the category above a sub-category, or a loop).
    for (let id = start; id !== null && !seen.has(id); id = parents.get(id) ?? null) {
      seen.add(id);
      const mapped = table.byCategory.get(id);
      if (mapped) return mapped;
    }
  }
  return defaultAccountOf(table);
}
