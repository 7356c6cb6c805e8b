import type { DisputeReason, InvoiceListQuery, QuoteRequestStatus } from '@marketplace/contracts';

/*
 * The contracts' bounds and statuses of quotes and invoices (quotes.ts, invoices.ts), repeated
 * here on purpose, as company-rules.ts does for the company's: the screens import no runtime
 * value of the contracts' modules, whose schemas would come along into the first pages' shared
 * chunks (bundle-budget.json). procurement-rules.test.ts checks that they agree with the contracts.
 */

/** Most suppliers one quote request invites, and most lines it asks. */
export const MAX_QUOTE_SUPPLIERS = 20;
export const MAX_QUOTE_LINES = 200;
/** The most of one line a builder may ask for (the cart's limit). */
export const MAX_QUOTE_QUANTITY = 1_000_000;
/** The longest note of a quote request, and of a cancellation. */
export const MAX_QUOTE_NOTE_LENGTH = 2000;
export const MAX_CANCEL_NOTE_LENGTH = 1000;

/** A quote request's statuses, in the contracts' order. */
export const quoteRequestStatusValues = ['sent', 'closed', 'cancelled', 'expired'] as const satisfies readonly QuoteRequestStatus[];

/** What the invoice list filters by: a status, or `open` (neither paid nor void). */
export const invoiceFilterValues = ['open', 'matched', 'exception', 'disputed', 'approved', 'exported', 'paid', 'void'] as const satisfies readonly NonNullable<InvoiceListQuery['status']>[];
/** Why an invoice is disputed, in the contracts' order. */
export const disputeReasonValues = ['short_shipped', 'damaged', 'price_mismatch', 'not_ordered', 'duplicate'] as const satisfies readonly DisputeReason[];
/** The longest dispute note, and override reason. */
export const MAX_DISPUTE_NOTE_LENGTH = 2000;
export const MAX_OVERRIDE_REASON_LENGTH = 1000;

/** The largest tolerance percent (10,000 basis points), amount (a billion dollars in cents) and quantity. */
export const MAX_TOLERANCE_BASIS_POINTS = 10_000;
export const MAX_TOLERANCE_CENTS = 100_000_000_000;
export const MAX_TOLERANCE_UNITS = 1_000_000;
