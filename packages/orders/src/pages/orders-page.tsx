import { toCamelCase } from '@marketplace/api-client';
import { orderStatuses, orderStatusWords, type OrderStatus } from '@marketplace/contracts';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  formatDay,
  formatMoney,
  LinkButton,
  PageHeader,
  Pagination,
  Select,
  Stack,
  type DataTableColumn,
  type SelectOption,
} from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useGetOrdersMetadataQuery, useListOrdersQuery, type OrderMetadataData, type OrderSummaryData } from '../api/orders-api';
import { OrderCards } from '../components/order-cards/order-cards';
import { StatusBadge } from '../components/status-badge/status-badge';
import { RouterLink } from '../lib/router-link';
import { useNarrowScreen } from '../lib/use-narrow-screen';
import {
  ORDERS_PAGE_SIZE,
  orderByOf,
  orderListArgs,
  readOrderListState,
  sortOf,
  writeOrderListState,
  type OrderListState,
} from '../model/order-list-query';
import { paths } from '../paths';
import '../styles/orders.css';

/** The value of a filter's "any" option: a Select needs a key, the URL leaves the filter out. */
const ANY = 'any';

const columns: DataTableColumn<OrderSummaryData>[] = [
  {
    id: 'number',
    header: 'Order',
    isRowHeader: true,
    isSortable: true,
    cell: (order) => (
      <Link className="mk-orders-link" to={paths.order.href(order.id)}>
        {order.number}
      </Link>
    ),
  },
  { id: 'project', header: 'Project', cell: (order) => order.project.name },
  { id: 'suppliers', header: 'Suppliers', cell: (order) => order.suppliers.map((supplier) => supplier.name).join(', ') },
  { id: 'placed_at', header: 'Placed', isSortable: true, cell: (order) => formatDay(order.placedAt) },
  {
    id: 'status',
    header: 'Status',
    isSortable: true,
    cell: (order) => <StatusBadge subject="order" status={order.status} termsPending={order.termsPending} />,
  },
  { id: 'total_cents', header: 'Total', isSortable: true, align: 'end', cell: (order) => formatMoney(order.totalCents, order.currency) },
];

/** The count of a status: the client camelCases every key it reads, these map keys included. */
function statusCount(metadata: OrderMetadataData | undefined, status: OrderStatus): number | undefined {
  const counts: Record<string, number> | undefined = metadata?.statusCounts;
  return counts?.[toCamelCase(status)];
}

function statusOptions(metadata: OrderMetadataData | undefined): SelectOption[] {
  const count = (value: number | undefined) => (value === undefined ? '' : ` (${value})`);
  return [
    { value: ANY, label: `All statuses${count(metadata?.count)}` },
    ...orderStatuses.map((status) => ({ value: status, label: `${orderStatusWords(status, { viewer: 'builder' })}${count(statusCount(metadata, status))}` })),
  ];
}

/** The sorts a phone offers in a list, since its cards have no column headers to press. */
const sortOptions: SelectOption[] = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: '-total_cents', label: 'Total, highest first' },
  { value: 'total_cents', label: 'Total, lowest first' },
  { value: 'number', label: 'Order number' },
  { value: 'status', label: 'Status' },
];

function namedOptions(anyLabel: string, items: readonly { id: string; name: string }[] | undefined): SelectOption[] {
  return [{ value: ANY, label: anyLabel }, ...(items ?? []).map((item) => ({ value: item.id, label: item.name }))];
}

/**
 * The builder's orders: a page of 20 at a time, sorted by a column header, filtered by status,
 * project and supplier. Everything shown is in the URL (`page`, `sort`, `status`, `project`,
 * `supplier`), so a link or the back button opens the same list.
 */
