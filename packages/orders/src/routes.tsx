import type { AppRouteHandle } from '@marketplace/auth';
import type { RouteObject } from 'react-router';
import { paths } from './paths';

export { paths } from './paths';

const loadOrdersPage = () => import('./pages/orders-page').then((module) => ({ Component: module.Component }));
const loadOrderPage = () => import('./pages/order-page').then((module) => ({ Component: module.Component }));

/** Routes rendered inside the main app shell. */
export const ordersRoutes: RouteObject[] = [
  {
    path: paths.orders.path,
    handle: {
      title: 'Orders',
      access: { requiresAuth: true, accountTypes: ['builder'] },
    } satisfies AppRouteHandle,
    lazy: loadOrdersPage,
  },
  {
    path: paths.order.path,
    handle: {
      title: 'Order summary',
      access: { requiresAuth: true, accountTypes: ['builder'] },
      search: false,
    } satisfies AppRouteHandle,
    lazy: loadOrderPage,
  },
];
