import { errorMessage } from '@marketplace/api-client';
import { preapprovalStatuses, type PreapprovalStatus } from '@marketplace/contracts';
import { Card, EmptyState, ErrorState, PageHeader, Pagination, Select, Skeleton, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useListOperatorCreditApplicationsQuery } from '../api/operator-credit-api';
import { CreditApplicationCard } from '../components/credit/credit-application-card';
import { useFilterParam, usePageOffset } from '@marketplace/ui-kit';

/** Applications per page. */
export const APPLICATIONS_PAGE_SIZE = 10;

const statusOptions = [
  { value: 'submitted', label: 'Waiting for a decision' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'draft', label: 'Drafts' },
];

const isStatus = (value: string): value is PreapprovalStatus => (preapprovalStatuses as readonly string[]).includes(value);

/**
 * /operator/credit-applications: the queue of business-credit applications waiting for a decision
 * (oldest first), each with what the builder told and the balance verified, and the decision:
 * approve with a limit or decline with a reason. Other statuses are a filter away.
 */
export function CreditApplicationsPage(): ReactElement {
  const { offset, setOffset } = usePageOffset(APPLICATIONS_PAGE_SIZE);
  const [statusParam, setStatus] = useFilterParam('status');
  const status: PreapprovalStatus = isStatus(statusParam) ? statusParam : 'submitted';
  const { data, isError, error, refetch, isFetching } = useListOperatorCreditApplicationsQuery({ status, limit: APPLICATIONS_PAGE_SIZE, offset }, { refetchOnMountOrArgChange: true });
  let content: ReactElement;
  if (isError) content = <ErrorState title="We could not load the applications" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={2} />;
  else if (!data) content = <Skeleton variant="rows" count={3} />;
  else if (data.results.length === 0) content = <EmptyState title={status === 'submitted' ? 'No application is waiting' : 'No applications'} description={status === 'submitted' ? 'Applications builders submit appear here.' : undefined} />;
  else {
    content = (
      <Stack gap="md">
        {data.results.map((application) => (
          <CreditApplicationCard key={application.id} application={application} />
        ))}
        {data.count > APPLICATIONS_PAGE_SIZE ? <Pagination total={data.count} offset={offset} limit={APPLICATIONS_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={isFetching} /> : null}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader title="Credit applications" description="Builders asking to pay on terms." />
      <Card title="Filters" titleLevel={2}>
        <div className="mk-console-filters">
          <Select label="Status" options={statusOptions} value={status} onChange={(value) => setStatus(value === 'submitted' || !value ? '' : value)} />
        </div>
      </Card>
      {content}
    </Stack>
  );
}

export { CreditApplicationsPage as Component };
