import { errorMessage, toApiError } from '@marketplace/api-client';
import { Card, EmptyState, ErrorState, formatDay, LinkButton, PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router';
import { useGetBuilderInvoiceQuery, type InvoiceData } from '../api/invoices-api';
import { InvoiceActions } from '../components/invoices/invoice-actions';
import { InvoiceDecisionsFacts } from '../components/invoices/invoice-decisions-facts';
import { InvoiceDownloads } from '../components/invoices/invoice-downloads';
import { InvoiceFacts } from '../components/invoices/invoice-facts';
import { InvoiceHistory } from '../components/invoices/invoice-history';
import { InvoiceLinesTable } from '../components/invoices/invoice-lines-table';
import { invoiceStatusWords } from '../components/invoices/invoice-status-words';
import { LoadingRegion } from '../components/shared/loading-region';
import { RouterLink } from '../lib/router-link';
import { paths } from '../paths';
import '../styles/purchasing.css';

/** The invoice this one corrects, or the one that corrected it. */
function Corrections({ invoice }: { invoice: InvoiceData }): ReactElement | null {
  if (!invoice.replacesInvoiceId && !invoice.replacedByInvoiceId) return null;
  return (
    <p>
      {invoice.replacesInvoiceId ? <Link to={paths.invoice.href(invoice.replacesInvoiceId)}>The invoice this one corrects</Link> : null}
      {invoice.replacedByInvoiceId ? <Link to={paths.invoice.href(invoice.replacedByInvoiceId)}>The corrected invoice that replaced this one</Link> : null}
    </p>
  );
}

/** When a payments file carried the invoice's payment: whoever books the files knows it is in the books, and not to send it again. */
function PaymentExported({ invoice }: { invoice: InvoiceData }): ReactElement | null {
  const day = formatDay(invoice.paymentExportedAt);
  return day ? <p>{`Payment exported on ${day}`}</p> : null;
}

function Loaded({ invoice }: { invoice: InvoiceData }): ReactElement {
  const decided = Boolean(invoice.dispute ?? invoice.approval);
  return (
    <Stack gap="lg">
      <Card title="Invoice" actions={<InvoiceDownloads invoice={invoice} />}>
        <Stack gap="md">
          <InvoiceFacts invoice={invoice} />
          <Corrections invoice={invoice} />
        </Stack>
      </Card>
      <Card title="Decision" description="Disputed amounts are not payable until the dispute is resolved.">
        <Stack gap="md">
          <InvoiceDecisionsFacts invoice={invoice} />
          <InvoiceActions invoice={invoice} />
          {!decided && invoice.actions.length === 0 ? <p>{`${invoiceStatusWords[invoice.status]}: nothing to decide.`}</p> : null}
          <PaymentExported invoice={invoice} />
        </Stack>
      </Card>
      <Card title="Lines and their match" description="Each line against its purchase-order line and what the site received." padding="none">
        <InvoiceLinesTable invoice={invoice} />
      </Card>
      <Card title="History">
        <InvoiceHistory invoice={invoice} />
      </Card>
    </Stack>
  );
}

/**
 * /invoices/:invoiceId: one supplier invoice (decision 0610): who billed what for which order and
 * project, its dates and totals against the order, each line's three-way match, the dispute and
 * the supplier's answer, the approval, when a payments file carried its payment, the history, and
 * both PDFs. The decisions the viewer may
 * take (the API's `actions`) are offered; an override needs a reason.
 */
export function InvoicePage(): ReactElement {
  const invoiceId = useParams().invoiceId ?? '';
  // Colleagues and the supplier act on it at any time: read again on every visit and on coming back.
  const invoice = useGetBuilderInvoiceQuery(invoiceId, { skip: !invoiceId, refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const back = (
    <LinkButton as={RouterLink} href={paths.invoices.href()} variant="ghost">
      All invoices
    </LinkButton>
  );
  let content: ReactElement;
  if (invoice.isError && !invoice.data) {
    const failure = toApiError(invoice.error);
    content =
      failure.status === 404 ? (
        <EmptyState title="We could not find this invoice" description="It may belong to another company, or the link is mistyped." action={back} />
      ) : (
        <ErrorState title="We could not load the invoice" message={errorMessage(failure, 'Please try again.')} onRetry={() => void invoice.refetch()} isRetrying={invoice.isFetching} />
      );
  } else if (!invoice.data) content = <LoadingRegion label="Loading the invoice" />;
  else content = <Loaded invoice={invoice.data} />;
  const data = invoice.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={data ? `Invoice ${data.number} from ${data.supplierCompany.name}` : 'Invoice'}
        description={data ? `${invoiceStatusWords[data.status]} · ${data.project.name}` : undefined}
        actions={back}
      />
      {content}
    </Stack>
  );
}

export { InvoicePage as Component };
