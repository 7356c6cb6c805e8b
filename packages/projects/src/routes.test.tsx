import type { AppRouteHandle } from '@marketplace/auth';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { projectsRoutes, projectsStandaloneRoutes, paths } from './routes';

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
    const router = createMemoryRouter(routes, { initialEntries: ['/projects'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
