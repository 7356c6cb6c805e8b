import type { SupplierInvoice } from '../../api/supplier-invoices-api';

/**
 * Whether the supplier may issue a corrected invoice in place of this one: the API replaces a
 * disputed invoice, or one with exceptions, not yet replaced.
 */
export function mayCorrect(invoice: Pick<SupplierInvoice, 'status' | 'replacedByInvoiceId'>): boolean {
  return (invoice.status === 'disputed' || invoice.status === 'exception') && invoice.replacedByInvoiceId === null;
}
