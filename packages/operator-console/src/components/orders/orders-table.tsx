import { DataTable, EmptyState, formatDay, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { OperatorOrderData, OperatorPurchaseOrderData } from '../../api/operator-orders-api';
import { orderStatusWords, paymentWords, purchaseOrderWords } from './order-words';

const orderColumns: DataTableColumn<OperatorOrderData>[] = [
  { id: 'number', header: 'Order', isRowHeader: true, cell: (order) => order.number ?? 'Not placed' },
  { id: 'buyer', header: 'Buyer', cell: (order) => `${order.buyerCompany.name} · ${order.project.name}` },
  { id: 'status', header: 'Status', cell: (order) => orderStatusWords(order.status) },
  { id: 'payment', header: 'Payment', cell: (order) => paymentWords(order) },
  { id: 'placed', header: 'Placed', cell: (order) => formatDay(order.placedAt ?? order.createdAt) },
  { id: 'purchaseOrders', header: 'Suppliers', align: 'end', cell: (order) => order.purchaseOrdersCount },
  { id: 'total', header: 'Total', align: 'end', cell: (order) => formatMoney(order.totalCents, order.currency) },
];

const purchaseOrderColumns: DataTableColumn<OperatorPurchaseOrderData>[] = [
  { id: 'number', header: 'Purchase order', isRowHeader: true, cell: (po) => po.number ?? 'Not placed' },
  { id: 'order', header: 'Order', cell: (po) => po.orderNumber ?? '—' },
  { id: 'supplier', header: 'Supplier', cell: (po) => po.supplierCompany.name },
  { id: 'buyer', header: 'Buyer', cell: (po) => po.buyerCompany.name },
  { id: 'status', header: 'Status', cell: (po) => purchaseOrderWords(po.status) },
  { id: 'placed', header: 'Placed', cell: (po) => formatDay(po.placedAt ?? po.createdAt) },
  { id: 'subtotal', header: 'Subtotal', align: 'end', cell: (po) => formatMoney(po.subtotalCents, po.currency) },
];

const empty = <EmptyState title="Nothing matches" description="Try part of a number, or another company." titleLevel={3} />;

/** A page of orders of every company, newest first. */
export function OrdersTable({ orders, isLoading }: { orders: readonly OperatorOrderData[]; isLoading: boolean }): ReactElement {
  return <DataTable aria-label="Orders" columns={orderColumns} rows={orders} getRowId={(order) => order.id} isLoading={isLoading} emptyState={empty} />;
}

/** A page of purchase orders of every supplier, newest first. */
export function PurchaseOrdersTable({ purchaseOrders, isLoading }: { purchaseOrders: readonly OperatorPurchaseOrderData[]; isLoading: boolean }): ReactElement {
  return <DataTable aria-label="Purchase orders" columns={purchaseOrderColumns} rows={purchaseOrders} getRowId={(po) => po.id} isLoading={isLoading} emptyState={empty} />;
}
