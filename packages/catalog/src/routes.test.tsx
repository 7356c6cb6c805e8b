import type { AppRouteHandle } from '@marketplace/auth';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogRoutes, paths, productPreviewRoute } from './routes';
import { setupMswServer } from './test/msw-server';
import { renderRoute } from './test/render-route';

setupMswServer();

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

  it('declares no route beyond the five of the spec', () => {
    expect(routes.map((route) => (route.index ? '(index)' : route.path)).sort()).toEqual(
      ['(index)', 'category', 'product/:productId/:supplierId', 'products', 'subcategory'].sort(),
    );
  });

  it('builds links with encoded parameters', () => {
    expect(paths.product.href('a b', 7)).toBe('/product/a%20b/7');
    expect(paths.productPreview.href('a b', 7)).toBe('/supplier/products/preview/a%20b/7');
  });

  it('offers the product page in preview mode for suppliers only, without the search bar, for the shell to mount in the supplier area', () => {
    expect(productPreviewRoute.path).toBe('products/preview/:productId/:supplierId');
    expect(productPreviewRoute.handle).toEqual({ title: 'Product preview', access: { requiresAuth: true, accountTypes: ['supplier'] }, search: false });
  });

  it.each([
    ['/', 'Dashboard'],
    ['/category', 'Categories'],
    ['/subcategory', 'Sub-categories'],
    ['/products', 'Products'],
    ['/product/prod-stud/sup-northside', 'Douglas Fir Framing Lumber'],
  ])('lazy-loads the page of %s', async (url, title) => {
    renderRoute({ url });
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
