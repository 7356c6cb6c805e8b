import type { AppRouteHandle } from '@marketplace/auth';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartCheckoutRoutes } from './routes';

const routes: RouteObject[] = [...cartCheckoutRoutes];

describe('cart-checkout routes', () => {
  it.each([
    ['cart', ['builder'], true],
    ['checkout', ['builder'], false],
    ['checkout-return', ['builder'], false],
  ] as const)('%s is for %j with the search bar %s', (path, accountTypes, search) => {
    const route = routes.find((candidate) => (candidate.index ? '(index)' : candidate.path) === path);
    const handle = route?.handle as AppRouteHandle;
    expect(handle.access).toEqual({ requiresAuth: true, accountTypes });
    expect(handle.search ?? true).toBe(search);
  });


  it('lazy-loads a page titled after the route', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/cart'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
