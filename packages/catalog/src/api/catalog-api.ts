import { api } from '@marketplace/api-client';
import type {
  BrandListResponse,
  Camelize,
  CatalogMetadata,
  Category,
  CategoryListResponse,
  ProductAttributeListResponse,
  ProductAvailabilitySearchRequest,
  ProductAvailabilitySearchResponse,
  ProductSearchRequest,
  ProductSearchResponse,
  ProductSupplierResponse,
  ProductSupplierVariant,
  ProductWithOffers,
  PsvListResponse,
  VariantAvailabilityResponse,
} from '@marketplace/contracts';

/** Catalogue metadata as the client reads it: brands, categories, attributes, units, sorts. */
export type CatalogMetadataData = Camelize<CatalogMetadata>;
/** A category with its sub-categories. */
export type CategoryData = Camelize<Category>;
/** GET /api/category/ as the client reads it. */
export type CategoryListData = Camelize<CategoryListResponse>;
/** GET /api/brand as the client reads it. */
export type BrandListData = Camelize<BrandListResponse>;
/** A product supplier variant (one variant as one supplier sells it). */
export type ProductSupplierVariantData = Camelize<ProductSupplierVariant>;
/** GET /api/product_supplier_variant/ as the client reads it. */
export type ProductSupplierVariantListData = Camelize<PsvListResponse>;
/** GET /api/product_supplier/{productId}/{supplierId} as the client reads it. */
export type ProductSupplierData = Camelize<ProductSupplierResponse>;
/** GET /api/products/{id}/ as the client reads it. */
export type ProductWithOffersData = Camelize<ProductWithOffers>;
/** GET /api/product_attributes/ as the client reads it. */
export type ProductAttributeListData = Camelize<ProductAttributeListResponse>;
/** GET /api/product_variants/{variantId}/availability/{projectId}/ as the client reads it. */
export type VariantAvailabilityData = Camelize<VariantAvailabilityResponse>;
/** POST /api/search/products/ as the client reads it. */
export type ProductSearchData = Camelize<ProductSearchResponse>;
/** POST /api/search/products/availability/ as the client reads it. */
export type ProductAvailabilitySearchData = Camelize<ProductAvailabilitySearchResponse>;
/** Body of POST /api/search/products/, written camelCase. */
export type ProductSearchArgs = Camelize<ProductSearchRequest>;
/** Body of POST /api/search/products/availability/, written camelCase. */
export type ProductAvailabilitySearchArgs = Camelize<ProductAvailabilitySearchRequest>;

/** The fetch flags of the product supplier variant calls (each adds a part of the answer). */
export interface ProductSupplierVariantFlags {
  fetchPricing?: boolean;
  fetchPricingTiers?: boolean;
  fetchAttributeOptions?: boolean;
  fetchSupplier?: boolean;
  fetchSupplierCompany?: boolean;
  fetchFirstImageOnly?: boolean;
  getProductAttributes?: boolean;
}

/** Query of GET /api/product_supplier_variant/, written camelCase. */
export interface ProductSupplierVariantListArgs extends ProductSupplierVariantFlags {
  query?: string;
  fetchTotal?: boolean;
  categoryId?: string;
  subCategoryId?: string;
  brandId?: string;
  productId?: string;
  supplierId?: string;
  /** A project of the caller's company: each offer then answers its availability for it. */
  projectId?: string;
  sort?: string;
  limit?: number;
  offset?: number;
}

/** Query of GET /api/product_attributes/, written camelCase. */
export interface ProductAttributeListArgs {
  categoryId?: string;
  query?: string;
  fetchOptions?: boolean;
  limit?: number;
  offset?: number;
}

