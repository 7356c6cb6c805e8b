import type { AppRouteHandle } from '@marketplace/auth';
import type { RouteObject } from 'react-router';

/** Route paths of this package, relative to the app base path, with link builders. */
export const paths = {
  cart: {
    path: 'cart',
    href: () => '/cart',
  },
  checkout: {
    path: 'checkout',
    href: () => '/checkout',
  },
  checkoutReturn: {
    path: 'checkout-return',
    href: () => '/checkout-return',
  },
} as const;

const loadCartPage = () => import('./pages/cart-page').then((module) => ({ Component: module.Component }));
const loadCheckoutPage = () => import('./pages/checkout-page').then((module) => ({ Component: module.Component }));
const loadCheckoutReturnPage = () => import('./pages/checkout-return-page').then((module) => ({ Component: module.Component }));

/** Routes rendered inside the main app shell. */
export const cartCheckoutRoutes: RouteObject[] = [
  {
    path: paths.cart.path,
    handle: {
      title: 'Cart',
      access: { requiresAuth: true, accountTypes: ['builder'] },
    } satisfies AppRouteHandle,
    lazy: loadCartPage,
  },
  {
    path: paths.checkout.path,
    handle: {
      title: 'Checkout',
      access: { requiresAuth: true, accountTypes: ['builder'] },
      search: false,
    } satisfies AppRouteHandle,
    lazy: loadCheckoutPage,
  },
  {
    path: paths.checkoutReturn.path,
    handle: {
      title: 'Payment status',
      access: { requiresAuth: true, accountTypes: ['builder'] },
      search: false,
    } satisfies AppRouteHandle,
    lazy: loadCheckoutReturnPage,
  },
];
