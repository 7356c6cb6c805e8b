import type { AppRouteHandle, RouteAccess } from '@marketplace/auth';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type * as Screens from './purchasing-screens';
import { APPROVALS_PATH, COMPANY_PATH, INVOICE_PATH, INVOICES_PATH, NEW_QUOTE_PATH, PROJECT_BUDGET_PATH, QUOTE_PATH, QUOTES_PATH } from './paths';

export { paths } from './paths';

type PurchasingScreens = typeof Screens;

/**
 * The purchasing screens load together, as one chunk, on the first visit to one of them: few
 * people of a company decide on requests, manage it or read budgets, so no other page downloads
 * anything for their sake, not even the list of what the screens need (see load-purchasing-screens.ts).
 */
const screen = (pick: (screens: PurchasingScreens) => ComponentType) => () =>
  import('./load-purchasing-screens')
    .then((loader) => loader.default())
    .then((screens) => ({ Component: pick(screens) }));

/** Builders only; the API decides who sees which request, invoice or company detail. */
const builders: RouteAccess = { requiresAuth: true, accountTypes: ['builder'] };

/** One purchasing route: they differ only in path, title and screen. */
const route = (path: string, title: string, pick: (screens: PurchasingScreens) => ComponentType): RouteObject => ({
  path,
  handle: { title, access: builders } satisfies AppRouteHandle,
  lazy: screen(pick),
});

/** Routes rendered inside the main app shell, for builders. */
export const purchasingRoutes: RouteObject[] = [
  route(APPROVALS_PATH, 'Approvals', (screens) => screens.ApprovalsPage),
  // Owners and admins; the page tells anyone else that only they manage the company.
  route(COMPANY_PATH, 'Company', (screens) => screens.CompanyPage),
  // Every member reads a project's budget; owners and admins set it.
  route(PROJECT_BUDGET_PATH, 'Project budget', (screens) => screens.ProjectBudgetPage),
  // Owners, admins, approvers and buyers ask for quotes; the asker, owners and admins award them.
  route(QUOTES_PATH, 'Quotes', (screens) => screens.QuotesPage),
  route(NEW_QUOTE_PATH, 'New quote request', (screens) => screens.NewQuotePage),
  route(QUOTE_PATH, 'Quote request', (screens) => screens.QuotePage),
  // Every member reads the invoices; the API says which decisions each may take.
  route(INVOICES_PATH, 'Invoices', (screens) => screens.InvoicesPage),
  route(INVOICE_PATH, 'Invoice', (screens) => screens.InvoicePage),
];
