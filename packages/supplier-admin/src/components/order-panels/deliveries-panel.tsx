import { errorMessage } from '@marketplace/api-client';
import { Card, dayFromToday, EmptyState, ErrorState, Pagination, Skeleton, Stack } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useListIncomingPurchaseOrdersQuery } from '../../api/supplier-orders-api';
import { LineToReceive } from '../receipts/line-to-receive';
import { PurchaseOrderCard } from './purchase-order-card';

/** Purchase orders per page. */
export const DELIVERIES_PAGE_SIZE = 10;

/**
 * A builder receiver's deliveries: every purchase order of the company's projects with an item
 * shipped (or marked delivered) and not yet fully counted, whatever its day, overdue first and
 * then by date (the API's order). Each such line gets its receipt form; a partial count keeps the
 * rest here until a later receipt completes it. Receivers get no supplier action: the API refuses
 * them, so they are never offered.
 */
export function DeliveriesPanel(): ReactElement {
  const [offset, setOffset] = useState(0);
  const { data, isLoading, isError, error, refetch, isFetching } = useListIncomingPurchaseOrdersQuery({ limit: DELIVERIES_PAGE_SIZE, offset, awaitingReceipt: true });
  const today = dayFromToday(0);
  let body: ReactElement;
  if (isError) {
    body = <ErrorState title="We could not load your deliveries" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={3} />;
  } else if (isLoading || !data) {
    body = <Skeleton variant="rows" count={3} />;
  } else if (data.results.length === 0) {
    body = <EmptyState title="Nothing to receive" description="Purchase orders for your projects appear here once the supplier ships them, until everything is counted on site." titleLevel={3} />;
  } else {
    body = (
      <Stack gap="md">
        {data.results.map((purchaseOrder) => (
          <PurchaseOrderCard
            key={purchaseOrder.id}
            purchaseOrder={purchaseOrder}
            counterpart="supplier"
            renderLineActions={(line) => <LineToReceive line={line} purchaseOrderNumber={purchaseOrder.number} today={today} />}
          />
        ))}
        {data.count > DELIVERIES_PAGE_SIZE ? <Pagination total={data.count} offset={offset} limit={DELIVERIES_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={isFetching} /> : null}
      </Stack>
    );
  }
  return (
    <Card title="Deliveries to receive" description="Everything shipped to your projects and not yet counted, overdue first. Confirm what arrived once it is counted on site; anything short stays here.">
      {body}
    </Card>
  );
}
