import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { notFoundRoute } from '../pages/not-found-page';

/** The route the operator console's routes are added under on its first visit. */
export const OPERATOR_CONSOLE_ROUTE_ID = 'operator-console';

/**
 * Where the operator console lives, without its routes: they arrive with the first visit to
 * /operator (see {@link discoverOperatorConsole}), so builders' and suppliers' first pages never
 * download even the list of the console's pages. The catch-all child makes every console path a
 * match with a parameter, which is what asks the router to discover routes; once they are there,
 * it is the console's "page not found". /operator itself has no parameter: it sends on to the
 * console's home page, which has one.
 */
export const operatorConsoleMount: RouteObject = {
  id: OPERATOR_CONSOLE_ROUTE_ID,
  path: 'operator',
  children: [
    { index: true, lazy: () => import('@marketplace/operator-console/routes').then(({ consoleHomePath }) => ({ loader: () => redirect(consoleHomePath) })) },
    notFoundRoute,
  ],
};

/**
 * The router's route discovery: on a navigation into the console, loads the console's routes
 * and adds them under {@link operatorConsoleMount}. The router asks on every navigation to a path
 * with a parameter (a product page too): only one that matched the mount loads anything. Adding
 * the routes again is a no-op for the router.
 */
export const discoverOperatorConsole: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  if (!matches.some((match) => match.route.id === OPERATOR_CONSOLE_ROUTE_ID)) return;
  const { operatorConsoleRoutes } = await import('@marketplace/operator-console/routes');
  patch(OPERATOR_CONSOLE_ROUTE_ID, operatorConsoleRoutes);
};
