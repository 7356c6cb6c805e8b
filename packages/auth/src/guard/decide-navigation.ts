import { normalizeAccountType } from '@marketplace/contracts';
import { isValidUser, type User } from '../model/user';
import type { RouteAccess } from './route-handle';

/** Paths the guard sends to, relative to the router basename /app/v2. */
export const guardPaths = {
  login: '/login',
  /** The app home; the shell's index sends suppliers and receivers on to /supplier. */
  home: '/',
  supplierHome: '/supplier',
} as const;

/** What the guard decided for one navigation. */
export type NavigationDecision = { type: 'continue' } | { type: 'redirect'; to: string };

/** Input of {@link decideNavigation}. */
export interface NavigationRequest {
  /** The access rules of the route being entered (its handle's `access`). */
  route: RouteAccess;
  /** The loaded user, or null when nobody is signed in. */
  user: User | null;
}

/** The home of an account type: builders order from the app home, everyone else works in the supplier area. */
export function homePathFor(user: Pick<User, 'userType'>): string {
  return normalizeAccountType(user.userType) === 'builder' ? guardPaths.home : guardPaths.supplierHome;
}

const proceed: NavigationDecision = { type: 'continue' };
const redirect = (to: string): NavigationDecision => ({ type: 'redirect', to });

/**
 * The route guard of spec section 4, as a pure function (the shell fetches the user first):
 * 1. needs sign-in and nobody is signed in → /login;
 * 2. restricted to account types the user's is not among → a builder to the app home, any
 *    other type to the supplier area;
 * 3. for signed-out users only and someone is signed in → the app home;
 * 4. otherwise continue.
 * A route restricted to account types needs a signed-in user too: without one there is no
 * type to allow.
 */
export function decideNavigation({ route, user }: NavigationRequest): NavigationDecision {
  const signedIn = isValidUser(user);
  if ((route.requiresAuth || route.accountTypes) && !signedIn) return redirect(guardPaths.login);
  if (route.accountTypes && signedIn) {
    const type = normalizeAccountType(user.userType);
    if (!type || !route.accountTypes.includes(type)) return redirect(homePathFor(user));
  }
  if (route.guestOnly && signedIn) return redirect(guardPaths.home);
  return proceed;
}
