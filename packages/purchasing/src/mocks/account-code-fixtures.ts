import type { AccountCodes, Category } from '@marketplace/contracts';

/** The catalogue's categories with their sub-categories, as GET /api/category/?fetch_sub_categories=true answers. */
export const mockAccountCategories: Category[] = [
  {
    id: 'cat-lumber',
    name: 'Lumber',
    slug: 'lumber',
    parent_id: null,
    sub_categories: [
      { id: 'cat-plywood', name: 'Plywood', slug: 'plywood', parent_id: 'cat-lumber' },
      { id: 'cat-framing', name: 'Framing', slug: 'framing', parent_id: 'cat-lumber' },
    ],
  },
  { id: 'cat-concrete', name: 'Concrete', slug: 'concrete', parent_id: null, sub_categories: [] },
  { id: 'cat-roofing', name: 'Roofing', slug: 'roofing', parent_id: null, sub_categories: [] },
];

/** A company that mapped nothing: every line to the fallback account, every payment from the standard bank account. */
export function mockEmptyAccountCodes(): AccountCodes {
  return { default_account: { xero_code: '300', quickbooks_account: 'Cost of Goods Sold' }, payment_account: { xero_code: '090', quickbooks_account: 'Checking' }, categories: [], updated_at: null };
}

/** Summit's table: purchases by default, payments from its operating account, lumber and its plywood, and concrete, each to an account of their own. */
export function mockAccountCodes(overrides: Partial<AccountCodes> = {}): AccountCodes {
  return {
    default_account: { xero_code: '400', quickbooks_account: 'Purchases' },
    payment_account: { xero_code: '091', quickbooks_account: 'Operating Account' },
    categories: [
      { category_id: 'cat-concrete', category_name: 'Concrete', parent_category_name: null, xero_code: '320', quickbooks_account: 'Job Materials:Concrete' },
      { category_id: 'cat-lumber', category_name: 'Lumber', parent_category_name: null, xero_code: '310', quickbooks_account: 'Job Materials:Lumber' },
      { category_id: 'cat-plywood', category_name: 'Plywood', parent_category_name: 'Lumber', xero_code: '311', quickbooks_account: 'Job Materials:Plywood' },
    ],
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