export function OrdersPage(): ReactElement {
  const [params, setParams] = useSearchParams();
  const narrow = useNarrowScreen();
  const state = readOrderListState(params);
  // Suppliers and receivers move orders from their own screens: opening the list again asks the
  // API again for the rows and the status counts instead of showing copies cached by an earlier visit.
  const list = useListOrdersQuery(orderListArgs(state), { refetchOnMountOrArgChange: true });
  const metadata = useGetOrdersMetadataQuery(
    {
      ...(state.projectId ? { projectId: state.projectId } : {}),
      ...(state.supplierId ? { supplierId: state.supplierId } : {}),
    },
    { refetchOnMountOrArgChange: true },
  );
  const filtered = state.status !== null || state.projectId !== null || state.supplierId !== null;

  const go = (next: Partial<OrderListState>) => setParams(writeOrderListState({ ...state, ...next }));
  // A new filter or sort starts again at the first page: the old page number means nothing there.
  const filter = (next: Partial<OrderListState>) => go({ ...next, page: 1 });
  const chosen = (value: string | null) => (value === null || value === ANY ? null : value);

  const filters = (
    <div className="mk-orders-filters" role="group" aria-label="Filter orders">
      <Select
        label="Status"
        options={statusOptions(metadata.data)}
        value={state.status ?? ANY}
        onChange={(value) => {
          const status = chosen(value);
          filter({ status: orderStatuses.find((candidate) => candidate === status) ?? null });
        }}
      />
      <Select
        label="Project"
        options={namedOptions('All projects', metadata.data?.projects)}
        value={state.projectId ?? ANY}
        onChange={(value) => filter({ projectId: chosen(value) })}
      />
      <Select
        label="Supplier"
        options={namedOptions('All suppliers', metadata.data?.suppliers)}
        value={state.supplierId ?? ANY}
        onChange={(value) => filter({ supplierId: chosen(value) })}
      />
      {narrow ? (
        <Select
          label="Sort by"
          options={sortOptions.some((option) => option.value === state.orderBy) ? sortOptions : [...sortOptions, { value: state.orderBy, label: 'As linked' }]}
          value={state.orderBy}
          onChange={(value) => filter({ orderBy: value ?? state.orderBy })}
        />
      ) : null}
    </div>
  );

  let body: ReactElement;
  if (list.isError) {
    body = <ErrorState title="We could not load your orders" message="Please try again." onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  } else {
    const count = list.data?.count ?? 0;
    const empty = filtered ? (
      <EmptyState
        titleLevel={3}
        title="No orders match these filters"
        description="Try another status, project or supplier."
        action={
          <Button variant="secondary" onPress={() => setParams(writeOrderListState({ ...state, status: null, projectId: null, supplierId: null, page: 1 }))}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        titleLevel={3}
        title="No orders yet"
        description="Orders you place are listed here with their delivery status."
        action={
          <LinkButton href="/products" as={RouterLink} variant="primary">
            Browse the catalogue
          </LinkButton>
        }
      />
    );
    body = (
      <Stack gap="md">
        {narrow && !list.isLoading ? (
          <OrderCards orders={list.data?.results ?? []} emptyState={empty} />
        ) : (
          <DataTable
            aria-label="Orders"
            columns={columns}
            rows={list.data?.results ?? []}
            getRowId={(order) => order.id}
            isLoading={list.isLoading}
            sort={sortOf(state.orderBy)}
            onSortChange={(sort) => filter({ orderBy: orderByOf(sort.column, sort.direction) })}
            emptyState={empty}
          />
        )}
        {count > 0 ? (
          <Pagination
            aria-label="Order pages"
            total={count}
            offset={(state.page - 1) * ORDERS_PAGE_SIZE}
            limit={ORDERS_PAGE_SIZE}
            isDisabled={list.isFetching}
            onOffsetChange={(offset) => go({ page: Math.floor(offset / ORDERS_PAGE_SIZE) + 1 })}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title="Orders" description="Every order of your company, with its purchase orders and delivery status." />
      {filters}
      {body}
    </Stack>
  );
}

export { OrdersPage as Component };
