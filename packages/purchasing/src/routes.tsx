import type { AppRouteHandle } from '@marketplace/auth';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type * as Screens from './purchasing-screens';
import { APPROVALS_PATH, COMPANY_PATH, PROJECT_BUDGET_PATH } from './paths';

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

/** Routes rendered inside the main app shell, for builders (the API decides who sees which request). */
export const purchasingRoutes: RouteObject[] = [
  {
    path: APPROVALS_PATH,
    handle: { title: 'Approvals', access: { requiresAuth: true, accountTypes: ['builder'] } } satisfies AppRouteHandle,
    lazy: screen((screens) => screens.ApprovalsPage),
  },
  {
    // Owners and admins; the page tells anyone else that only they manage the company.
    path: COMPANY_PATH,
    handle: { title: 'Company', access: { requiresAuth: true, accountTypes: ['builder'] } } satisfies AppRouteHandle,
    lazy: screen((screens) => screens.CompanyPage),
  },
  {
    // Every member reads a project's budget; owners and admins set it.
    path: PROJECT_BUDGET_PATH,
    handle: { title: 'Project budget', access: { requiresAuth: true, accountTypes: ['builder'] } } satisfies AppRouteHandle,
    lazy: screen((screens) => screens.ProjectBudgetPage),
  },
];
