import { errorMessage } from '@marketplace/api-client';
import { supplierApprovalStatuses, type SupplierApprovalStatus } from '@marketplace/contracts';
import { Card, ErrorState, PageHeader, Pagination, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useListOperatorSuppliersQuery } from '../api/operator-suppliers-api';
import { ApprovalSetting } from '../components/suppliers/approval-setting';
import { SupplierSearch } from '../components/suppliers/supplier-search';
import { SuppliersTable } from '../components/suppliers/suppliers-table';
import { useFilterParam, usePageOffset } from '@marketplace/ui-kit';

/** Suppliers per page. */
export const SUPPLIERS_PAGE_SIZE = 20;

const isApprovalStatus = (value: string): value is SupplierApprovalStatus => (supplierApprovalStatuses as readonly string[]).includes(value);

/**
 * /operator/suppliers: every supplier company, newest first, found by name and approval status,
 * each with how far its onboarding got; and whether new suppliers wait for approval. The search,
 * status and page live in the URL.
 */
export function SuppliersPage(): ReactElement {
  const { offset, setOffset } = usePageOffset(SUPPLIERS_PAGE_SIZE);
  const [search, setSearch] = useFilterParam('q');
  const [status, setStatus] = useFilterParam('status');
  const { data, isLoading, isFetching, isError, error, refetch } = useListOperatorSuppliersQuery(
    { limit: SUPPLIERS_PAGE_SIZE, offset, ...(search ? { search } : {}), ...(isApprovalStatus(status) ? { approvalStatus: status } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Stack gap="lg">
      <PageHeader title="Suppliers" description="Who sells on the marketplace, and whether builders see their offers." />
      <Card title="Approval" titleLevel={2}>
        <ApprovalSetting />
      </Card>
      <Card title="Find suppliers" titleLevel={2}>
        {/* Keyed by the search so a link or the back button resets the field's text too. */}
        <SupplierSearch key={search} search={search} status={status} onSearch={setSearch} onStatus={setStatus} />
      </Card>
      {isError ? (
        <ErrorState title="We could not load the suppliers" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={2} />
      ) : (
        <Stack gap="md">
          <p aria-live="polite">{data ? `${data.count} ${data.count === 1 ? 'supplier' : 'suppliers'}` : ''}</p>
          <SuppliersTable suppliers={data?.results ?? []} isLoading={isLoading} isFiltered={Boolean(search || status)} />
          {data && data.count > SUPPLIERS_PAGE_SIZE ? <Pagination total={data.count} offset={offset} limit={SUPPLIERS_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={isFetching} /> : null}
        </Stack>
      )}
    </Stack>
  );
}

export { SuppliersPage as Component };
