import type { AppRouteHandle, RouteAccess } from '@marketplace/auth';
import type { RouteObject } from 'react-router';
import { paths } from './paths';

export { paths };

/** Every page of this package is for builders (spec section 6). */
const builderOnly = (): RouteAccess => ({ requiresAuth: true, accountTypes: ['builder'] });

/** Routes rendered inside the main app shell; each page loads only when opened. */
export const projectsRoutes: RouteObject[] = [
  {
    path: paths.projects.path,
    handle: { title: 'Projects', access: builderOnly() } satisfies AppRouteHandle,
    lazy: () => import('./pages/projects-page').then((module) => ({ Component: module.Component })),
  },
  {
    path: paths.addProject.path,
    handle: { title: 'Add a project', access: builderOnly() } satisfies AppRouteHandle,
    lazy: () => import('./pages/add-project-page').then((module) => ({ Component: module.Component })),
  },
  {
    path: paths.editProject.path,
    handle: { title: 'Edit project', access: builderOnly() } satisfies AppRouteHandle,
    lazy: () => import('./pages/edit-project-page').then((module) => ({ Component: module.Component })),
  },
];

/** Routes rendered outside the main shell (no navigation or search bar). */
export const projectsStandaloneRoutes: RouteObject[] = [
  {
    path: paths.addFirstProject.path,
    handle: { title: 'Your first project', access: builderOnly() } satisfies AppRouteHandle,
    lazy: () => import('./pages/add-first-project-page').then((module) => ({ Component: module.Component })),
  },
];
