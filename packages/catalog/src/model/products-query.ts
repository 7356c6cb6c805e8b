import { psvSortValues } from '@marketplace/contracts';

/** Products per page (spec: default page size 20). */
export const PRODUCTS_PAGE_SIZE = 20;

/** A sort order of the product list; a leading `-` means descending. */
export type ProductSort = (typeof psvSortValues)[number];

/** The list's default order (spec: newest first). */
export const DEFAULT_PRODUCT_SORT: ProductSort = '-created_at';

/** Sort choices of the product list, as the builder reads them. */
export const productSortOptions: readonly { value: ProductSort; label: string }[] = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A to Z' },
  { value: '-name', label: 'Name: Z to A' },
];

/**
 * Everything the product list shows, read from the URL: the URL is the only state, so reload,
 * back and a shared link all show the same list.
 */
export interface ProductsQuery {
  /** Search text; empty for the plain list. */
  search: string;
  categoryId: string | null;
  subCategoryId: string | null;
  /** Attribute option ids the list is narrowed to. */
  facets: string[];
  sort: ProductSort;
  /** With a project: only offers that can be delivered to it (a search only). */
  deliverableOnly: boolean;
  /** 1-based page number. */
  page: number;
}

function isSort(value: string | null): value is ProductSort {
  return (psvSortValues as readonly string[]).includes(value ?? '');
}

/** Reads the list's state from a query string; anything malformed falls back to its default. */
export function parseProductsQuery(params: URLSearchParams): ProductsQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sort = params.get('sort');
  return {
    search: (params.get('search') ?? '').trim(),
    categoryId: params.get('category_id') || null,
    subCategoryId: params.get('sub_category_id') || null,
    facets: [...new Set(params.getAll('facet').filter(Boolean))],
    sort: isSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
    deliverableOnly: params.get('deliverable_only') === 'true',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** Writes the list's state as a query string, leaving defaults out so links stay short. */
export function productsQueryToParams(query: ProductsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.categoryId) params.set('category_id', query.categoryId);
  if (query.subCategoryId) params.set('sub_category_id', query.subCategoryId);
  for (const facet of query.facets) params.append('facet', facet);
  if (query.sort !== DEFAULT_PRODUCT_SORT) params.set('sort', query.sort);
  if (query.deliverableOnly) params.set('deliverable_only', 'true');
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The API's offset for a page. */
export function offsetOfPage(page: number): number {
  return (page - 1) * PRODUCTS_PAGE_SIZE;
}
