import { loadOutcome } from '@marketplace/api-client';
import { LinkButton, LoadedContent, PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { useGetIncomingPurchaseOrderQuery } from '../api/supplier-orders-api';
import { PurchaseOrderInvoices } from '../components/invoices/purchase-order-invoices';
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
 * still do with each: answer, ship, deliver, cancel, or accept a shortage the buying company counted;
 * then its invoices, and "Issue invoice" to bill it.
 * Opened from the purchase-order history, so old purchase orders stay reachable after the
 * dashboard's lists have let them go.
 */
export function PurchaseOrderPage(): ReactElement {
  const { purchaseOrderId = '' } = useParams();
  // The buying company counts receipts from its own screens: opening the page asks the API again.
  const query = useGetIncomingPurchaseOrderQuery(purchaseOrderId, { skip: !purchaseOrderId, refetchOnMountOrArgChange: true });
  const { data } = query;
  return (
    <Stack gap="lg">
      <PageHeader eyebrow={backLink} title={data ? `Purchase order ${data.number}` : 'Purchase order'} description={data ? `Order ${data.orderNumber} · ${data.buyerCompanyName}` : undefined} />
      <LoadedContent noun="purchase order" data={data} missingDescription="It may belong to another supplier, or the link is mistyped." {...loadOutcome(query)}>
        {(purchaseOrder) => (
          <Stack gap="lg">
            <PurchaseOrderCard
              purchaseOrder={purchaseOrder}
              titleLevel={2}
              renderLineActions={(line) => <SupplierLineActions line={line} purchaseOrderNumber={purchaseOrder.number} />}
            />
            <PurchaseOrderInvoices purchaseOrder={purchaseOrder} />
          </Stack>
        )}
      </LoadedContent>
    </Stack>
  );
}

export { PurchaseOrderPage as Component };
