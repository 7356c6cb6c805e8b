import { formatMoment } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { InvoiceData } from '../../api/invoices-api';
import { invoiceStatusWords } from './invoice-status-words';

/** Every move of the invoice, oldest first: who, when, from what to what, and their words. */
export function InvoiceHistory({ invoice }: { invoice: InvoiceData }): ReactElement {
  if (invoice.history.length === 0) return <p>Nothing has happened to this invoice yet.</p>;
  return (
    <ol className="mk-audit-log" aria-label="History">
      {invoice.history.map((event, index) => {
        // No person: the marketplace matched the invoice, matched it again, or approved it on the company's rule.
        const who = event.actor?.name ?? 'The marketplace';
        const move = event.fromStatus && event.fromStatus !== event.toStatus ? `${invoiceStatusWords[event.fromStatus]} → ${invoiceStatusWords[event.toStatus]}` : invoiceStatusWords[event.toStatus];
        return (
          <li key={`${event.createdAt}-${index}`}>
            <time dateTime={event.createdAt}>{formatMoment(event.createdAt)}</time>
            {`${who}: ${move}.`}
            {event.note ? ` “${event.note}”` : ''}
          </li>
        );
      })}
    </ol>
  );
}
