import type { AppRouteHandle, RouteAccess } from '@marketplace/auth';
import type { RouteObject } from 'react-router';
import type * as RecordScreens from './record-screens';
import { supplierDashboardRoute } from './dashboard-route';
import { paths } from './paths';

export { NEW_PRODUCT_ID, paths } from './paths';
export { supplierDashboardRoute } from './dashboard-route';

/** Product management, purchase orders, payouts, quotes, invoices, statements, banking and the company profile are for suppliers only (spec section 6, decision 0004). */
const suppliersOnly = (): RouteAccess => ({ requiresAuth: true, accountTypes: ['supplier'] });

/** One page of the supplier's records (purchase orders, payouts, quote requests, invoices, statements), which load together (`record-screens.ts`). */
const recordScreen = (pick: (screens: typeof RecordScreens) => RouteObject['Component']) => () => import('./record-screens').then((screens) => ({ Component: pick(screens) }));

/**
 * The supplier area's pages but its dashboard, mounted by the shell under `supplier` on the first
 * visit to one of them (the dashboard, which receivers open too, is in `dashboard-route.tsx`);
 * each page loads only when opened.
 */
export const supplierAreaRoutes: RouteObject[] = [
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
    path: paths.quoteRequests.path,
    handle: { title: 'Quote requests', access: suppliersOnly(), search: false } satisfies AppRouteHandle,
    lazy: recordScreen((screens) => screens.QuoteRequestsPage),
  },
  {
    path: paths.quoteRequest.path,
    handle: { title: 'Quote request', access: suppliersOnly(), search: false } satisfies AppRouteHandle,
    lazy: recordScreen((screens) => screens.QuoteRequestPage),
  },
  {
    path: paths.invoices.path,
    handle: { title: 'Invoices', access: suppliersOnly(), search: false } satisfies AppRouteHandle,
    lazy: recordScreen((screens) => screens.InvoicesPage),
  },
  {
    path: paths.invoice.path,
    handle: { title: 'Invoice', access: suppliersOnly(), search: false } satisfies AppRouteHandle,
    lazy: recordScreen((screens) => screens.InvoicePage),
  },
  {
    path: paths.statements.path,
    handle: { title: 'Statements', access: suppliersOnly(), search: false } satisfies AppRouteHandle,
    lazy: recordScreen((screens) => screens.StatementsPage),
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

/** Every route of the supplier area, the dashboard first. */
export const supplierAdminRoutes: RouteObject[] = [supplierDashboardRoute, ...supplierAreaRoutes];
