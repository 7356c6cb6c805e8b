import type { AppRouteHandle } from '@marketplace/auth';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bankingCreditRoutes } from './routes';

const routes: RouteObject[] = [...bankingCreditRoutes];

describe('banking-credit routes', () => {
  it.each([
    ['credit', ['builder'], true],
  ] as const)('%s is for %j with the search bar %s', (path, accountTypes, search) => {
    const route = routes.find((candidate) => (candidate.index ? '(index)' : candidate.path) === path);
    const handle = route?.handle as AppRouteHandle;
    expect(handle.access).toEqual({ requiresAuth: true, accountTypes });
    expect(handle.search ?? true).toBe(search);
  });


  it('lazy-loads a page titled after the route', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/credit'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Business credit' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
