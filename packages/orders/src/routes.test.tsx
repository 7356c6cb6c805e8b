import { describeRouteTable } from '@marketplace/vitest-config/route-table';
import { expect, it } from 'vitest';
import { ordersRoutes, paths } from './routes';

describeRouteTable('orders', {
  routes: ordersRoutes,
  table: [
    ['orders', ['builder'], true],
    ['orders/:orderId', ['builder'], false],
  ],
  firstPage: { url: '/orders', title: 'Orders' },
});

it('builds order links with encoded parameters', () => {
  expect(paths.order.href('a b')).toBe('/orders/a%20b');
});
