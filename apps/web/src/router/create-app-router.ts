import { createBrowserRouter } from 'react-router';
import type { AppStore } from '../store/make-store';
import { buildAppRoutes } from './app-routes';
import { createRouteDiscovery } from './route-discovery';
import { withGuard } from './with-guard';

/** Spec: the app lives under this base path. */
export const APP_BASE_PATH = '/app/v2';

/** The browser router of the app: every route, guarded, under the base path; the operator console's and the supplier area's found on their first visit. */
export function createAppRouter(store: AppStore) {
  return createBrowserRouter(withGuard(buildAppRoutes(), store), { basename: APP_BASE_PATH, patchRoutesOnNavigation: createRouteDiscovery(store) });
}
