// The supplier's records, the purchase orders and the payouts with their own pages, load together
// as one chunk, the way the operator console's screens do (decision 0809): apart, each page's chunk
// and the pieces they share (the loading states, the statements, the payout words) are more files
// for the app's entry to list for preloading, and that list is in every first page. Together they
// weigh about 4 kB (gzip).
export { Component as PurchaseOrdersPage } from './pages/purchase-orders-page';
export { Component as PurchaseOrderPage } from './pages/purchase-order-page';
export { Component as PayoutsPage } from './pages/payouts-page';
export { Component as PayoutPage } from './pages/payout-page';
