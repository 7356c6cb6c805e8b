import type { AppRouteHandle } from '@marketplace/auth';
import type { RouteObject } from 'react-router';

/** Route paths of this package, relative to the app base path, with link builders. */
export const paths = {
  dashboard: {
    path: '',
    href: () => '/supplier',
  },
  products: {
    path: 'products',
    href: () => '/supplier/products',
  },
  editProduct: {
    path: 'products/edit/:productId',
    href: (productId: string | number) =>
      `/supplier/products/edit/${encodeURIComponent(productId)}`,
  },
  previewProduct: {
    path: 'products/preview/:productId/:supplierId',
    href: (productId: string | number, supplierId: string | number) =>
      `/supplier/products/preview/${encodeURIComponent(productId)}/${encodeURIComponent(supplierId)}`,
  },
} as const;

const loadPage = () => import('./pages/supplier-admin-page').then((module) => ({ Component: module.Component }));

/** Routes rendered inside the main app shell, mounted by the shell under `supplier`. */
export const supplierAdminRoutes: RouteObject[] = [
  {
    index: true,
    handle: {
      title: 'Supplier dashboard',
      access: { requiresAuth: true, accountTypes: ['supplier', 'builder_receiver'] },
      search: false,
    } satisfies AppRouteHandle,
    lazy: loadPage,
  },
  {
    path: paths.products.path,
    handle: {
      title: 'Your products',
      access: { requiresAuth: true, accountTypes: ['supplier'] },
      search: false,
    } satisfies AppRouteHandle,
    lazy: loadPage,
  },
  {
    path: paths.editProduct.path,
    handle: {
      title: 'Edit product',
      access: { requiresAuth: true, accountTypes: ['supplier'] },
      search: false,
    } satisfies AppRouteHandle,
    lazy: loadPage,
  },
  {
    path: paths.previewProduct.path,
    handle: {
      title: 'Product preview',
      access: { requiresAuth: true, accountTypes: ['supplier'] },
      search: false,
    } satisfies AppRouteHandle,
    lazy: loadPage,
  },
];
