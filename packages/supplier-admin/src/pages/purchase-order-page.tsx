import { errorMessage, toApiError } from '@marketplace/api-client';
import { EmptyState, ErrorState, LinkButton, PageHeader, Skeleton, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { useGetIncomingPurchaseOrderQuery } from '../api/supplier-orders-api';
import { PurchaseOrderCard } from '../components/order-panels/purchase-order-card';
import { SupplierLineActions } from '../components/order-panels/supplier-line-actions';
import { RouterLink } from '../lib/router-link';
import { paths } from '../paths';

const backLink = (
  <LinkButton href={paths.purchaseOrders.href()} as={RouterLink} variant="ghost" size="sm">
    All purchase orders
  </LinkButton>
);

/**
 * /supplier/purchase-orders/{id}: one purchase order with every line and what the supplier may
 * still do with each: answer, ship, deliver, or accept a shortage the buying company counted.
 * Opened from the purchase-order history, so old purchase orders stay reachable after the
 * dashboard's lists have let them go.
 */
export function PurchaseOrderPage(): ReactElement {
  const { purchaseOrderId = '' } = useParams();
  // The buying company counts receipts from its own screens: opening the page asks the API again.
  const { data, isError, error, refetch, isFetching } = useGetIncomingPurchaseOrderQuery(purchaseOrderId, { skip: !purchaseOrderId, refetchOnMountOrArgChange: true });

  let content: ReactElement;
  if (isError) {
    content =
      toApiError(error).status === 404 ? (
        <EmptyState title="We could not find this purchase order" description="It may belong to another supplier, or the link is mistyped." />
      ) : (
        <ErrorState title="We could not load this purchase order" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} />
      );
  } else if (!data) {
    content = (
      <div role="status" aria-busy="true" aria-label="Loading the purchase order">
        <Skeleton variant="rect" height={160} />
      </div>
    );
  } else {
    content = <PurchaseOrderCard purchaseOrder={data} titleLevel={2} renderLineActions={(line) => <SupplierLineActions line={line} purchaseOrderNumber={data.number} />} />;
  }
  return (
    <Stack gap="lg">
      <PageHeader eyebrow={backLink} title={data ? `Purchase order ${data.number}` : 'Purchase order'} description={data ? `Order ${data.orderNumber} · ${data.buyerCompanyName}` : undefined} />
      {content}
    </Stack>
  );
}

export { PurchaseOrderPage as Component };