/** Drops undefined values, so optional filters never reach the query string as "undefined". */
function definedParams(params: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

/**
 * The builder catalogue's calls (spec section 7, "Catalogue"). Searches are POSTs that read
 * data, so they are queries: their answers are cached and shared like any list.
 */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCatalogMetadata: build.query<CatalogMetadataData, void>({
      query: () => ({ url: '/api/catalog/metadata' }),
      providesTags: ['Catalog', 'Brand', 'Category'],
    }),
    getBrands: build.query<BrandListData, { query?: string; limit?: number; offset?: number } | void>({
      query: (args) => ({ url: '/api/brand', params: definedParams(args ?? {}) }),
      providesTags: ['Brand'],
    }),
    getCategories: build.query<CategoryListData, void>({
      query: () => ({ url: '/api/category/', params: { fetchSubCategories: true } }),
      providesTags: ['Category'],
    }),
    getCategory: build.query<CategoryData, string>({
      query: (id) => ({ url: `/api/category/${encodeURIComponent(id)}/`, params: { fetchSubCategories: true } }),
      providesTags: (_result, _error, id) => [{ type: 'Category', id }],
    }),
    getProductSupplierVariants: build.query<ProductSupplierVariantListData, ProductSupplierVariantListArgs>({
      query: (args) => ({ url: '/api/product_supplier_variant/', params: definedParams(args) }),
      providesTags: ['Catalog'],
    }),
    getProductSupplierVariant: build.query<ProductSupplierVariantData, { id: string } & ProductSupplierVariantFlags>({
      query: ({ id, ...flags }) => ({
        url: `/api/product_supplier_variant/${encodeURIComponent(id)}/`,
        params: definedParams(flags),
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'Catalog', id }],
    }),
    getProductSupplier: build.query<ProductSupplierData, { productId: string; supplierId: string }>({
      query: ({ productId, supplierId }) => ({
        url: `/api/product_supplier/${encodeURIComponent(productId)}/${encodeURIComponent(supplierId)}`,
      }),
      providesTags: (_result, _error, { productId }) => [{ type: 'Product', id: productId }, 'Catalog'],
    }),
    getProductAttributes: build.query<ProductAttributeListData, ProductAttributeListArgs>({
      query: (args) => ({ url: '/api/product_attributes/', params: definedParams(args) }),
      providesTags: ['Catalog'],
    }),
    getVariantAvailability: build.query<VariantAvailabilityData, { variantId: string; projectId: string }>({
      query: ({ variantId, projectId }) => ({
        url: `/api/product_variants/${encodeURIComponent(variantId)}/availability/${encodeURIComponent(projectId)}/`,
      }),
      // Stock moves and projects change address: availability belongs to both.
      providesTags: (_result, _error, { projectId }) => ['Catalog', { type: 'Project', id: projectId }],
    }),
    getProduct: build.query<ProductWithOffersData, string>({
      query: (id) => ({ url: `/api/products/${encodeURIComponent(id)}/` }),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    searchProducts: build.query<ProductSearchData, ProductSearchArgs>({
      query: (body) => ({ url: '/api/search/products/', method: 'POST', body }),
      providesTags: ['Catalog'],
    }),
    searchProductsAvailability: build.query<ProductAvailabilitySearchData, ProductAvailabilitySearchArgs>({
      query: (body) => ({ url: '/api/search/products/availability/', method: 'POST', body }),
      providesTags: (_result, _error, { projectId }) => ['Catalog', { type: 'Project', id: projectId }],
    }),
  }),
  overrideExisting: 'throw',
});

/**
 * React hooks of {@link catalogApi}, one per call: metadata, brands, categories, offers (list,
 * one, per product and supplier), attributes, variant availability, product with offers, and
 * the two searches.
 */
export const {
  useGetCatalogMetadataQuery,
  useGetBrandsQuery,
  useGetCategoriesQuery,
  useGetCategoryQuery,
  useGetProductSupplierVariantsQuery,
  useGetProductSupplierVariantQuery,
  useGetProductSupplierQuery,
  useGetProductAttributesQuery,
  useGetVariantAvailabilityQuery,
  useGetProductQuery,
  useSearchProductsQuery,
  useSearchProductsAvailabilityQuery,
} = catalogApi;
