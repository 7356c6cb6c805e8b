import type { AppRouteHandle } from '@marketplace/auth';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogRoutes, paths } from './routes';

const routes: RouteObject[] = [...catalogRoutes];

describe('catalog routes', () => {
  it.each([
    ['(index)', ['builder'], true],
    ['category', ['builder'], true],
    ['subcategory', ['builder'], true],
    ['products', ['builder'], true],
    ['product/:productId/:supplierId', ['builder'], true],
  ] as const)('%s is for %j with the search bar %s', (path, accountTypes, search) => {
    const route = routes.find((candidate) => (candidate.index ? '(index)' : candidate.path) === path);
    const handle = route?.handle as AppRouteHandle;
    expect(handle.access).toEqual({ requiresAuth: true, accountTypes });
    expect(handle.search ?? true).toBe(search);
  });

  it('builds links with encoded parameters', () => {
    expect(paths.product.href('a b', 7)).toBe('/product/a%20b/7');
  });

  it('lazy-loads a page titled after the route', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
