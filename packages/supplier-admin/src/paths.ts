/** Route paths of this package, relative to the app base path, with link builders. */
export const paths = {
  dashboard: {
    path: '',
    href: () => '/supplier',
  },
  products: {
    path: 'products',
    href: () => '/supplier/products',
  },
  editProduct: {
    path: 'products/edit/:productId',
    href: (productId: string | number) => `/supplier/products/edit/${encodeURIComponent(productId)}`,
  },
  /** The catalogue's product page in preview mode, which the shell mounts here. */
  previewProduct: {
    path: 'products/preview/:productId/:supplierId',
    href: (productId: string | number, supplierId: string | number) =>
      `/supplier/products/preview/${encodeURIComponent(productId)}/${encodeURIComponent(supplierId)}`,
  },
  purchaseOrders: {
    path: 'purchase-orders',
    href: () => '/supplier/purchase-orders',
  },
  purchaseOrder: {
    path: 'purchase-orders/:purchaseOrderId',
    href: (purchaseOrderId: string) => `/supplier/purchase-orders/${encodeURIComponent(purchaseOrderId)}`,
  },
  payouts: {
    path: 'payouts',
    href: () => '/supplier/payouts',
  },
  payout: {
    path: 'payouts/:payoutId',
    href: (payoutId: string) => `/supplier/payouts/${encodeURIComponent(payoutId)}`,
  },
  quoteRequests: {
    path: 'quotes',
    href: () => '/supplier/quotes',
  },
  quoteRequest: {
    path: 'quotes/:quoteRequestId',
    href: (quoteRequestId: string) => `/supplier/quotes/${encodeURIComponent(quoteRequestId)}`,
  },
  invoices: {
    path: 'invoices',
    href: () => '/supplier/invoices',
  },
  invoice: {
    path: 'invoices/:invoiceId',
    href: (invoiceId: string) => `/supplier/invoices/${encodeURIComponent(invoiceId)}`,
  },
  statements: {
    path: 'statements',
    href: () => '/supplier/statements',
  },
  banking: {
    path: 'banking',
    href: () => '/supplier/banking',
  },
  company: {
    path: 'company',
    href: () => '/supplier/company',
  },
} as const;

/** The product id of the edit page that creates a product instead of editing one. */
export const NEW_PRODUCT_ID = 'new';
