import type { AppRouteHandle } from '@marketplace/auth';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type * as Screens from './purchasing-screens';
import { APPROVALS_PATH } from './paths';

export { paths } from './paths';

type PurchasingScreens = typeof Screens;

/**
 * The purchasing screens load together, as one chunk, on the first visit to one of them: few
 * people of a company decide on requests, so no other page downloads anything for their sake,
 * and the company page and budgets will join the same chunk.
 */
const screen = (pick: (screens: PurchasingScreens) => ComponentType) => () => import('./purchasing-screens').then((screens) => ({ Component: pick(screens) }));

/** Routes rendered inside the main app shell, for builders (the API decides who sees which request). */
export const purchasingRoutes: RouteObject[] = [
  {
    path: APPROVALS_PATH,
    handle: { title: 'Approvals', access: { requiresAuth: true, accountTypes: ['builder'] } } satisfies AppRouteHandle,
    lazy: screen((screens) => screens.ApprovalsPage),
  },
];
