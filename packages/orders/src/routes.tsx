import type { AppRouteHandle } from '@marketplace/auth';
import type { RouteObject } from 'react-router';

/** Route paths of this package, relative to the app base path, with link builders. */
export const paths = {
  orders: {
    path: 'orders',
    href: () => '/orders',
  },
  order: {
    path: 'orders/:orderId',
    href: (orderId: string | number) =>
      `/orders/${encodeURIComponent(orderId)}`,
  },
} as const;

const loadPage = () => import('./pages/orders-page').then((module) => ({ Component: module.Component }));

/** Routes rendered inside the main app shell. */
export const ordersRoutes: RouteObject[] = [
  {
    path: paths.orders.path,
    handle: {
      title: 'Orders',
      access: { requiresAuth: true, accountTypes: ['builder'] },
    } satisfies AppRouteHandle,
    lazy: loadPage,
  },
  {
    path: paths.order.path,
    handle: {
      title: 'Order summary',
      access: { requiresAuth: true, accountTypes: ['builder'] },
      search: false,
    } satisfies AppRouteHandle,
    lazy: loadPage,
  },
];
