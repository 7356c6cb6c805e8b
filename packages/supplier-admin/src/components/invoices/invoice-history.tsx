import { formatMoment } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { SupplierInvoice } from '../../api/supplier-invoices-api';
import { invoiceStatusWords } from './invoice-words';

/** Each status move of the invoice, oldest first: when, to what, by whom, and their words. */
export function InvoiceHistory({ invoice }: { invoice: SupplierInvoice }): ReactElement {
  return (
    <ol aria-label={`History of invoice ${invoice.number}`} style={{ margin: 0, paddingInlineStart: 'var(--mk-space-5)' }}>
      {invoice.history.map((event) => (
        <li key={`${event.createdAt}-${event.toStatus}`}>
          {`${formatMoment(event.createdAt) ?? ''}: ${invoiceStatusWords(event.toStatus)}${event.actor ? `, by ${event.actor.name}` : ''}${event.note ? ` (“${event.note}”)` : ''}`}
        </li>
      ))}
    </ol>
  );
}
