import { errorMessage } from '@marketplace/api-client';
import { Card, ErrorState, PageHeader, Pagination, Select, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useListOperatorRefundsQuery, type OperatorRefundsArgs } from '../api/operator-money-api';
import { RefundsTable } from '../components/refunds/refunds-table';
import { SupplierFilter } from '../components/shared/supplier-filter';
import { useFilterParam, usePageOffset } from '@marketplace/ui-kit';

/** Refunds per page. */
export const REFUNDS_PAGE_SIZE = 20;

const statusOptions = [
  { value: 'all', label: 'Every status' },
  { value: 'pending', label: 'Pending' },
  { value: 'succeeded', label: 'Refunded' },
];

/** /operator/money/refunds: every refund to a buying company, newest first, by status and supplier; filters and page in the URL. */
export function RefundsPage(): ReactElement {
  const { offset, setOffset } = usePageOffset(REFUNDS_PAGE_SIZE);
  const [status, setStatus] = useFilterParam('status');
  const [supplier, setSupplier] = useFilterParam('supplier');
  const args: OperatorRefundsArgs = {
    limit: REFUNDS_PAGE_SIZE,
    offset,
    ...(status === 'pending' || status === 'succeeded' ? { status } : {}),
    ...(supplier ? { supplierCompanyId: supplier } : {}),
  };
  const { data, isLoading, isFetching, isError, error, refetch } = useListOperatorRefundsQuery(args, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="lg">
      <PageHeader title="Refunds" description="Money given back to buying companies: to their card, or off what they owe on terms." />
      <Card title="Filters" titleLevel={2}>
        <div className="mk-console-filters">
          <Select label="Status" options={statusOptions} value={status || 'all'} onChange={(value) => setStatus(value === 'all' || !value ? '' : value)} />
          <SupplierFilter value={supplier} onChange={setSupplier} />
        </div>
      </Card>
      {isError ? (
        <ErrorState title="We could not load the refunds" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={2} />
      ) : (
        <Stack gap="md">
          <p aria-live="polite">{data ? `${data.count} ${data.count === 1 ? 'refund' : 'refunds'}` : ''}</p>
          <RefundsTable refunds={data?.results ?? []} isLoading={isLoading} isFiltered={Boolean(status || supplier)} />
          {data && data.count > REFUNDS_PAGE_SIZE ? <Pagination total={data.count} offset={offset} limit={REFUNDS_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={isFetching} /> : null}
        </Stack>
      )}
    </Stack>
  );
}

export { RefundsPage as Component };
