import type { LineItemStatus, PurchaseOrderStatus } from '@marketplace/contracts';
import type { IncomingLineItem } from '../../api/supplier-orders-api';

/** Words for the line-item statuses. */
export const lineStatusLabels: Record<LineItemStatus, string> = {
  pending: 'Awaiting your answer',
  confirmed: 'Confirmed',
  backordered: 'Backordered',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** A line's name as buyers and suppliers read it: product and variant. */
export function lineName(line: IncomingLineItem): string {
  return `${line.productName}, ${line.productSupplierVariantName}`;
}

/** The day a line is due: the one agreed with the supplier, else the one the builder asked for. */
export function dueDay(line: IncomingLineItem): string | null {
  return line.confirmedDeliveryDate ?? line.requestDeliveryDate;
}

/** Words for the purchase-order statuses, beside the lines' words. */
export const purchaseOrderStatusLabels: Record<PurchaseOrderStatus, string> = {
  submitted: 'Waiting for your answer',
  accepted: 'Accepted',
  partially_delivered: 'Partially delivered',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
