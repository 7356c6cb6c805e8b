import { purchaseOrderStatusWords } from '@marketplace/contracts';
import { DataTable, EmptyState, formatDay, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { IncomingPurchaseOrder } from '../../api/supplier-orders-api';
import { RouterLink } from '../../lib/router-link';
import { paths } from '../../paths';

const columns: DataTableColumn<IncomingPurchaseOrder>[] = [
  {
    id: 'number',
    header: 'Purchase order',
    isRowHeader: true,
    cell: (po) => (
      <RouterLink href={paths.purchaseOrder.href(po.id)} className="mk-link">
        {po.number}
      </RouterLink>
    ),
  },
  { id: 'order', header: 'Order', cell: (po) => po.orderNumber },
  { id: 'placed', header: 'Placed', cell: (po) => formatDay(po.placedAt) },
  { id: 'buyer', header: 'Buyer', cell: (po) => po.buyerCompanyName },
  { id: 'project', header: 'Deliver to', cell: (po) => `${po.project.name}, ${po.project.city}` },
  { id: 'status', header: 'Status', cell: (po) => purchaseOrderStatusWords(po.status, { viewer: 'supplier', termsPending: po.termsPending }) },
  { id: 'items', header: 'Items', align: 'end', cell: (po) => po.lineItems.length },
  { id: 'subtotal', header: 'Subtotal', align: 'end', cell: (po) => formatMoney(po.subtotalCents, po.currency) },
];

/** Props of {@link HistoryTable}. */
export interface HistoryTableProps {
  purchaseOrders: readonly IncomingPurchaseOrder[];
  isLoading: boolean;
  /** Whether a filter is set: an empty list then says so instead of "no purchase orders yet". */
  isFiltered: boolean;
}

/** One page of the supplier's purchase orders, one row each. */
export function HistoryTable({ purchaseOrders, isLoading, isFiltered }: HistoryTableProps): ReactElement {
  return (
    <DataTable
      aria-label="Purchase orders"
      columns={columns}
      rows={purchaseOrders}
      getRowId={(po) => po.id}
      isLoading={isLoading}
      loadingRowCount={5}
      emptyState={
        isFiltered ? (
          <EmptyState title="No purchase orders match" description="Try another status, other days or another number." titleLevel={3} />
        ) : (
          <EmptyState title="No purchase orders yet" description="Purchase orders builders place with you appear here." titleLevel={3} />
        )
      }
    />
  );
}
