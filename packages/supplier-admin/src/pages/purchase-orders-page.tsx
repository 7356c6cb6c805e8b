import { errorMessage } from '@marketplace/api-client';
import { Card, ErrorState, PageHeader, Pagination, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useListIncomingPurchaseOrdersQuery } from '../api/supplier-orders-api';
import { HistoryFilters } from '../components/purchase-order-history/history-filters';
import { HISTORY_PAGE_SIZE, historyArgs, readHistoryState, writeHistoryState, type HistoryState } from '../components/purchase-order-history/history-query';
import { HistoryTable } from '../components/purchase-order-history/history-table';

/**
 * The supplier's purchase-order history: every purchase order, newest first, filtered by status,
 * placing days and number, a page at a time. The filters and the page live in the URL, so a view
 * can be bookmarked, shared and reloaded.
 */
export function PurchaseOrdersPage(): ReactElement {
  const [params, setParams] = useSearchParams();
  const state = readHistoryState(params);
  const { data, isLoading, isFetching, isError, error, refetch } = useListIncomingPurchaseOrdersQuery(historyArgs(state));
  const go = (next: HistoryState) => setParams(writeHistoryState(next));
  const isFiltered = Boolean(state.status || state.from || state.to || state.search);
  return (
    <Stack gap="lg">
      <PageHeader title="Purchase orders" description="Every purchase order builders placed with you." />
      <Card title="Filters" titleLevel={2}>
        {/* Keyed by the search so "Clear filters" or a link resets the field's text too. */}
        <HistoryFilters key={state.search} state={state} onChange={(filters) => go({ ...filters, page: 1 })} />
      </Card>
      {isError ? (
        <ErrorState title="We could not load your purchase orders" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={2} />
      ) : (
        <Stack gap="md">
          <p aria-live="polite">{data ? `${data.count} ${data.count === 1 ? 'purchase order' : 'purchase orders'}` : ''}</p>
          <HistoryTable purchaseOrders={data?.results ?? []} isLoading={isLoading} isFiltered={isFiltered} />
          {data && data.count > HISTORY_PAGE_SIZE ? (
            <Pagination total={data.count} offset={(state.page - 1) * HISTORY_PAGE_SIZE} limit={HISTORY_PAGE_SIZE} onOffsetChange={(offset) => go({ ...state, page: offset / HISTORY_PAGE_SIZE + 1 })} isDisabled={isFetching} />
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

export { PurchaseOrdersPage as Component };
