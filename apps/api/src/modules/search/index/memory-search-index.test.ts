import { describe, expect, it } from 'vitest';
import { MemorySearchIndex } from './memory-search-index';
import type { IndexedDocument } from './memory-search-index';

function doc(variantId: string, name: string, extra: Partial<IndexedDocument> = {}): IndexedDocument {
  return {
    variantId,
    categoryId: 'cat-a',
    subCategoryId: null,
    brandId: 'brand-a',
    columns: [name, '', '', '', ''],
    optionIds: [],
    offers: [{ id: `${variantId}-o1`, companyId: 'sup-1', priceCents: 100 }],
    ...extra,
  };
}

const page = { limit: 20, offset: 0, facets: true };

describe('MemorySearchIndex', () => {
  it('matches whole words, prefixes of the last word, and every word (AND)', () => {
    const index = new MemorySearchIndex();
    index.upsert(doc('v1', 'drywall panel'));
    index.upsert(doc('v2', 'drywall screw'));
    index.upsert(doc('v3', 'plywood panel'));
    const ids = (words: string[], prefixAll = false) => index.search({ words, prefixAll }, { optionGroups: [] }, page).ids.sort();
    expect(ids(['drywall'])).toEqual(['v1-o1', 'v2-o1']);
    expect(ids(['dryw'])).toEqual(['v1-o1', 'v2-o1']);
    expect(ids(['dryw', 'panel'])).toEqual([]);
    expect(ids(['dryw', 'pan'], true)).toEqual(['v1-o1']);
    expect(ids(['panel', 'dry'])).toEqual(['v1-o1']);
    expect(ids(['pan'])).toEqual(['v1-o1', 'v3-o1']);
    expect(ids(['xylophone'])).toEqual([]);
    expect(index.anyMatch({ words: ['plyw'], prefixAll: false })).toBe(true);
    expect(index.hasTermWithPrefix('scr')).toBe(true);
    expect(index.hasTermWithPrefix('scx')).toBe(false);
  });

  it('orders preferred suppliers first, then relevance, then price, then offer id', () => {
    const index = new MemorySearchIndex();
    index.upsert(
      doc('v1', 'drywall', {
        offers: [
          { id: 'b', companyId: 's1', priceCents: 300 },
          { id: 'a', companyId: 's2', priceCents: 300 },
          { id: 'c', companyId: 's1', priceCents: 100 },
        ],
      }),
    );
    index.upsert(doc('v2', 'drywall compound mud bucket', { offers: [{ id: 'd', companyId: 's2', priceCents: 50 }] }));
    const match = { words: ['drywall'], prefixAll: false };
    // v1 is shorter, so it ranks first (BM25 length normalization); within it, cheapest, then id.
    expect(index.search(match, { optionGroups: [] }, page).ids).toEqual(['c', 'a', 'b', 'd']);
    expect(index.search(match, { optionGroups: [], preferredSupplierIds: ['s2'] }, page).ids).toEqual(['a', 'd', 'c', 'b']);
    expect(index.search(match, { optionGroups: [], supplierIds: ['s2'] }, page)).toMatchObject({ ids: ['a', 'd'], count: 2 });
    expect(index.search(match, { optionGroups: [] }, { limit: 2, offset: 1, facets: false }).ids).toEqual(['a', 'b']);
  });

  it('counts offers per category pair and attribute option, and filters by them', () => {
    const index = new MemorySearchIndex();
    index.upsert(doc('v1', 'screw', { categoryId: 'c1', subCategoryId: 's1', optionIds: ['o-zinc', 'o-1in'] }));
    index.upsert(doc('v2', 'screw', { categoryId: 'c1', subCategoryId: 's1', optionIds: ['o-steel'], offers: [{ id: 'x', companyId: 'k', priceCents: 1 }, { id: 'y', companyId: 'k', priceCents: 2 }] }));
    index.upsert(doc('v3', 'screw', { categoryId: 'c2', brandId: 'brand-b' }));
    const match = { words: ['screw'], prefixAll: false };
    const all = index.search(match, { optionGroups: [] }, page);
    expect(all.count).toBe(4);
    expect(all.categories.sort((a, b) => a.categoryId.localeCompare(b.categoryId))).toEqual([
      { categoryId: 'c1', subCategoryId: 's1', count: 3 },
      { categoryId: 'c2', subCategoryId: null, count: 1 },
    ]);
    expect(new Map(all.options.map((o) => [o.optionId, o.count]))).toEqual(new Map([['o-zinc', 1], ['o-1in', 1], ['o-steel', 2]]));
    expect(index.search(match, { optionGroups: [['o-zinc', 'o-steel']] }, page).count).toBe(3);
    expect(index.search(match, { optionGroups: [['o-zinc'], ['o-steel']] }, page).count).toBe(0);
    expect(index.search(match, { optionGroups: [], categoryId: 'c2' }, page).count).toBe(1);
    expect(index.search(match, { optionGroups: [], subCategoryId: 's1' }, page).count).toBe(3);
    expect(index.search(match, { optionGroups: [], brandId: 'brand-b' }, page).count).toBe(1);
    expect(index.search(match, { optionGroups: [], brandId: 'unknown' }, page).count).toBe(0);
  });

  it('replaces and removes documents', () => {
    const index = new MemorySearchIndex();
    index.upsert(doc('v1', 'drywall'));
    index.upsert(doc('v1', 'plywood'));
    const count = (word: string) => index.search({ words: [word], prefixAll: false }, { optionGroups: [] }, page).count;
    expect(count('drywall')).toBe(0);
    expect(count('plywood')).toBe(1);
    index.upsert(doc('v2', 'plywood', { offers: [] }));
    expect(count('plywood')).toBe(1);
    index.remove('v1');
    expect(count('plywood')).toBe(0);
    expect(index.documentCount).toBe(1);
    expect(index.documentSlots).toBe(3);
  });

  it('changes offers where they are when only their prices or companies changed, and re-adds otherwise', () => {
    const index = new MemorySearchIndex();
    index.upsert(doc('v1', 'drywall', { offers: [{ id: 'a', companyId: 's1', priceCents: 300 }] }));
    index.upsert(doc('v2', 'drywall', { offers: [{ id: 'b', companyId: 's1', priceCents: 200 }] }));
    const match = { words: ['drywall'], prefixAll: false };
    index.upsert(doc('v1', 'drywall', { offers: [{ id: 'a', companyId: 's2', priceCents: 100 }] }));
    expect(index.documentSlots).toBe(2);
    expect(index.search(match, { optionGroups: [] }, page).ids[0]).toBe('a');
    expect(index.search(match, { optionGroups: [], supplierIds: ['s2'] }, page).ids).toEqual(['a']);
    // A second offer, another option or another word each need the document added again.
    index.upsert(doc('v1', 'drywall', { offers: [{ id: 'a', companyId: 's2', priceCents: 100 }, { id: 'c', companyId: 's1', priceCents: 50 }] }));
    index.upsert(doc('v2', 'drywall', { optionIds: ['o1'], offers: [{ id: 'b', companyId: 's1', priceCents: 200 }] }));
    expect(index.documentSlots).toBe(4);
    expect(index.search(match, { optionGroups: [['o1']] }, page).ids).toEqual(['b']);
    index.upsert(doc('v2', 'drywall board', { optionIds: ['o1'], offers: [{ id: 'b', companyId: 's1', priceCents: 200 }] }));
    expect(index.documentSlots).toBe(5);
    expect(index.search({ words: ['board'], prefixAll: false }, { optionGroups: [] }, page).ids).toEqual(['b']);
    expect(index.search(match, { optionGroups: [] }, page).count).toBe(3);
  });
});

describe('MemorySearchIndex after a build', () => {
  it('keeps taking documents once trimmed, even empty', () => {
    const index = new MemorySearchIndex();
    index.trim();
    index.upsert(doc('v1', 'drywall', { categoryId: 'c1', optionIds: ['o1'] }));
    index.trim();
    index.upsert(doc('v2', 'drywall', { categoryId: 'c1' }));
    const found = index.search({ words: ['drywall'], prefixAll: false }, { optionGroups: [] }, page);
    expect(found.count).toBe(2);
    expect(found.categories).toEqual([{ categoryId: 'c1', subCategoryId: null, count: 2 }]);
    expect(found.options).toEqual([{ optionId: 'o1', count: 1 }]);
  });
});
