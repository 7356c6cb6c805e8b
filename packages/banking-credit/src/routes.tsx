import type { AppRouteHandle } from '@marketplace/auth';
import type { RouteObject } from 'react-router';

/** Route paths of this package, relative to the app base path, with link builders. */
export const paths = {
  credit: {
    path: 'credit',
    href: () => '/credit',
  },
} as const;

const loadPage = () => import('./pages/credit-page').then((module) => ({ Component: module.Component }));

/** Routes rendered inside the main app shell. */
export const bankingCreditRoutes: RouteObject[] = [
  {
    path: paths.credit.path,
    handle: {
      title: 'Business credit',
      access: { requiresAuth: true, accountTypes: ['builder'] },
    } satisfies AppRouteHandle,
    lazy: loadPage,
  },
];
