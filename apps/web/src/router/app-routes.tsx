import { accountRoutes, authRoutes, openRoutes } from '@marketplace/auth';
import { bankingCreditRoutes } from '@marketplace/banking-credit';
import { cartCheckoutRoutes } from '@marketplace/cart-checkout';
import { catalogRoutes } from '@marketplace/catalog';
import { ordersRoutes } from '@marketplace/orders';
import { projectsRoutes, projectsStandaloneRoutes } from '@marketplace/projects';
import { purchasingRoutes } from '@marketplace/purchasing/routes';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '../layout/public-layout';
import { RootLayout } from '../layout/root-layout';
import { RouteErrorPage } from '../pages/route-error-page';
import { notFoundRoute } from '../pages/not-found-page';
import { PageLoading } from '../pages/page-loading';
import { operatorConsoleMount } from './operator-console-discovery';
import { supplierAreaMount } from './supplier-area-discovery';

/**
 * Every route of the product (spec section 2), relative to the base path /app/v2.
 * Features own their routes; this tree only decides which layout each group renders in.
 */
export function buildAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // The first page waits for the guard's loader (who is signed in?): show that it is loading.
      HydrateFallback: PageLoading,
      children: [
        { element: <PublicLayout />, children: [...authRoutes, ...openRoutes, ...projectsStandaloneRoutes] },
        {
          // The main shell (navigation, search, menus) loads with the first signed-in page, in
          // parallel with it: the sign-in page never downloads it.
          lazy: () => import('../layout/app-layout').then((module) => ({ Component: module.AppLayout })),
          children: [
            ...catalogRoutes,
            ...cartCheckoutRoutes,
            ...ordersRoutes,
            ...projectsRoutes,
            ...bankingCreditRoutes,
            // Company purchasing (approvals): its screens load as one chunk on the first visit.
            ...purchasingRoutes,
            // The supplier area: its home and the catalogue's product page in preview mode; its
            // other pages' routes arrive with the first visit to one of them.
            supplierAreaMount,
            ...accountRoutes,
          ],
        },
        // The operator console: its own sign-in, layout and session, outside the users' shell and
        // guard (operators are not users); its routes arrive with the first visit to it.
        operatorConsoleMount,
        notFoundRoute,
      ],
    },
  ];
}
