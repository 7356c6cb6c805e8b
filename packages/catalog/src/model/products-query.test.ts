import { describe, expect, it } from 'vitest';
import { parseProductsQuery, productsQueryToParams } from './products-query';

describe('products query', () => {
  it('reads every part of the list state from the URL', () => {
    const query = parseProductsQuery(
      new URLSearchParams('search=stud&category_id=c1&sub_category_id=s1&facet=o1&facet=o2&sort=price&deliverable_only=true&page=3'),
    );
    expect(query).toEqual({
      search: 'stud',
      categoryId: 'c1',
      subCategoryId: 's1',
      facets: ['o1', 'o2'],
      sort: 'price',
      deliverableOnly: true,
      page: 3,
    });
  });

  it('falls back to defaults for missing or malformed values', () => {
    expect(parseProductsQuery(new URLSearchParams('sort=cheapest&page=-2&facet='))).toEqual({
      search: '',
      categoryId: null,
      subCategoryId: null,
      facets: [],
      sort: '-created_at',
      deliverableOnly: false,
      page: 1,
    });
  });

  it('round-trips and leaves defaults out of the URL', () => {
    const params = 'search=drywall&facet=o1&sort=-price&deliverable_only=true&page=2';
    expect(productsQueryToParams(parseProductsQuery(new URLSearchParams(params))).toString()).toBe(params);
    expect(productsQueryToParams(parseProductsQuery(new URLSearchParams())).toString()).toBe('');
  });
});
