import { formatDay, formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { SupplierInvoice } from '../../api/supplier-invoices-api';
import { RouterLink } from '../../lib/router-link';
import { paths } from '../../paths';
import '../../styles/supplier-admin.css';
import { invoiceStatusWords } from './invoice-words';

/** How the invoice's goods and freight compare with what the purchase order says they are worth. */
function matchWords(invoice: SupplierInvoice): string {
  const { expectedCents, totalVarianceCents, totalWithinTolerance } = invoice.match;
  const expected = `Purchase order value of what is billed: ${formatMoney(expectedCents, invoice.currency)}`;
  if (totalVarianceCents === 0) return `${expected}; no difference.`;
  const difference = `${totalVarianceCents > 0 ? 'over' : 'under'} by ${formatMoney(Math.abs(totalVarianceCents), invoice.currency)}`;
  return `${expected}; ${difference} (${totalWithinTolerance ? 'within' : 'beyond'} the builder’s tolerance).`;
}

/** An invoice's facts: where it stands, what it bills and for whom, its dates, amounts and match. */
export function InvoiceFacts({ invoice }: { invoice: SupplierInvoice }): ReactElement {
  return (
    <dl className="mk-facts" aria-label="Invoice details">
      <div>
        <dt>Status</dt>
        <dd>{invoiceStatusWords(invoice.status)}</dd>
      </div>
      <div>
        <dt>Purchase order</dt>
        <dd>
          <RouterLink href={paths.purchaseOrder.href(invoice.purchaseOrder.id)} className="mk-link">
            {invoice.purchaseOrder.number}
          </RouterLink>
          {` (order ${invoice.order.number})`}
        </dd>
      </div>
      <div>
        <dt>Builder</dt>
        <dd>{`${invoice.buyerCompany.name}, ${invoice.project.name}`}</dd>
      </div>
      <div>
        <dt>Dated</dt>
        <dd>{formatDay(invoice.invoiceDate)}</dd>
      </div>
      <div>
        <dt>Due</dt>
        <dd>{`${formatDay(invoice.dueDate) ?? ''} (net ${invoice.netTermsDays} days)`}</dd>
      </div>
      <div>
        <dt>Lines</dt>
        <dd>{formatMoney(invoice.subtotalCents, invoice.currency)}</dd>
      </div>
      <div>
        <dt>Tax</dt>
        <dd>{formatMoney(invoice.taxCents, invoice.currency)}</dd>
      </div>
      <div>
        <dt>Freight</dt>
        <dd>{formatMoney(invoice.freightCents, invoice.currency)}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd className="mk-facts__total">{formatMoney(invoice.totalCents, invoice.currency)}</dd>
      </div>
      <div>
        <dt>Match</dt>
        <dd>{matchWords(invoice)}</dd>
      </div>
      {invoice.replacesInvoiceId ? (
        <div>
          <dt>Corrects</dt>
          <dd>
            <RouterLink href={paths.invoice.href(invoice.replacesInvoiceId)} className="mk-link">
              The invoice it replaces
            </RouterLink>
          </dd>
        </div>
      ) : null}
      {invoice.replacedByInvoiceId ? (
        <div>
          <dt>Replaced by</dt>
          <dd>
            <RouterLink href={paths.invoice.href(invoice.replacedByInvoiceId)} className="mk-link">
              The corrected invoice
            </RouterLink>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
