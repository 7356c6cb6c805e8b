export { NEW_PRODUCT_ID, paths, supplierAdminRoutes } from './routes';
export {
  supplierApi,
  useGetOwnOffersQuery,
  useGetSupplierQuery,
  useGetCompanyQuery,
} from './api/supplier-api';
export type { CompanyData, OfferData, OfferListData, SupplierData } from './api/supplier-api';
