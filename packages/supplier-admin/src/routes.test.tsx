import type { AppRouteHandle } from '@marketplace/auth';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { supplierAdminRoutes, paths } from './routes';

const routes: RouteObject[] = [...supplierAdminRoutes];

describe('supplier-admin routes', () => {
  it.each([
    ['(index)', ['supplier', 'builder_receiver'], false],
    ['products', ['supplier'], false],
    ['products/edit/:productId', ['supplier'], false],
    ['products/preview/:productId/:supplierId', ['supplier'], false],
  ] as const)('%s is for %j with the search bar %s', (path, accountTypes, search) => {
    const route = routes.find((candidate) => (candidate.index ? '(index)' : candidate.path) === path);
    const handle = route?.handle as AppRouteHandle;
    expect(handle.access).toEqual({ requiresAuth: true, accountTypes });
    expect(handle.search ?? true).toBe(search);
  });

  it('builds links with encoded parameters', () => {
    expect(paths.editProduct.href('a b')).toBe('/supplier/products/edit/a%20b');
  });

  it('lazy-loads a page titled after the route', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
