import { describeRouteTable } from '@marketplace/vitest-config/route-table';
import { cartCheckoutRoutes } from './routes';

describeRouteTable('cart-checkout', {
  routes: cartCheckoutRoutes,
  table: [
    ['cart', ['builder'], true],
    ['checkout', ['builder'], false],
    ['checkout-return', ['builder'], false],
  ],
  firstPage: { url: '/cart', title: 'Cart' },
});
