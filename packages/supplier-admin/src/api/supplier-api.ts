import { api } from '@marketplace/api-client';
import type {
  BankingDetailsRequest,
  Camelize,
  CatalogMetadata,
  Company,
  CompanyUpdateRequest,
  LowStockResponse,
  OfferWriteRequest,
  PriceListImportResponse,
  ProductDetail,
  ProductWriteRequest,
  PsvListResponse,
  SupplierResponse,
  VariantCreateRequest,
  VariantDetail,
  VariantImagesResponse,
  VariantUpdateRequest,
} from '@marketplace/contracts';

/** Answers as the client reads them (camelCased). */
export type SupplierData = Camelize<SupplierResponse>;
export type CompanyData = Camelize<Company>;
export type ProductData = Camelize<ProductDetail>;
export type VariantData = Camelize<VariantDetail>;
export type OfferListData = Camelize<PsvListResponse>;
export type OfferData = OfferListData['results'][number];
export type LowStockData = Camelize<LowStockResponse>;
export type MetadataData = Camelize<CatalogMetadata>;
export type VariantImagesData = Camelize<VariantImagesResponse>;
export type PriceListImportData = Camelize<PriceListImportResponse>;

/** Request bodies as the client sends them (camelCase; the client snake_cases them). */
export type ProductPayload = Camelize<ProductWriteRequest>;
export type VariantCreatePayload = Camelize<VariantCreateRequest>;
export type VariantUpdatePayload = Camelize<VariantUpdateRequest>;
export type OfferPayload = Camelize<OfferWriteRequest>;
export type BankingPayload = Camelize<BankingDetailsRequest>;
export type CompanyPayload = Camelize<CompanyUpdateRequest>;

/** Arguments of the supplier's offers list (GET /api/product_supplier_variant/?suppliers_page=true). */
export interface OwnOffersArgs {
  query?: string;
  categoryId?: string;
  productId?: string;
  sort?: string;
  limit?: number;
  offset?: number;
}

function definedParams(params: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
}

const productTag = (id: string) => ({ type: 'Product' as const, id });

/**
 * The supplier area's calls (spec section 7, "Catalogue" and "Companies, suppliers, banking").
 * Endpoint names start with the area's words, so they never collide with the builder
 * catalogue's endpoints injected into the same API. Every catalogue write invalidates `Catalog`,
 * so builder pages open in the same session refetch.
 */
export const supplierApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSupplierMetadata: build.query<MetadataData, void>({
      query: () => ({ url: '/api/catalog/metadata' }),
      providesTags: ['Catalog', 'Brand', 'Category'],
    }),
    getOwnOffers: build.query<OfferListData, OwnOffersArgs>({
      query: (args) => ({
        url: '/api/product_supplier_variant/',
        params: definedParams({ ...args, suppliersPage: true, fetchTotal: true, fetchPricing: true, fetchFirstImageOnly: true }),
      }),
      providesTags: ['Catalog'],
    }),
    getProductOffers: build.query<OfferListData, string>({
      query: (productId) => ({
        url: '/api/product_supplier_variant/',
        params: { suppliersPage: true, productId, fetchPricing: true, fetchPricingTiers: true, limit: 100 },
      }),
      providesTags: (_result, _error, productId) => ['Catalog', productTag(productId)],
    }),
    getLowStock: build.query<LowStockData, { threshold?: number } | void>({
      query: (args) => ({ url: '/api/supplier/low_stock/', params: definedParams(args ?? {}) }),
      providesTags: ['Catalog'],
    }),
    getEditableProduct: build.query<ProductData, string>({
      query: (id) => ({ url: `/api/catalog/${encodeURIComponent(id)}/` }),
      providesTags: (_result, _error, id) => [productTag(id)],
    }),
    createProduct: build.mutation<ProductData, ProductPayload>({
      query: (body) => ({ url: '/api/catalog/', method: 'POST', body }),
      invalidatesTags: ['Catalog'],
    }),
    updateProduct: build.mutation<ProductData, { id: string; product: ProductPayload }>({
      query: ({ id, product }) => ({ url: `/api/catalog/${encodeURIComponent(id)}/`, method: 'PUT', body: product }),
      invalidatesTags: (_result, _error, { id }) => ['Catalog', productTag(id)],
    }),
    createVariant: build.mutation<VariantData, { productId: string; variant: VariantCreatePayload }>({
      query: ({ productId, variant }) => ({ url: `/api/catalog/${encodeURIComponent(productId)}/variants/`, method: 'POST', body: variant }),
      invalidatesTags: (_result, _error, { productId }) => ['Catalog', productTag(productId)],
    }),
    updateVariant: build.mutation<VariantData, { id: string; productId: string; variant: VariantUpdatePayload }>({
      query: ({ id, variant }) => ({ url: `/api/catalog/variants/${encodeURIComponent(id)}/`, method: 'PUT', body: variant }),
      invalidatesTags: (_result, _error, { productId }) => ['Catalog', productTag(productId)],
    }),
    deleteVariantImages: build.mutation<VariantImagesData, { variantId: string; productId: string; images: string[] }>({
      query: ({ variantId, images }) => ({ url: `/api/catalog/variants/${encodeURIComponent(variantId)}/images/`, method: 'DELETE', body: { images } }),
      invalidatesTags: (_result, _error, { productId }) => ['Catalog', productTag(productId)],
    }),
    updateOffer: build.mutation<OfferData, { id: string; productId: string; offer: OfferPayload }>({
      query: ({ id, offer }) => ({ url: `/api/product_supplier_variant/${encodeURIComponent(id)}`, method: 'PUT', body: offer }),
      invalidatesTags: (_result, _error, { productId }) => ['Catalog', productTag(productId)],
    }),
    getSupplier: build.query<SupplierData, { sensitive: boolean }>({
      query: ({ sensitive }) => ({ url: '/api/supplier/', params: sensitive ? { fetchSensitiveInfo: true } : undefined }),
      providesTags: ['Supplier'],
    }),
    saveBankingDetails: build.mutation<SupplierData, BankingPayload>({
      query: (body) => ({ url: '/api/supplier/', method: 'POST', body }),
      invalidatesTags: ['Supplier'],
    }),
    getCompany: build.query<CompanyData, string>({
      query: (id) => ({ url: `/api/company/${encodeURIComponent(id)}` }),
      providesTags: ['Supplier'],
    }),
    updateCompany: build.mutation<CompanyData, { id: string; company: CompanyPayload }>({
      query: ({ id, company }) => ({ url: `/api/update_company/${encodeURIComponent(id)}`, method: 'PUT', body: company }),
      invalidatesTags: ['Supplier', 'User'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetSupplierMetadataQuery,
  useGetOwnOffersQuery,
  useGetProductOffersQuery,
  useGetLowStockQuery,
  useGetEditableProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useCreateVariantMutation,
  useUpdateVariantMutation,
  useDeleteVariantImagesMutation,
  useUpdateOfferMutation,
  useGetSupplierQuery,
  useSaveBankingDetailsMutation,
  useGetCompanyQuery,
  useUpdateCompanyMutation,
} = supplierApi;
