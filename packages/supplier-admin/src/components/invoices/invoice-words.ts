import type { DisputeReason, InvoiceLineMatchStatus, InvoiceStatus } from '@marketplace/contracts';
import type { InvoiceListStatus, SupplierInvoice } from '../../api/supplier-invoices-api';

const statusWords: Record<InvoiceStatus, string> = {
  received: 'Received',
  matched: 'Matched',
  exception: 'Exception',
  disputed: 'Disputed',
  approved: 'Approved',
  // The builder exported it to its books: still to be paid.
  exported: 'Approved, in the builder’s books',
  paid: 'Paid',
  void: 'Void',
};

/** An invoice's status in the supplier's words. */
export function invoiceStatusWords(status: InvoiceStatus): string {
  return statusWords[status];
}

const listFilterWords: Record<InvoiceListStatus, string> = { ...statusWords, open: 'Open (not paid or void)' };

/** The invoice list's filter choices: every invoice, the open ones, or one status. */
export const invoiceFilterOptions = [{ value: '', label: 'All invoices' }, ...Object.entries(listFilterWords).map(([value, label]) => ({ value, label }))];

const matchWords: Record<InvoiceLineMatchStatus, string> = {
  matched: 'Matched',
  within_tolerance: 'Within tolerance',
  qty_exception: 'More than received',
  price_exception: 'Price differs from the purchase order',
  awaiting_receipt: 'Awaiting receipt',
  unmatched: 'Not on the purchase order',
};

/** What the three-way match found for a line, in words. */
export function matchStatusWords(status: InvoiceLineMatchStatus): string {
  return matchWords[status];
}

const reasonWords: Record<DisputeReason, string> = {
  short_shipped: 'Short shipped',
  damaged: 'Damaged',
  price_mismatch: 'Price mismatch',
  not_ordered: 'Not ordered',
  duplicate: 'Duplicate invoice',
};

/** Why the builder disputes an invoice, in words. */
export function disputeReasonWords(reason: DisputeReason): string {
  return reasonWords[reason];
}

type DisputeStatus = NonNullable<SupplierInvoice['dispute']>['status'];

const disputeWords: Record<DisputeStatus, string> = { open: 'Waiting for your answer', supplier_responded: 'You answered; the builder decides', resolved: 'Resolved' };

/** Where a dispute stands, in the supplier's words. */
export function disputeStatusWords(status: DisputeStatus): string {
  return disputeWords[status];
}
