import type { AppRouteHandle, RouteAccess } from '@marketplace/auth';
import type { RouteObject } from 'react-router';
import type * as RecordScreens from './record-screens';
import { paths } from './paths';

export { NEW_PRODUCT_ID, paths } from './paths';

/** Product management, purchase orders, payouts, banking and the company profile are for suppliers only (spec section 6, decision 0004). */
const suppliersOnly = (): RouteAccess => ({ requiresAuth: true, accountTypes: ['supplier'] });

/** One page of the supplier's records (purchase orders and payouts), which load together (`record-screens.ts`). */
const recordScreen = (pick: (screens: typeof RecordScreens) => RouteObject['Component']) => () => import('./record-screens').then((screens) => ({ Component: pick(screens) }));

/** Routes rendered inside the main app shell, mounted by the shell under `supplier`; each page loads only when opened. */
export const supplierAdminRoutes: RouteObject[] = [
  {
    index: true,
    handle: {
      title: 'Supplier dashboard',
      access: { requiresAuth: true, accountTypes: ['supplier', 'builder_receiver'] },
      search: false,
    } satisfies AppRouteHandle,
    lazy: () => import('./pages/dashboard-page').then((module) => ({ Component: module.Component })),
  },
  {
    path: paths.products.path,
    handle: { title: 'Your products', access: suppliersOnly(), search: false } satisfies AppRouteHandle,
    lazy: () => import('./pages/products-page').then((module) => ({ Component: module.Component })),
  },
  {
    path: paths.editProduct.path,
    handle: { title: 'Edit product', access: suppliersOnly(), search: false } satisfies AppRouteHandle,
    lazy: () => import('./pages/edit-product-page').then((module) => ({ Component: module.Component })),
  },
  {
    // Suppliers only: builder receivers keep the dashboard alone (spec section 6).
    path: paths.purchaseOrders.path,
    handle: { title: 'Purchase orders', access: suppliersOnly(), search: false } satisfies AppRouteHandle,
    lazy: recordScreen((screens) => screens.PurchaseOrdersPage),
  },
  {
    path: paths.purchaseOrder.path,
    handle: { title: 'Purchase order', access: suppliersOnly(), search: false } satisfies AppRouteHandle,
    lazy: recordScreen((screens) => screens.PurchaseOrderPage),
  },
  {
    path: paths.payouts.path,
    handle: { title: 'Payouts', access: suppliersOnly(), search: false } satisfies AppRouteHandle,
    lazy: recordScreen((screens) => screens.PayoutsPage),
  },
  {
    path: paths.payout.path,
    handle: { title: 'Payout', access: suppliersOnly(), search: false } satisfies AppRouteHandle,
    lazy: recordScreen((screens) => screens.PayoutPage),
  },
  {
    path: paths.banking.path,
    handle: { title: 'Banking details', access: suppliersOnly(), search: false } satisfies AppRouteHandle,
    lazy: () => import('./pages/banking-page').then((module) => ({ Component: module.Component })),
  },
  {
    path: paths.company.path,
    handle: { title: 'Company profile', access: suppliersOnly(), search: false } satisfies AppRouteHandle,
    lazy: () => import('./pages/company-page').then((module) => ({ Component: module.Component })),
  },
];
