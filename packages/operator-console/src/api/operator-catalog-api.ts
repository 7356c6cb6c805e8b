import { api } from '@marketplace/api-client';
import type { BrandListResponse, Camelize, CategoryCreateRequest, CategoryListResponse, SubCategory } from '@marketplace/contracts';

export type OperatorBrandPageData = Camelize<BrandListResponse>;
export type OperatorBrandData = OperatorBrandPageData['results'][number];
export type OperatorCategoryPageData = Camelize<CategoryListResponse>;
export type OperatorCategoryData = OperatorCategoryPageData['results'][number];
export type OperatorSubCategoryData = Camelize<SubCategory>;
export type CategoryCreatePayload = Camelize<CategoryCreateRequest>;

/** Brands and top-level categories shown at once: the catalogue keeps a few dozen of each. */
const LIST_LIMIT = 100;

/** Every write changes the catalogue builders browse: its cached menus and filters refetch. */
const written = ['Brand', 'Category', 'Catalog', 'Metadata'] as const;

/**
 * Brands and categories as operators keep them: the lists (categories with their sub-categories)
 * and adding, renaming and deleting each. The API refuses a name taken among siblings and the
 * deletion of what products still use, in its own words.
 */
export const operatorCatalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOperatorBrands: build.query<OperatorBrandPageData, void>({
      query: () => ({ url: '/api/operator/brands/', params: { limit: LIST_LIMIT } }),
      providesTags: ['Brand'],
    }),
    listOperatorCategories: build.query<OperatorCategoryPageData, void>({
      query: () => ({ url: '/api/operator/categories/', params: { fetchSubCategories: true, limit: LIST_LIMIT } }),
      providesTags: ['Category'],
    }),
    createOperatorBrand: build.mutation<OperatorBrandData, { name: string }>({
      query: (body) => ({ url: '/api/operator/brands/', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...written]),
    }),
    renameOperatorBrand: build.mutation<OperatorBrandData, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: `/api/operator/brands/${encodeURIComponent(id)}/`, method: 'PUT', body: { name } }),
      invalidatesTags: (_result, error) => (error ? [] : [...written]),
    }),
    deleteOperatorBrand: build.mutation<null, string>({
      query: (id) => ({ url: `/api/operator/brands/${encodeURIComponent(id)}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [...written]),
    }),
    createOperatorCategory: build.mutation<OperatorSubCategoryData, CategoryCreatePayload>({
      query: (body) => ({ url: '/api/operator/categories/', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...written]),
    }),
    renameOperatorCategory: build.mutation<OperatorSubCategoryData, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: `/api/operator/categories/${encodeURIComponent(id)}/`, method: 'PUT', body: { name } }),
      invalidatesTags: (_result, error) => (error ? [] : [...written]),
    }),
    deleteOperatorCategory: build.mutation<null, string>({
      query: (id) => ({ url: `/api/operator/categories/${encodeURIComponent(id)}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [...written]),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useListOperatorBrandsQuery,
  useListOperatorCategoriesQuery,
  useCreateOperatorBrandMutation,
  useRenameOperatorBrandMutation,
  useDeleteOperatorBrandMutation,
  useCreateOperatorCategoryMutation,
  useRenameOperatorCategoryMutation,
  useDeleteOperatorCategoryMutation,
} = operatorCatalogApi;
