import { errorMessage } from '@marketplace/api-client';
import { Card, ErrorState, PageHeader, Skeleton, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useGetOperatorReconciliationQuery } from '../api/operator-money-api';
import { DateRangeForm } from '../components/reconciliation/date-range-form';
import { ReconciliationDaysTable } from '../components/reconciliation/reconciliation-days-table';
import { ReconciliationVerdict } from '../components/reconciliation/reconciliation-verdict';

/** A YYYY-MM-DD day from the URL, or nothing (the API then shows its last 30 days). */
function dayParam(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/**
 * /operator/money/reconciliation: whether the marketplace's books agree over a range of UTC days,
 * said plainly first, then day by day. The days live in the URL; by default the API's last 30.
 */
export function ReconciliationPage(): ReactElement {
  const [params, setParams] = useSearchParams();
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  // Money moves all the time: each visit asks again.
  const { data, isError, error, refetch, isFetching } = useGetOperatorReconciliationQuery({ from, to }, { refetchOnMountOrArgChange: true });

  let content: ReactElement;
  if (isError) {
    content = <ErrorState title="We could not reconcile these days" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} />;
  } else if (!data) {
    content = (
      <div role="status" aria-busy="true" aria-label="Reconciling">
        <Skeleton variant="rect" height={96} />
        <Skeleton variant="rows" count={6} />
      </div>
    );
  } else {
    content = (
      <Stack gap="lg">
        <ReconciliationVerdict reconciliation={data} />
        <Card title="Day by day" description="Charges − refunds = payouts + commission + held, in each UTC day." padding="none">
          <ReconciliationDaysTable days={data.days} />
        </Card>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader title="Reconciliation" description="Whether the money taken, given back, paid out and held adds up." />
      {data ? (
        <Card title="Days" titleLevel={2}>
          {/* Keyed by the days shown, so a link or the back button resets the fields too. */}
          <DateRangeForm key={`${data.from}:${data.to}`} from={data.from} to={data.to} onChange={(range) => setParams(range)} />
        </Card>
      ) : null}
      {content}
    </Stack>
  );
}

export { ReconciliationPage as Component };
