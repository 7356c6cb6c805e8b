import { loadOutcome } from '@marketplace/api-client';
import { Card, formatMoney, LinkButton, LoadedContent, PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { useGetSupplierInvoiceQuery, type SupplierInvoice } from '../api/supplier-invoices-api';
import { AttachInvoicePdf } from '../components/invoices/attach-invoice-pdf';
import { CorrectedInvoice } from '../components/invoices/corrected-invoice';
import { InvoiceDispute } from '../components/invoices/invoice-dispute';
import { InvoiceDownloads } from '../components/invoices/invoice-downloads';
import { InvoiceFacts } from '../components/invoices/invoice-facts';
import { InvoiceHistory } from '../components/invoices/invoice-history';
import { InvoiceLinesTable } from '../components/invoices/invoice-lines-table';
import { mayCorrect } from '../components/invoices/invoice-rules';
import { VoidInvoice } from '../components/invoices/void-invoice';
import { RouterLink } from '../lib/router-link';
import { paths } from '../paths';

const backLink = (
  <LinkButton href={paths.invoices.href()} as={RouterLink} variant="ghost" size="sm">
    All invoices
  </LinkButton>
);

/** The invoice's record: facts, downloads, and what the supplier may still do with it, as the API says. */
function InvoiceDetails({ invoice }: { invoice: SupplierInvoice }): ReactElement {
  const correct = mayCorrect(invoice) ? <CorrectedInvoice invoice={invoice} /> : null;
  return (
    <Stack gap="lg">
      <Card
        title="Summary"
        titleLevel={2}
        actions={
          <Stack direction="horizontal" gap="sm" wrap>
            <InvoiceDownloads invoice={invoice} />
            {invoice.actions.includes('void') ? <VoidInvoice invoice={invoice} /> : null}
            {/* Without a dispute, a correction is offered here; with one, beside it. */}
            {invoice.dispute ? null : correct}
          </Stack>
        }
      >
        <InvoiceFacts invoice={invoice} />
      </Card>
      <InvoiceDispute invoice={invoice} actions={correct} />
      <Card title="Lines and match" titleLevel={2} padding="none">
        <InvoiceLinesTable invoice={invoice} />
      </Card>
      {invoice.actions.includes('attach') ? (
        <Card title="Your PDF" titleLevel={2}>
          <AttachInvoicePdf invoice={invoice} />
        </Card>
      ) : null}
      <Card title="History" titleLevel={2}>
        <InvoiceHistory invoice={invoice} />
      </Card>
    </Stack>
  );
}

/**
 * /supplier/invoices/{id}: one invoice with each line's match, the builder's dispute and the
 * supplier's answer to it, a corrected invoice in its place, voiding, and its PDFs. The API's
 * `actions` say which steps are open, so the page never offers one it would refuse.
 */
export function InvoicePage(): ReactElement {
  const { invoiceId = '' } = useParams();
  // The builder approves, disputes and pays from its own screens: opening the page asks the API again.
  const query = useGetSupplierInvoiceQuery(invoiceId, { skip: !invoiceId, refetchOnMountOrArgChange: true });
  const { data } = query;
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow={backLink}
        title={data ? `Invoice ${data.number}` : 'Invoice'}
        description={data ? `${data.buyerCompany.name} · ${formatMoney(data.totalCents, data.currency)}` : undefined}
      />
      <LoadedContent noun="invoice" data={data} missingDescription="It may belong to another supplier, or the link is mistyped." {...loadOutcome(query)}>
        {(invoice) => <InvoiceDetails invoice={invoice} />}
      </LoadedContent>
    </Stack>
  );
}

export { InvoicePage as Component };
