import { productPreviewRoute } from '@marketplace/catalog';
import { supplierDashboardRoute } from '@marketplace/supplier-admin/dashboard-route';
import type { RouteObject } from 'react-router';
import { notFoundRoute } from '../pages/not-found-page';

/** The route the supplier area's pages are added under on the first visit to one of them. */
export const SUPPLIER_AREA_ROUTE_ID = 'supplier-area';

/**
 * Where the supplier area lives: its home (which builder receivers open too) and the catalogue's
 * product page in preview mode, without the list of the area's other pages: that list, and the
 * chunks it names, arrive with the first visit to one of them (see route-discovery.ts), so a
 * builder's first page never downloads it. The catch-all child makes every other path of the
 * area a match with a parameter, which is what asks the router to discover routes; once they are
 * there, it is the area's "page not found".
 */
export const supplierAreaMount: RouteObject = {
  id: SUPPLIER_AREA_ROUTE_ID,
  path: 'supplier',
  children: [supplierDashboardRoute, productPreviewRoute, notFoundRoute],
};

/** The supplier area's other pages, to add under {@link supplierAreaMount}. */
export const loadSupplierAreaRoutes = () => import('@marketplace/supplier-admin/routes').then((module) => module.supplierAreaRoutes);
