import type { AppRouteHandle } from '@marketplace/auth';
import type { RouteObject } from 'react-router';

/** Route paths of this package, relative to the app base path, with link builders. */
export const paths = {
  projects: {
    path: 'projects',
    href: () => '/projects',
  },
  addProject: {
    path: 'projects/add',
    href: () => '/projects/add',
  },
  editProject: {
    path: 'projects/edit/:projectId',
    href: (projectId: string | number) =>
      `/projects/edit/${encodeURIComponent(projectId)}`,
  },
  addFirstProject: {
    path: 'projects/add-first',
    href: () => '/projects/add-first',
  },
} as const;

const loadPage = () => import('./pages/projects-page').then((module) => ({ Component: module.Component }));

/** Routes rendered inside the main app shell. */
export const projectsRoutes: RouteObject[] = [
  {
    path: paths.projects.path,
    handle: {
      title: 'Projects',
      access: { requiresAuth: true, accountTypes: ['builder'] },
    } satisfies AppRouteHandle,
    lazy: loadPage,
  },
  {
    path: paths.addProject.path,
    handle: {
      title: 'Add a project',
      access: { requiresAuth: true, accountTypes: ['builder'] },
    } satisfies AppRouteHandle,
    lazy: loadPage,
  },
  {
    path: paths.editProject.path,
    handle: {
      title: 'Edit project',
      access: { requiresAuth: true, accountTypes: ['builder'] },
    } satisfies AppRouteHandle,
    lazy: loadPage,
  },
];

/** Routes rendered outside the main shell (no navigation or search bar). */
export const projectsStandaloneRoutes: RouteObject[] = [
  {
    path: paths.addFirstProject.path,
    handle: {
      title: 'Your first project',
      access: { requiresAuth: true, accountTypes: ['builder'] },
    } satisfies AppRouteHandle,
    lazy: loadPage,
  },
];
