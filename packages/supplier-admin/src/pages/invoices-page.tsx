import { errorMessage } from '@marketplace/api-client';
import { invoiceListStatuses } from '@marketplace/contracts';
import { Card, ErrorState, PageHeader, Pagination, Select, Stack, useFilterParam, usePageOffset } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useListSupplierInvoicesQuery, type InvoiceListStatus } from '../api/supplier-invoices-api';
import { invoiceFilterOptions } from '../components/invoices/invoice-words';
import { InvoicesTable, noInvoices } from '../components/invoices/invoices-table';

/** Invoices per page. */
export const INVOICES_PAGE_SIZE = 20;

const isListStatus = (value: string): value is InvoiceListStatus => (invoiceListStatuses as readonly string[]).includes(value);

/**
 * /supplier/invoices: every invoice the supplier issued, newest first, by status, a page at a
 * time; the filter and the page live in the URL. Each opens its own page.
 */
export function InvoicesPage(): ReactElement {
  const [statusParam, setStatus] = useFilterParam('status');
  const status = isListStatus(statusParam) ? statusParam : undefined;
  const { offset, setOffset } = usePageOffset(INVOICES_PAGE_SIZE);
  // The builder matches, disputes and pays from its own screens: coming back asks the API again.
  const { data, isLoading, isFetching, isError, error, refetch } = useListSupplierInvoicesQuery({ limit: INVOICES_PAGE_SIZE, offset, status }, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="lg">
      <PageHeader title="Invoices" description="Invoices you issued for purchase orders, and where each stands with the builder." />
      <Card>
        <Select label="Status" options={invoiceFilterOptions} value={status ?? ''} onChange={(value) => setStatus(value ?? '')} />
      </Card>
      <Card padding={isError ? 'md' : 'none'}>
        {isError ? (
          <ErrorState title="We could not load your invoices" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={2} />
        ) : (
          <Stack gap="md">
            <InvoicesTable aria-label="Invoices" invoices={data?.results ?? []} isLoading={isLoading} emptyState={noInvoices(Boolean(status))} />
            {data && data.count > INVOICES_PAGE_SIZE ? <Pagination total={data.count} offset={offset} limit={INVOICES_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={isFetching} /> : null}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

export { InvoicesPage as Component };
