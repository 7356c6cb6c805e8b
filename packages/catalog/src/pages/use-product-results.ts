import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetProductSupplierVariantsQuery,
  useSearchProductsAvailabilityQuery,
  useSearchProductsQuery,
  type ProductSearchData,
} from '../api/catalog-api';
import { offsetOfPage, PRODUCTS_PAGE_SIZE, type ProductsQuery } from '../model/products-query';
import { rowFromProductSupplierVariant, rowFromSearchResult, type ProductRow } from '../model/product-row';

/** The product list's results, whichever call answered them. */
export interface ProductResults {
  /** Rows of the current query; undefined while they load (never the previous query's rows). */
  rows: ProductRow[] | undefined;
  total: number;
  /** Facet counts; only a search answers them. */
  facets: ProductSearchData['facets'];
  /** Set when the search used corrected words. */
  correctedSearch: string | null;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * Runs the one call the list's state needs: a search with availability when there are words
 * and a project, a plain search with words only, and the offer list otherwise (the search
 * needs words; the list sorts and pages on its own).
 */
export function useProductResults(query: ProductsQuery, projectId: string | null): ProductResults {
  const paging = { limit: PRODUCTS_PAGE_SIZE, offset: offsetOfPage(query.page) };
  const searchBody = query.search
    ? {
        search: query.search,
        ...(query.categoryId ? { categoryId: query.categoryId } : {}),
        ...(query.subCategoryId ? { subCategoryId: query.subCategoryId } : {}),
        facets: query.facets,
        ...paging,
      }
    : undefined;

  const withAvailability = useSearchProductsAvailabilityQuery(
    searchBody && projectId
      ? { ...searchBody, projectId, ...(query.deliverableOnly ? { deliverableOnly: true } : {}) }
      : skipToken,
  );
  const plainSearch = useSearchProductsQuery(searchBody && !projectId ? searchBody : skipToken);
  const list = useGetProductSupplierVariantsQuery(
    searchBody
      ? skipToken
      : {
          fetchTotal: true,
          fetchPricing: true,
          fetchSupplierCompany: true,
          fetchFirstImageOnly: true,
          categoryId: query.categoryId ?? undefined,
          subCategoryId: query.subCategoryId ?? undefined,
          // Availability for the whole page in this one call, not one call per card.
          ...(projectId ? { projectId } : {}),
          sort: query.sort,
          ...paging,
        },
  );

  if (searchBody) {
    const search = projectId ? withAvailability : plainSearch;
    const data = search.currentData;
    return {
      rows: data?.results.map(rowFromSearchResult),
      total: data?.count ?? 0,
      facets: data?.facets,
      correctedSearch: data?.correctedSearch ?? null,
      isFetching: search.isFetching,
      error: search.error,
      refetch: () => void search.refetch(),
    };
  }
  const data = list.currentData;
  return {
    rows: data?.results.map(rowFromProductSupplierVariant),
    // Asked for with fetch_total; a page's own length is the floor should it be missing.
    total: data ? (data.count ?? offsetOfPage(query.page) + data.results.length) : 0,
    facets: undefined,
    correctedSearch: null,
    isFetching: list.isFetching,
    error: list.error,
    refetch: () => void list.refetch(),
  };
}
