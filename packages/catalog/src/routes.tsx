import type { AppRouteHandle } from '@marketplace/auth';
import type { RouteObject } from 'react-router';

/** Route paths of this package, relative to the app base path, with link builders. */
export const paths = {
  dashboard: {
    path: '',
    href: () => '/',
  },
  category: {
    path: 'category',
    href: () => '/category',
  },
  subcategory: {
    path: 'subcategory',
    href: () => '/subcategory',
  },
  products: {
    path: 'products',
    href: () => '/products',
  },
  product: {
    path: 'product/:productId/:supplierId',
    href: (productId: string | number, supplierId: string | number) =>
      `/product/${encodeURIComponent(productId)}/${encodeURIComponent(supplierId)}`,
  },
  /** The supplier's preview, relative to the supplier area the shell mounts it in. */
  productPreview: {
    path: 'products/preview/:productId/:supplierId',
    href: (productId: string | number, supplierId: string | number) =>
      `/supplier/products/preview/${encodeURIComponent(productId)}/${encodeURIComponent(supplierId)}`,
  },
} as const;

// One chunk per page, so the first screen loads only what it shows.
const loadDashboard = () => import('./pages/dashboard-page').then((module) => ({ Component: module.Component }));
const loadCategories = () => import('./pages/category-page').then((module) => ({ Component: module.Component }));
const loadSubcategories = () => import('./pages/subcategory-page').then((module) => ({ Component: module.Component }));
const loadProducts = () => import('./pages/products-page').then((module) => ({ Component: module.Component }));
const loadProduct = () => import('./pages/product-page').then((module) => ({ Component: module.Component }));
const loadProductPreview = () => import('./pages/product-preview-page').then((module) => ({ Component: module.Component }));

/** Routes rendered inside the main app shell. */
export const catalogRoutes: RouteObject[] = [
  {
    index: true,
    handle: {
      title: 'Dashboard',
      access: { requiresAuth: true, accountTypes: ['builder'] },
    } satisfies AppRouteHandle,
    lazy: loadDashboard,
  },
  {
    path: paths.category.path,
    handle: {
      title: 'Categories',
      access: { requiresAuth: true, accountTypes: ['builder'] },
    } satisfies AppRouteHandle,
    lazy: loadCategories,
  },
  {
    path: paths.subcategory.path,
    handle: {
      title: 'Sub-categories',
      access: { requiresAuth: true, accountTypes: ['builder'] },
    } satisfies AppRouteHandle,
    lazy: loadSubcategories,
  },
  {
    path: paths.products.path,
    handle: {
      title: 'Products',
      access: { requiresAuth: true, accountTypes: ['builder'] },
    } satisfies AppRouteHandle,
    lazy: loadProducts,
  },
  {
    path: paths.product.path,
    handle: {
      title: 'Product',
      access: { requiresAuth: true, accountTypes: ['builder'] },
    } satisfies AppRouteHandle,
    lazy: loadProduct,
  },
];

/**
 * The product page in preview mode (spec: supplier/products/preview/{productId}/{supplierId}),
 * for suppliers only. The page is the catalogue's; the shell mounts it in the supplier area, whose
 * package may not import this one.
 */
export const productPreviewRoute: RouteObject = {
  path: paths.productPreview.path,
  handle: {
    title: 'Product preview',
    access: { requiresAuth: true, accountTypes: ['supplier'] },
    search: false,
  } satisfies AppRouteHandle,
  lazy: loadProductPreview,
};
