import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ordersRoutes, paths } from './routes';
import { setupMswServer } from './test/msw-server';
import { renderRoute } from './test/render-route';

setupMswServer();

// The same checks as the shared route table, except that the pages load inside a store: every
// page of this package reads the orders API from its first render.
const table = [
  ['orders', ['builder'], true],
  ['orders/:orderId', ['builder'], false],
] as const;

describe('orders routes', () => {
  it.each(table)('%s is for %j with the search bar %s', (path, accountTypes, search) => {
    const route = ordersRoutes.find((candidate) => candidate.path === path);
    expect(route, `no route ${path}`).toBeDefined();
    const handle = route?.handle as { access: unknown; search?: boolean };
    expect(handle.access).toEqual({ requiresAuth: true, accountTypes });
    expect(handle.search ?? true).toBe(search);
  });

  it('declares no route the table leaves out', () => {
    expect(ordersRoutes.map((route) => route.path).sort()).toEqual(table.map(([path]) => path).sort());
  });

  it('lazy-loads the order list', async () => {
    renderRoute({ url: paths.orders.href() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('lazy-loads the order summary', async () => {
    renderRoute({ url: paths.order.href('ord-1001') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-1001' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

it('builds order links with encoded parameters', () => {
  expect(paths.order.href('a b')).toBe('/orders/a%20b');
});
