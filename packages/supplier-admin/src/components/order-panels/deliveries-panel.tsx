import { errorMessage } from '@marketplace/api-client';
import { Card, EmptyState, ErrorState, Pagination, Skeleton, Stack } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useListIncomingPurchaseOrdersQuery, type IncomingLineItem } from '../../api/supplier-orders-api';
import { dayFromToday } from './order-format';
import { PurchaseOrderCard } from './purchase-order-card';
import { ReceiptForm } from './receipt-form';

/** Days ahead, today included, that a receiver plans for. */
export const DELIVERY_WINDOW_DAYS = 14;
/** Purchase orders per page. */
export const DELIVERIES_PAGE_SIZE = 10;

/**
 * Whether the receiver can confirm receipt of a line: it is on its way, or the supplier marked it
 * delivered and nobody on site has counted it yet (the API takes that count once).
 */
function awaitsReceipt(line: IncomingLineItem): boolean {
  return line.status === 'shipped' || (line.status === 'delivered' && line.quantityReceived === null);
}

/**
 * A builder receiver's deliveries: purchase orders for the company's projects with an item due
 * today or in the next two weeks, and a receipt form on each line that has shipped. Receivers get
 * no supplier action: the API refuses them, so they are never offered.
 */
export function DeliveriesPanel(): ReactElement {
  const [offset, setOffset] = useState(0);
  const { data, isLoading, isError, error, refetch, isFetching } = useListIncomingPurchaseOrdersQuery({
    limit: DELIVERIES_PAGE_SIZE,
    offset,
    deliveryFrom: dayFromToday(0),
    deliveryTo: dayFromToday(DELIVERY_WINDOW_DAYS - 1),
  });
  let body: ReactElement;
  if (isError) {
    body = <ErrorState title="We could not load your deliveries" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={3} />;
  } else if (isLoading || !data) {
    body = <Skeleton variant="rows" count={3} />;
  } else if (data.results.length === 0) {
    body = <EmptyState title="No deliveries scheduled" description="Purchase orders for your projects due today or in the next two weeks appear here with their delivery dates." titleLevel={3} />;
  } else {
    body = (
      <Stack gap="md">
        {data.results.map((purchaseOrder) => (
          <PurchaseOrderCard
            key={purchaseOrder.id}
            purchaseOrder={purchaseOrder}
            counterpart="supplier"
            renderLineActions={(line) => (awaitsReceipt(line) ? <ReceiptForm line={line} purchaseOrderNumber={purchaseOrder.number} /> : null)}
          />
        ))}
        {data.count > DELIVERIES_PAGE_SIZE ? <Pagination total={data.count} offset={offset} limit={DELIVERIES_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={isFetching} /> : null}
      </Stack>
    );
  }
  return (
    <Card title="Today’s and upcoming deliveries" description="Items due today and in the next 14 days. Confirm what arrived once it is counted on site.">
      {body}
    </Card>
  );
}
