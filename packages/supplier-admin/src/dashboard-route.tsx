import type { AppRouteHandle } from '@marketplace/auth';
import type { RouteObject } from 'react-router';

/**
 * The supplier area's home, for suppliers and builder receivers: the one route of the area the
 * shell holds from the start (the others arrive with the first visit to them, see routes.tsx), so
 * a builder's first page carries no more of the supplier area than this.
 */
export const supplierDashboardRoute: RouteObject = {
  index: true,
  handle: {
    title: 'Supplier dashboard',
    access: { requiresAuth: true, accountTypes: ['supplier', 'builder_receiver'] },
    search: false,
  } satisfies AppRouteHandle,
  lazy: () => import('./pages/dashboard-page').then((module) => ({ Component: module.Component })),
};
