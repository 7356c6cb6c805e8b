export { paths, supplierAdminRoutes } from './routes';
export { SupplierAdminPage } from './pages/supplier-admin-page';
