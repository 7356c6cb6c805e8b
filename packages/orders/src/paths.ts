/** Route paths of this package, relative to the app base path, with link builders. */
export const paths = {
  orders: {
    path: 'orders',
    href: () => '/orders',
  },
  order: {
    path: 'orders/:orderId',
    href: (orderId: string | number) => `/orders/${encodeURIComponent(orderId)}`,
  },
} as const;
