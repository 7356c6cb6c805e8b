import { errorMessage } from '@marketplace/api-client';
import { MAX_PAGE_SIZE } from '@marketplace/contracts';
import { Card, DataTable, dayFromToday, EmptyState, ErrorState, formatDay, formatQuantity, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useListIncomingPurchaseOrdersQuery, type IncomingLineItem, type IncomingPurchaseOrder } from '../../api/supplier-orders-api';
import { dueDay, lineName } from './order-format';

/** Days ahead, today included, that "this week" covers. */
export const SHIP_WINDOW_DAYS = 7;

interface ShipRow {
  line: IncomingLineItem;
  purchaseOrder: IncomingPurchaseOrder;
  due: string;
}

const columns: DataTableColumn<ShipRow>[] = [
  { id: 'due', header: 'Due', cell: (row) => formatDay(row.due, { weekday: true }) },
  { id: 'item', header: 'Item', isRowHeader: true, cell: (row) => lineName(row.line) },
  { id: 'quantity', header: 'Quantity', align: 'end', cell: (row) => formatQuantity(row.line.quantity, row.line.unitOfMeasure) },
  { id: 'purchaseOrder', header: 'Purchase order', cell: (row) => `${row.purchaseOrder.number} · ${row.purchaseOrder.buyerCompanyName}` },
  { id: 'deliverTo', header: 'Deliver to', cell: (row) => `${row.purchaseOrder.project.name}, ${row.purchaseOrder.project.city}` },
];

/**
 * Confirmed lines due within the next seven days (the agreed day, else the requested one), soonest
 * first: the loading list of the week. The API narrows purchase orders to that window; the lines
 * are picked here, since a purchase order also holds lines due later or not yet confirmed.
 */
export function ShipThisWeekPanel(): ReactElement {
  const from = dayFromToday(0);
  const to = dayFromToday(SHIP_WINDOW_DAYS - 1);
  const { data, isLoading, isError, error, refetch, isFetching } = useListIncomingPurchaseOrdersQuery({ limit: MAX_PAGE_SIZE, offset: 0, deliveryFrom: from, deliveryTo: to });
  const rows: ShipRow[] = (data?.results ?? [])
    .flatMap((purchaseOrder) => purchaseOrder.lineItems.map((line) => ({ line, purchaseOrder, due: dueDay(line) ?? '' })))
    .filter((row) => row.line.status === 'confirmed' && row.due >= from && row.due <= to)
    .sort((a, b) => a.due.localeCompare(b.due) || a.purchaseOrder.number.localeCompare(b.purchaseOrder.number));
  return (
    <Card title="Items to ship this week" description="Confirmed lines due in the next seven days.">
      {isError ? (
        <ErrorState title="We could not load this week’s shipments" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={3} />
      ) : (
        <DataTable
          aria-label="Items to ship this week"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.line.id}
          isLoading={isLoading}
          loadingRowCount={3}
          emptyState={<EmptyState title="Nothing to ship this week" description="Confirmed lines due in the next seven days appear here." titleLevel={3} />}
        />
      )}
    </Card>
  );
}
