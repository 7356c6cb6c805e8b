import type { PatchRoutesOnNavigationFunction } from 'react-router';
import type { AppStore } from '../store/make-store';
import { discoverOperatorConsole } from './operator-console-discovery';
import { loadSupplierAreaRoutes, SUPPLIER_AREA_ROUTE_ID } from './supplier-area-discovery';
import { withGuard } from './with-guard';

/**
 * The router's route discovery: the operator console's routes and the supplier area's, each
 * added on a navigation into its mount. The router asks on every navigation to a path with a
 * parameter; only one that matched a mount loads anything, and adding routes again is a no-op.
 * The supplier area's routes get the users' guard, as every route of the tree does.
 */
export function createRouteDiscovery(store: AppStore): PatchRoutesOnNavigationFunction {
  return async (args) => {
    if (args.matches.some((match) => match.route.id === SUPPLIER_AREA_ROUTE_ID)) {
      args.patch(SUPPLIER_AREA_ROUTE_ID, withGuard(await loadSupplierAreaRoutes(), store));
      return;
    }
    await discoverOperatorConsole(args);
  };
}
