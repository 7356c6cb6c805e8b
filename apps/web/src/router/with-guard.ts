import { type AppRouteHandle, decideNavigation, fetchCurrentUser, selectUser } from '@marketplace/auth';
import { redirect, type RouteObject } from 'react-router';
import type { AppStore } from '../store/make-store';

/** Where a signed-out visitor is sent, remembering the page they asked for. */
function loginWithNext(request: Request): string {
  const url = new URL(request.url);
  const basename = '/app/v2';
  const asked = url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) || '/' : url.pathname;
  const next = `${asked}${url.search}`;
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}

/**
 * Gives every route that declares `handle.access` a loader running the guard of spec
 * section 4: the authenticated user is fetched first (cached after the first time), then
 * the pure `decideNavigation` says continue or where to go. Loaders run on every navigation
 * to their route, so the guard does too.
 */
export function withGuard(routes: RouteObject[], store: AppStore): RouteObject[] {
  return routes.map((route) => {
    const handle = route.handle as AppRouteHandle | undefined;
    const children = route.children ? withGuard(route.children, store) : undefined;
    const guarded = { ...route, ...(children ? { children } : {}) } as RouteObject;
    if (!handle?.access) return guarded;
    guarded.loader = async ({ request }) => {
      await store.dispatch(fetchCurrentUser({}));
      const decision = decideNavigation({ route: handle.access, user: selectUser(store.getState()) });
      if (decision.type === 'redirect') {
        throw redirect(decision.to === '/login' ? loginWithNext(request) : decision.to);
      }
      return null;
    };
    return guarded;
  });
}
