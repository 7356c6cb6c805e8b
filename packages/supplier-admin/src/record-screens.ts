// The supplier's records (purchase orders, payouts, quote requests and invoices, each with its own
// page, and the statements) load together as one chunk, the way the operator console's screens do
// (decision 0809): apart, each page's chunk and the pieces they share (the loading states, the
// tables, the words) are more files for the app's entry to list for preloading, and that list is
// in every first page. Only suppliers opening one of these pages download it.
export { Component as PurchaseOrdersPage } from './pages/purchase-orders-page';
export { Component as PurchaseOrderPage } from './pages/purchase-order-page';
export { Component as PayoutsPage } from './pages/payouts-page';
export { Component as PayoutPage } from './pages/payout-page';
export { Component as QuoteRequestsPage } from './pages/quote-requests-page';
export { Component as QuoteRequestPage } from './pages/quote-request-page';
export { Component as InvoicesPage } from './pages/invoices-page';
export { Component as InvoicePage } from './pages/invoice-page';
export { Component as StatementsPage } from './pages/statements-page';
