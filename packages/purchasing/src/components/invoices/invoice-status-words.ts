import type { DisputeReason, InvoiceLineMatchStatus, InvoiceStatus } from '@marketplace/contracts';

/** Each status of an invoice as the invoice pages say it. */
export const invoiceStatusWords: Record<InvoiceStatus, string> = {
  received: 'Received, being matched',
  matched: 'Matched, to approve',
  exception: 'Exception',
  disputed: 'Disputed',
  approved: 'Approved',
  exported: 'Exported to bookkeeping',
  paid: 'Paid',
  void: 'Void',
};

/** What a line's three-way match found, in words (never by colour alone). */
export const matchStatusWords: Record<InvoiceLineMatchStatus, string> = {
  matched: 'Matched',
  within_tolerance: 'Within tolerance',
  qty_exception: 'Quantity exception',
  price_exception: 'Price exception',
  awaiting_receipt: 'Awaiting receipt',
  unmatched: 'Not on the purchase order',
};

/** Why an invoice is disputed. */
export const disputeReasonWords: Record<DisputeReason, string> = {
  short_shipped: 'Short shipped',
  damaged: 'Damaged goods',
  price_mismatch: 'Price does not match the order',
  not_ordered: 'Not ordered',
  duplicate: 'Duplicate invoice',
};

/** What approving did: an invoice of an order on credit terms is settled on them at once (decision 0610). */
export function approvedWords(result: { number: string; status: InvoiceStatus }): string {
  return result.status === 'paid' ? `Invoice ${result.number} is approved and settled on the credit terms.` : `Invoice ${result.number} is approved.`;
}
