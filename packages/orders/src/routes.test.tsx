import type { AppRouteHandle } from '@marketplace/auth';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ordersRoutes, paths } from './routes';

const routes: RouteObject[] = [...ordersRoutes];

describe('orders routes', () => {
  it.each([
    ['orders', ['builder'], true],
    ['orders/:orderId', ['builder'], false],
  ] as const)('%s is for %j with the search bar %s', (path, accountTypes, search) => {
    const route = routes.find((candidate) => (candidate.index ? '(index)' : candidate.path) === path);
    const handle = route?.handle as AppRouteHandle;
    expect(handle.access).toEqual({ requiresAuth: true, accountTypes });
    expect(handle.search ?? true).toBe(search);
  });

  it('builds links with encoded parameters', () => {
    expect(paths.order.href('a b')).toBe('/orders/a%20b');
  });

  it('lazy-loads a page titled after the route', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/orders'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
