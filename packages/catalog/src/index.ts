export {
  catalogApi,
  useGetBrandsQuery,
  useGetCatalogMetadataQuery,
  useGetCategoriesQuery,
  useGetCategoryQuery,
  useGetProductAttributesQuery,
  useGetProductQuery,
  useGetProductSupplierQuery,
  useGetProductSupplierVariantQuery,
  useGetProductSupplierVariantsQuery,
  useGetVariantAvailabilityQuery,
  useSearchProductsAvailabilityQuery,
  useSearchProductsQuery,
} from './api/catalog-api';
export type {
  BrandListData,
  CatalogMetadataData,
  CategoryData,
  CategoryListData,
  ProductAttributeListArgs,
  ProductAttributeListData,
  ProductAvailabilitySearchArgs,
  ProductAvailabilitySearchData,
  ProductSearchArgs,
  ProductSearchData,
  ProductSupplierData,
  ProductSupplierVariantData,
  ProductSupplierVariantFlags,
  ProductSupplierVariantListArgs,
  ProductSupplierVariantListData,
  ProductWithOffersData,
  VariantAvailabilityData,
} from './api/catalog-api';
export { AvailabilityBadge } from './components/availability-badge/availability-badge';
export type { AvailabilityBadgeProps } from './components/availability-badge/availability-badge';
export { CatalogSearchBar } from './components/catalog-search-bar/catalog-search-bar';
export { Price } from './components/price/price';
export type { PriceProps } from './components/price/price';
export { catalogRoutes, paths, productPreviewRoute } from './routes';
