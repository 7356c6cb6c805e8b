import { errorMessage } from '@marketplace/api-client';
import { Card, ErrorState, PageHeader, Pagination, Stack, usePageOffset } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useListSupplierQuoteRequestsQuery } from '../api/supplier-quotes-api';
import { QuoteRequestsTable } from '../components/quotes/quote-requests-table';

/** Quote requests per page. */
export const QUOTE_REQUESTS_PAGE_SIZE = 20;

/**
 * /supplier/quotes: the supplier's inbox of quote requests, newest first, a page at a time (the
 * page in the URL): where each stands for the supplier, by when to answer, where the project is
 * and how many lines it asks.
 */
export function QuoteRequestsPage(): ReactElement {
  const { offset, setOffset } = usePageOffset(QUOTE_REQUESTS_PAGE_SIZE);
  // Opening a request marks it viewed, and deadlines pass: coming back asks the API again.
  const { data, isLoading, isFetching, isError, error, refetch } = useListSupplierQuoteRequestsQuery({ limit: QUOTE_REQUESTS_PAGE_SIZE, offset }, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="lg">
      <PageHeader title="Quote requests" description="Builders ask you to price their projects’ materials. Answer before the deadline." />
      <Card padding={isError ? 'md' : 'none'}>
        {isError ? (
          <ErrorState title="We could not load your quote requests" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={2} />
        ) : (
          <Stack gap="md">
            <QuoteRequestsTable requests={data?.results ?? []} isLoading={isLoading} />
            {data && data.count > QUOTE_REQUESTS_PAGE_SIZE ? (
              <Pagination total={data.count} offset={offset} limit={QUOTE_REQUESTS_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={isFetching} />
            ) : null}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

export { QuoteRequestsPage as Component };
