import { errorMessage } from '@marketplace/api-client';
import { useGetCurrentUserQuery } from '@marketplace/auth';
import { approvalRequestStatuses } from '@marketplace/contracts';
import { EmptyState, ErrorState, PageHeader, Pagination, Select, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useListApprovalRequestsQuery } from '../api/approvals-api';
import { ApprovalRequestCard } from '../components/approval-request/approval-request-card';
import { usePageOffset } from '@marketplace/ui-kit';
import { useStatusFilter } from '../lib/use-status-filter';
import { LoadingRegion } from '../components/shared/loading-region';
import '../styles/purchasing.css';

/** Requests per page. */
export const APPROVALS_PAGE_SIZE = 10;

const statusOptions = [
  { value: 'pending', label: 'Waiting for a decision' },
  { value: 'approved', label: 'Approved, not ordered yet' },
  { value: 'ordered', label: 'Ordered' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'expired', label: 'Expired' },
  { value: 'superseded', label: 'Superseded' },
  { value: 'all', label: 'All requests' },
] as const;

/**
 * /approvals: the company's approval requests (decision 0161), waiting ones first by default. Each
 * shows what was asked and why; approvers, admins and the owner decide on those they may
 * (`canDecide`), and the asker may withdraw their own. Who sees which request is the API's call.
 */
export function ApprovalsPage(): ReactElement {
  const { status, setStatus } = useStatusFilter(approvalRequestStatuses, 'pending');
  const { offset, setOffset } = usePageOffset(APPROVALS_PAGE_SIZE);
  const user = useGetCurrentUserQuery();
  // Decisions are taken by others at any time: read again on every visit and on coming back.
  const list = useListApprovalRequestsQuery(
    { ...(status === 'all' ? {} : { status }), limit: APPROVALS_PAGE_SIZE, offset },
    { refetchOnMountOrArgChange: true, refetchOnFocus: true },
  );
  let content: ReactElement;
  if (list.isError) {
    content = <ErrorState title="We could not load the requests" message={errorMessage(list.error, 'Please try again.')} onRetry={() => void list.refetch()} isRetrying={list.isFetching} titleLevel={2} />;
  } else if (!list.data) {
    content = <LoadingRegion label="Loading the requests" />;
  } else if (list.data.results.length === 0) {
    content = <EmptyState title={status === 'pending' ? 'Nothing is waiting for a decision' : 'No requests'} description={status === 'pending' ? 'Orders over a limit are asked for here.' : undefined} />;
  } else {
    content = (
      <Stack gap="md">
        {list.data.results.map((request) => (
          <ApprovalRequestCard key={request.id} request={request} userId={user.data?.id ?? null} />
        ))}
        {list.data.count > APPROVALS_PAGE_SIZE ? (
          <Pagination total={list.data.count} offset={offset} limit={APPROVALS_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={list.isFetching} />
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader title="Approvals" description="Orders over a buyer’s limit or the company’s threshold, asked for before they are placed." />
      <div className="mk-list-filters">
        <Select label="Status" options={statusOptions} value={status} onChange={(value) => setStatus(statusOptions.find((option) => option.value === value)?.value ?? 'pending')} />
      </div>
      {content}
    </Stack>
  );
}

export { ApprovalsPage as Component };
