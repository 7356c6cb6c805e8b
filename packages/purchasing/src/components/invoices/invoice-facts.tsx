import { formatBasisPoints, formatDay, formatMoney } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import type { InvoiceData } from '../../api/invoices-api';
import { invoiceStatusWords } from './invoice-status-words';

function Fact({ term, children }: { term: string; children: ReactNode }): ReactElement {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Over or under by an amount, in words: a sign alone is easy to miss. */
export function varianceWords(cents: number, currency: string): string {
  if (cents === 0) return 'None';
  return `${formatMoney(Math.abs(cents), currency)} ${cents > 0 ? 'over' : 'under'}`;
}

/** Who billed what, for which order and project, when it is due, and the invoice's totals against the order's. */
export function InvoiceFacts({ invoice }: { invoice: InvoiceData }): ReactElement {
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  const { tolerances } = invoice.match;
  return (
    <dl className="mk-approval-facts" aria-label={`Invoice ${invoice.number}`}>
      <Fact term="Supplier">{invoice.supplierCompany.name}</Fact>
      <Fact term="Invoice number">{invoice.number}</Fact>
      <Fact term="Purchase order">{invoice.purchaseOrder.number}</Fact>
      <Fact term="Project">{invoice.project.name}</Fact>
      <Fact term="Invoice date">{formatDay(invoice.invoiceDate)}</Fact>
      <Fact term="Due date">{`${formatDay(invoice.dueDate) ?? ''} (net ${invoice.netTermsDays} days)`}</Fact>
      <Fact term="Status">{invoiceStatusWords[invoice.status]}</Fact>
      <Fact term="Goods">{money(invoice.subtotalCents)}</Fact>
      <Fact term="Tax">{money(invoice.taxCents)}</Fact>
      <Fact term="Freight">{money(invoice.freightCents)}</Fact>
      <Fact term="Total">{money(invoice.totalCents)}</Fact>
      <Fact term="Expected from the order">{money(invoice.match.expectedCents)}</Fact>
      <Fact term="Goods and freight against the order">
        {`${varianceWords(invoice.match.totalVarianceCents, invoice.currency)}: ${invoice.match.totalWithinTolerance ? 'within tolerance' : 'over the total tolerance'}`}
      </Fact>
      <Fact term="Total tolerance applied">{`${formatBasisPoints(tolerances.totalBasisPoints)} and ${money(tolerances.totalAmountCents)}`}</Fact>
    </dl>
  );
}
