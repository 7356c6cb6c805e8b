import { errorMessage } from '@marketplace/api-client';
import { useGetCurrentUserQuery } from '@marketplace/auth';
import { EmptyState, ErrorState, PageHeader, Pagination, pluralWord, Select, Stack, usePageOffset } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useListBuilderInvoicesQuery, type InvoiceFilter } from '../api/invoices-api';
import { InvoiceExportButtons } from '../components/invoices/invoice-export-buttons';
import { InvoicesTable } from '../components/invoices/invoices-table';
import { LoadingRegion } from '../components/shared/loading-region';
import { invoiceFilterValues } from '../forms/procurement-rules';
import { useStatusFilter } from '../lib/use-status-filter';
import '../styles/purchasing.css';

/** Invoices per page. */
export const INVOICES_PAGE_SIZE = 20;

/** The filter's choices, as the list names them. */
const filterWords: Record<InvoiceFilter, string> = {
  open: 'Open: not paid yet',
  matched: 'Matched, to approve',
  exception: 'Exceptions',
  disputed: 'Disputed',
  approved: 'Approved',
  exported: 'Exported to bookkeeping',
  paid: 'Paid',
  void: 'Void',
};
const filterOptions = [...invoiceFilterValues.map((value) => ({ value, label: filterWords[value] })), { value: 'all' as const, label: 'All invoices' }];

/** What an empty list says, by filter. */
const emptyWords: Partial<Record<InvoiceFilter, string>> = {
  open: 'Nothing to approve or pay',
  exception: 'No invoice is off its purchase order',
  disputed: 'No invoice is disputed',
};

/**
 * /invoices: the suppliers' invoices to the company (decision 0610), open ones by default, by
 * status: matched, exceptions, disputed, approved, exported, paid. Each opens its three-way match.
 * Owners and admins export the approved ones for Xero or QuickBooks.
 */
export function InvoicesPage(): ReactElement {
  const { status, setStatus } = useStatusFilter(invoiceFilterValues, 'open');
  const { offset, setOffset } = usePageOffset(INVOICES_PAGE_SIZE);
  const user = useGetCurrentUserQuery();
  const role = user.data?.companyRole ?? null;
  const exports = role === 'owner' || role === 'admin';
  // Suppliers bill and colleagues decide at any time: read again on every visit and on coming back.
  const list = useListBuilderInvoicesQuery({ ...(status === 'all' ? {} : { status }), limit: INVOICES_PAGE_SIZE, offset }, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  let content: ReactElement;
  if (list.isError) {
    content = <ErrorState title="We could not load the invoices" message={errorMessage(list.error, 'Please try again.')} onRetry={() => void list.refetch()} isRetrying={list.isFetching} titleLevel={2} />;
  } else if (!list.data) {
    content = <LoadingRegion label="Loading the invoices" />;
  } else if (list.data.results.length === 0) {
    content = <EmptyState title={(status !== 'all' && emptyWords[status]) || 'No invoices'} description="Suppliers bill each purchase order here; every invoice is matched against the order and what the site received." />;
  } else {
    content = (
      <Stack gap="md">
        <InvoicesTable invoices={list.data.results} />
        {list.data.count > INVOICES_PAGE_SIZE ? <Pagination total={list.data.count} offset={offset} limit={INVOICES_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={list.isFetching} /> : null}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader title="Invoices" description="Suppliers’ invoices matched against the purchase order and what the site received." actions={exports ? <InvoiceExportButtons /> : undefined} />
      <Stack direction="horizontal" gap="md" align="end" wrap>
        <div className="mk-list-filters">
          <Select label="Status" options={filterOptions} value={status} onChange={(value) => setStatus(filterOptions.find((option) => option.value === value)?.value ?? 'open')} />
        </div>
        {list.data ? <p className="mk-list-count">{`${list.data.count} ${pluralWord(list.data.count, 'invoice')}`}</p> : null}
      </Stack>
      {content}
    </Stack>
  );
}

export { InvoicesPage as Component };
