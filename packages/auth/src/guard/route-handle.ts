import type { AccountType } from '@marketplace/contracts';

/** Who may open a route; read by the guard on every navigation. */
export interface RouteAccess {
  /** Only for signed-in users. */
  requiresAuth?: boolean;
  /** Only for signed-out users (login, signup, …). */
  guestOnly?: boolean;
  /** Only for these account types (implies sign-in). */
  accountTypes?: AccountType[];
}

/** The `handle` the shell and every package put on their routes. */
export interface AppRouteHandle {
  access: RouteAccess;
  /** Shows the layout's search bar; on by default in the main shell. */
  search?: boolean;
  /** Page title. */
  title?: string;
}
