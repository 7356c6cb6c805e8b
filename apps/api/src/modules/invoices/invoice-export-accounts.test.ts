import { describe, expect, it } from 'vitest';
import { accountOfProduct } from './invoice-export-accounts';
import type { ExportAccounts } from './invoice-export-accounts';

const LUMBER = { xero_code: '310', quickbooks_account: 'Lumber' };
const PLYWOOD = { xero_code: '311', quickbooks_account: 'Lumber:Plywood' };
const DEFAULT = { xero_code: '400', quickbooks_account: 'Purchases' };
const FALLBACK = { xero_code: '300', quickbooks_account: 'Cost of Goods Sold' };

/** lumber ⊃ plywood ⊃ marine (a deeper catalogue than today's one level); drywall alone. */
const parents = new Map<string, string | null>([
  ['lumber', null],
  ['plywood', 'lumber'],
  ['marine', 'plywood'],
  ['drywall', null],
]);
const table = (byCategory: [string, typeof LUMBER][], default_account: typeof DEFAULT | null = DEFAULT): ExportAccounts => ({ default_account, byCategory: new Map(byCategory) });

describe('accountOfProduct', () => {
  it('takes the most precise mapped category, walking up the parents', () => {
    expect(accountOfProduct({ category_id: 'lumber', sub_category_id: 'plywood' }, parents, table([['plywood', PLYWOOD], ['lumber', LUMBER]]))).toEqual(PLYWOOD);
    expect(accountOfProduct({ category_id: 'lumber', sub_category_id: 'plywood' }, parents, table([['lumber', LUMBER]]))).toEqual(LUMBER);
    expect(accountOfProduct({ category_id: 'lumber', sub_category_id: 'marine' }, parents, table([['lumber', LUMBER]]))).toEqual(LUMBER);
    expect(accountOfProduct({ category_id: 'lumber', sub_category_id: null }, parents, table([['lumber', LUMBER]]))).toEqual(LUMBER);
  });

  it('falls back to the company’s default, then to the export’s first account', () => {
    expect(accountOfProduct({ category_id: 'drywall', sub_category_id: null }, parents, table([['lumber', LUMBER]]))).toEqual(DEFAULT);
    expect(accountOfProduct({ category_id: 'drywall', sub_category_id: null }, parents, table([], null))).toEqual(FALLBACK);
    expect(accountOfProduct(undefined, parents, table([['lumber', LUMBER]]))).toEqual(DEFAULT);
  });

  it('tries the category when the sub-category sits elsewhere, and stops at a loop', () => {
    expect(accountOfProduct({ category_id: 'drywall', sub_category_id: 'plywood' }, parents, table([['drywall', LUMBER]]))).toEqual(LUMBER);
    const loop = new Map<string, string | null>([
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect(accountOfProduct({ category_id: 'a', sub_category_id: null }, loop, table([]))).toEqual(DEFAULT);
  });
});
