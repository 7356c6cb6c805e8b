import type { HttpHandler } from 'msw';
import { createSupplierHandlers, type SupplierMockOptions } from './handlers';
import { createInvoiceHandlers, type InvoiceMockOptions } from './invoice-handlers';
import { createOrderHandlers, type OrderMockOptions } from './order-handlers';
import { createPayoutHandlers, type PayoutMockOptions } from './payout-handlers';
import { createQuoteHandlers, type QuoteMockOptions } from './quote-handlers';

/** Options of each part of the mock supplier API. */
export interface AllMockOptions {
  supplier?: SupplierMockOptions;
  orders?: OrderMockOptions;
  payouts?: PayoutMockOptions;
  quotes?: QuoteMockOptions;
  invoices?: InvoiceMockOptions;
}

/**
 * The whole mock supplier API, fresh: catalogue, company and banking; purchase orders; payouts;
 * quote requests; invoices and statements. Tests reset to it, stories and the package's Storybook
 * fall back on it; `overrides` go first, so they win.
 */
export function allHandlers(options: AllMockOptions = {}, ...overrides: HttpHandler[]): HttpHandler[] {
  return [
    ...overrides,
    ...createSupplierHandlers(options.supplier),
    ...createOrderHandlers(options.orders),
    ...createPayoutHandlers(options.payouts),
    ...createQuoteHandlers(options.quotes),
    ...createInvoiceHandlers(options.invoices),
  ];
}
