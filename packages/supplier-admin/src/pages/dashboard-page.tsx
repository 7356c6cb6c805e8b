import { errorMessage } from '@marketplace/api-client';
import { Card, DataTable, EmptyState, ErrorState, LinkButton, PageHeader, possessive, Stack } from '@marketplace/ui-kit';
import type { DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useGetLowStockQuery, type LowStockData } from '../api/supplier-api';
import { DeliveriesPanel } from '../components/order-panels/deliveries-panel';
import { IncomingPurchaseOrdersPanel } from '../components/order-panels/incoming-purchase-orders-panel';
import { ShipThisWeekPanel } from '../components/order-panels/ship-this-week-panel';
import { RouterLink } from '../lib/router-link';
import { useCurrentUser } from '../lib/use-current-user';
import { paths } from '../paths';

type LowStockRow = LowStockData['results'][number];

const lowStockColumns: DataTableColumn<LowStockRow>[] = [
  {
    id: 'product',
    header: 'Product',
    isRowHeader: true,
    cell: (row) => (
      <RouterLink href={paths.editProduct.href(row.productId)} className="mk-link">
        {row.productName} · {row.variantName}
      </RouterLink>
    ),
  },
  { id: 'sku', header: 'SKU', cell: (row) => row.sku },
  { id: 'stock', header: 'In stock', align: 'end', cell: (row) => row.stockOnHand },
  { id: 'moq', header: 'Minimum order', align: 'end', cell: (row) => row.minimumOrderQuantity },
];

/** The supplier's stock alerts: active offers at or below ten units, or below their minimum order. */
function LowStockPanel(): ReactElement {
  const { data, isLoading, isError, error, refetch, isFetching } = useGetLowStockQuery();
  return (
    <Card title="Low stock" description="Active offers with 10 or fewer units, or fewer than their minimum order.">
      {isError ? (
        <ErrorState title="We could not load your stock" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={3} />
      ) : (
        <DataTable
          aria-label="Low stock"
          columns={lowStockColumns}
          rows={data?.results ?? []}
          getRowId={(row) => row.id}
          isLoading={isLoading}
          loadingRowCount={3}
          emptyState={<EmptyState title="Stock looks healthy" description="No active offer is running low." titleLevel={3} />}
        />
      )}
    </Card>
  );
}

/**
 * The supplier area's home. Suppliers see their incoming purchase orders with an action on each
 * line, what ships this week and low stock; builder receivers see the deliveries coming to their
 * company's projects and confirm receipt, with none of the supplier's actions.
 */
export function DashboardPage(): ReactElement {
  const user = useCurrentUser();
  if (user?.userType === 'builder_receiver') {
    return (
      <Stack gap="lg">
        <PageHeader title="Deliveries" description={`Deliveries coming to ${possessive(user.company.name)} projects.`} />
        <DeliveriesPanel />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader
        title="Supplier dashboard"
        description={user?.company.name}
        actions={
          <Stack direction="horizontal" gap="sm" wrap>
            <LinkButton as={RouterLink} href={paths.products.href()}>
              Manage products
            </LinkButton>
            <LinkButton as={RouterLink} href={paths.purchaseOrders.href()} variant="secondary">
              All purchase orders
            </LinkButton>
            <LinkButton as={RouterLink} href={paths.banking.href()} variant="secondary">
              Banking details
            </LinkButton>
            <LinkButton as={RouterLink} href={paths.company.href()} variant="secondary">
              Company profile
            </LinkButton>
          </Stack>
        }
      />
      <IncomingPurchaseOrdersPanel />
      <ShipThisWeekPanel />
      <LowStockPanel />
    </Stack>
  );
}

export { DashboardPage as Component };
