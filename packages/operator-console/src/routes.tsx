import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import type * as Screens from './console-screens';
import { paths } from './paths';

export { paths } from './paths';

/** What a console route says about itself: its page title. Operators are not users: the shell's guard does not apply. */
export interface ConsoleRouteHandle {
  title: string;
}

type ConsoleScreens = typeof Screens;

/**
 * The console's screens load together, as one chunk, on the first visit: a handful of operators
 * use them, and one chunk reaching every shared building block keeps the app's own chunks as they
 * are, so builders' and suppliers' first pages download nothing more for the console's sake.
 */
const screen = (pick: (screens: ConsoleScreens) => ComponentType) => () => import('./console-screens').then((screens) => ({ Component: pick(screens) }));

const page = (title: string, pick: (screens: ConsoleScreens) => ComponentType): Pick<RouteObject, 'handle' | 'lazy'> => ({
  handle: { title } satisfies ConsoleRouteHandle,
  lazy: screen(pick),
});

/** The page the console opens on: money first, the reconciliation says whether the books agree. */
export const consoleHomePath = paths.reconciliation.href();

/**
 * The console's routes, mounted by the shell under `operator` outside the users' app shell. The
 * sign-in page stands alone; every other page renders in the console layout, which sends a visitor
 * without an operator session to the sign-in page.
 */
export const operatorConsoleRoutes: RouteObject[] = [
  { path: paths.signIn.path, ...page('Operator sign-in', (screens) => screens.SignInPage) },
  {
    lazy: screen((screens) => screens.ConsoleLayout),
    children: [
      { index: true, loader: () => redirect(consoleHomePath) },
      { path: paths.reconciliation.path, ...page('Reconciliation', (screens) => screens.ReconciliationPage) },
      { path: paths.refunds.path, ...page('Refunds', (screens) => screens.RefundsPage) },
      { path: paths.payouts.path, ...page('Payouts', (screens) => screens.PayoutsPage) },
      { path: paths.payout.path, ...page('Payout', (screens) => screens.PayoutPage) },
      { path: paths.creditAccounts.path, ...page('Credit accounts', (screens) => screens.CreditAccountsPage) },
      { path: paths.creditAccount.path, ...page('Credit account', (screens) => screens.CreditAccountPage) },
      { path: paths.moneySettings.path, ...page('Money settings', (screens) => screens.MoneySettingsPage) },
      { path: paths.suppliers.path, ...page('Suppliers', (screens) => screens.SuppliersPage) },
      { path: paths.supplier.path, ...page('Supplier', (screens) => screens.SupplierPage) },
      { path: paths.catalog.path, ...page('Brands and categories', (screens) => screens.CatalogPage) },
      { path: paths.creditApplications.path, ...page('Credit applications', (screens) => screens.CreditApplicationsPage) },
      { path: paths.contactMessages.path, ...page('Contact messages', (screens) => screens.ContactMessagesPage) },
      { path: paths.orders.path, ...page('Orders', (screens) => screens.OrdersPage) },
      { path: paths.auditLog.path, ...page('Audit log', (screens) => screens.AuditLogPage) },
    ],
  },
];
