import { errorMessage } from '@marketplace/api-client';
import { operatorOrderStatuses, purchaseOrderStatuses, type PurchaseOrderStatus } from '@marketplace/contracts';
import { Card, ErrorState, PageHeader, Pagination, Select, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useListOperatorOrdersQuery, useListOperatorPurchaseOrdersQuery, type OperatorOrderStatus } from '../api/operator-orders-api';
import { OrderSearch, type OrderSearchValues } from '../components/orders/order-search';
import { orderStatusWords, purchaseOrderWords } from '../components/orders/order-words';
import { OrdersTable, PurchaseOrdersTable } from '../components/orders/orders-table';
import { usePageOffset } from '@marketplace/ui-kit';

/** Rows per page. */
export const ORDERS_PAGE_SIZE = 20;

const viewOptions = [
  { value: 'orders', label: 'Orders' },
  { value: 'purchase-orders', label: 'Purchase orders' },
];

const isOrderStatus = (value: string): value is OperatorOrderStatus => (operatorOrderStatuses as readonly string[]).includes(value);
const isPurchaseOrderStatus = (value: string): value is PurchaseOrderStatus => (purchaseOrderStatuses as readonly string[]).includes(value);

/** The search in the URL, by name, so a search can be bookmarked and shared. */
function useOrderSearch(): [OrderSearchValues & { view: string }, (next: Partial<OrderSearchValues & { view: string }>) => void] {
  const [params, setParams] = useSearchParams();
  const values = { view: params.get('view') === 'purchase-orders' ? 'purchase-orders' : 'orders', number: params.get('number') ?? '', company: params.get('company') ?? '', status: params.get('status') ?? '' };
  const set = (next: Partial<typeof values>) => {
    const merged = { ...values, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([key, value]) => value && !(key === 'view' && value === 'orders'))));
  };
  return [values, set];
}

/**
 * /operator/orders: orders of every company, or their purchase orders, found by part of a number
 * or of a company's name and by status, newest first; unpaid orders included. Search and page
 * live in the URL.
 */
export function OrdersPage(): ReactElement {
  const { offset, setOffset } = usePageOffset(ORDERS_PAGE_SIZE);
  const [search, setSearch] = useOrderSearch();
  const isPurchaseOrders = search.view === 'purchase-orders';
  const common = { limit: ORDERS_PAGE_SIZE, offset, ...(search.number ? { number: search.number } : {}), ...(search.company ? { company: search.company } : {}) };
  const orders = useListOperatorOrdersQuery({ ...common, ...(isOrderStatus(search.status) ? { status: search.status } : {}) }, { skip: isPurchaseOrders, refetchOnMountOrArgChange: true });
  const purchaseOrders = useListOperatorPurchaseOrdersQuery({ ...common, ...(isPurchaseOrderStatus(search.status) ? { status: search.status } : {}) }, { skip: !isPurchaseOrders, refetchOnMountOrArgChange: true });
  const current = isPurchaseOrders ? purchaseOrders : orders;
  const statusOptions = isPurchaseOrders
    ? purchaseOrderStatuses.map((status) => ({ value: status, label: purchaseOrderWords(status) }))
    : operatorOrderStatuses.map((status) => ({ value: status, label: orderStatusWords(status) }));
  const noun = isPurchaseOrders ? 'purchase order' : 'order';
  return (
    <Stack gap="lg">
      <PageHeader title="Orders" description="Every order and purchase order on the marketplace." />
      <Card title="Find" titleLevel={2}>
        <Stack gap="md">
          <Select label="Show" options={viewOptions} value={search.view} onChange={(view) => setSearch({ view: view ?? 'orders', status: '' })} />
          {/* Keyed by the search so a link, the back button or another view resets the fields too. */}
          <OrderSearch key={JSON.stringify(search)} number={search.number} company={search.company} status={search.status} statusOptions={statusOptions} onSearch={setSearch} />
        </Stack>
      </Card>
      {current.isError ? (
        <ErrorState title={`We could not load the ${noun}s`} message={errorMessage(current.error, 'Please try again.')} onRetry={() => void current.refetch()} isRetrying={current.isFetching} titleLevel={2} />
      ) : (
        <Stack gap="md">
          <p aria-live="polite">{current.data ? `${current.data.count} ${current.data.count === 1 ? noun : `${noun}s`}` : ''}</p>
          {isPurchaseOrders ? (
            <PurchaseOrdersTable purchaseOrders={purchaseOrders.data?.results ?? []} isLoading={purchaseOrders.isLoading} />
          ) : (
            <OrdersTable orders={orders.data?.results ?? []} isLoading={orders.isLoading} />
          )}
          {current.data && current.data.count > ORDERS_PAGE_SIZE ? <Pagination total={current.data.count} offset={offset} limit={ORDERS_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={current.isFetching} /> : null}
        </Stack>
      )}
    </Stack>
  );
}

export { OrdersPage as Component };
