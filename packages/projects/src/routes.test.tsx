import type { AppRouteHandle } from '@marketplace/auth';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { projectsRoutes, projectsStandaloneRoutes, paths } from './routes';
import { setupMswServer } from './test/msw-server';
import { renderRoute } from './test/render-route';

// The list page loads the projects: the mock API answers.
setupMswServer();

const routes: RouteObject[] = [...projectsRoutes, ...projectsStandaloneRoutes];

describe('projects routes', () => {
  it.each([
    ['projects', ['builder'], true],
    ['projects/add', ['builder'], true],
    ['projects/edit/:projectId', ['builder'], true],
    ['projects/add-first', ['builder'], true],
  ] as const)('%s is for %j with the search bar %s', (path, accountTypes, search) => {
    const route = routes.find((candidate) => (candidate.index ? '(index)' : candidate.path) === path);
    const handle = route?.handle as AppRouteHandle;
    expect(handle.access).toEqual({ requiresAuth: true, accountTypes });
    expect(handle.search ?? true).toBe(search);
  });

  it('builds links with encoded parameters', () => {
    expect(paths.editProject.href('a b')).toBe('/projects/edit/a%20b');
  });

  it('lazy-loads a page titled after the route', async () => {
    renderRoute({ url: '/projects' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
