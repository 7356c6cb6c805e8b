import { errorMessage } from '@marketplace/api-client';
import { Button, Card, ErrorState, PageHeader, Pagination, Select, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useListOperatorPayoutsQuery, useRunOperatorPayoutsMutation, type OperatorPayoutsArgs, type PayoutRunData } from '../api/operator-money-api';
import { PayoutRunReport } from '../components/payouts/payout-run-report';
import { PayoutsTable } from '../components/payouts/payouts-table';
import { useFilterParam, usePageOffset } from '@marketplace/ui-kit';

/** Payouts per page. */
export const PAYOUTS_PAGE_SIZE = 20;

const statusOptions = [
  { value: 'all', label: 'Every status' },
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
];

/**
 * /operator/money/payouts: every payout, newest first, by status, with its statement; and "Run
 * payouts now", which decides the payouts due (delivered lines received or past the holding
 * period, minus commission) and says which suppliers wait, and why.
 */
export function PayoutsPage(): ReactElement {
  const flash = useFlash();
  const { offset, setOffset } = usePageOffset(PAYOUTS_PAGE_SIZE);
  const [status, setStatus] = useFilterParam('status');
  const args: OperatorPayoutsArgs = { limit: PAYOUTS_PAGE_SIZE, offset, ...(status === 'pending' || status === 'paid' ? { status } : {}) };
  const { data, isLoading, isFetching, isError, error, refetch } = useListOperatorPayoutsQuery(args, { refetchOnMountOrArgChange: true });
  const [runPayouts, running] = useRunOperatorPayoutsMutation();
  const [lastRun, setLastRun] = useState<PayoutRunData | null>(null);

  const run = async () => {
    try {
      const result = await runPayouts().unwrap();
      setLastRun(result);
      flash.success(result.payouts === 0 ? 'Payouts run: nothing was due.' : `Payouts run: ${result.payouts} ${result.payouts === 1 ? 'payout' : 'payouts'} decided.`);
    } catch (failure) {
      flash.error(errorMessage(failure, 'We could not run payouts. Please try again.'));
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Payouts"
        description="What suppliers are paid for delivered lines, minus commission."
        actions={
          <Button onPress={() => void run()} isLoading={running.isLoading} loadingLabel="Running payouts">
            Run payouts now
          </Button>
        }
      />
      {lastRun ? (
        <Card>
          <PayoutRunReport run={lastRun} />
        </Card>
      ) : null}
      <Card title="Filters" titleLevel={2}>
        <div className="mk-console-filters">
          <Select label="Status" options={statusOptions} value={status || 'all'} onChange={(value) => setStatus(value === 'all' || !value ? '' : value)} />
        </div>
      </Card>
      {isError ? (
        <ErrorState title="We could not load the payouts" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={2} />
      ) : (
        <Stack gap="md">
          <p aria-live="polite">{data ? `${data.count} ${data.count === 1 ? 'payout' : 'payouts'}` : ''}</p>
          <PayoutsTable payouts={data?.results ?? []} isLoading={isLoading} isFiltered={Boolean(status)} />
          {data && data.count > PAYOUTS_PAGE_SIZE ? <Pagination total={data.count} offset={offset} limit={PAYOUTS_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={isFetching} /> : null}
        </Stack>
      )}
    </Stack>
  );
}

export { PayoutsPage as Component };
