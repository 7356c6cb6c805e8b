import { errorMessage } from '@marketplace/api-client';
import { Card, ErrorState, PageHeader, Pagination, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useListSupplierPayoutsQuery } from '../api/supplier-payouts-api';
import { PayoutSetup } from '../components/payouts/payout-setup';
import { PayoutsTable } from '../components/payouts/payouts-table';

/** Payouts per page. */
export const PAYOUTS_PAGE_SIZE = 20;

/** The page number from the URL: a whole number of at least 1, else the first page. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * /supplier/payouts: how the supplier is paid (the set-up, the commission and the holding period)
 * and every payout, newest first, a page at a time; the page lives in the URL.
 */
export function PayoutsPage(): ReactElement {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const offset = (page - 1) * PAYOUTS_PAGE_SIZE;
  const { data, isLoading, isFetching, isError, error, refetch } = useListSupplierPayoutsQuery({ limit: PAYOUTS_PAGE_SIZE, offset });
  return (
    <Stack gap="lg">
      <PageHeader title="Payouts" description="What the marketplace pays you for delivered lines, minus its commission." />
      <PayoutSetup />
      <Card title="Your payouts" padding={isError ? 'md' : 'none'}>
        {isError ? (
          <ErrorState title="We could not load your payouts" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={3} />
        ) : (
          <Stack gap="md">
            <PayoutsTable payouts={data?.results ?? []} isLoading={isLoading} />
            {data && data.count > PAYOUTS_PAGE_SIZE ? (
              <Pagination total={data.count} offset={offset} limit={PAYOUTS_PAGE_SIZE} onOffsetChange={(next) => setParams({ page: String(next / PAYOUTS_PAGE_SIZE + 1) })} isDisabled={isFetching} />
            ) : null}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

export { PayoutsPage as Component };
