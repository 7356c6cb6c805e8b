import type { LineItemStatus, OrderStatus, PurchaseOrderStatus } from '@marketplace/contracts';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Formats integer cents as money ("$1,234.50"); amounts travel as cents so no float rounds a price. */
export function formatMoney(cents: number, currency = 'USD'): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(cents / 100);
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const momentFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * A calendar day (YYYY-MM-DD, e.g. a requested delivery date) as "Nov 24, 2026". Read as a local
 * date, never as UTC midnight, so the agreed day does not shift with the viewer's zone.
 */
export function formatDay(value: string | null | undefined): string | null {
  const match = value ? CALENDAR_DAY.exec(value) : null;
  if (!match) return null;
  return dayFormat.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** A moment (ISO timestamp: placed, shipped, a status change) in the viewer's own zone. */
export function formatMoment(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : momentFormat.format(date);
}

/** A moment's calendar day in the viewer's zone ("Nov 21, 2026"), for compact lists. */
export function formatMomentDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dayFormat.format(date);
}

/** Words for the order statuses. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  placed: 'Placed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Words for the purchase-order statuses. */
export const purchaseOrderStatusLabels: Record<PurchaseOrderStatus, string> = {
  submitted: 'Submitted',
  accepted: 'Accepted',
  partially_delivered: 'Partially delivered',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Words for the line-item statuses. */
export const lineItemStatusLabels: Record<LineItemStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  backordered: 'Backordered',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Any recorded status (order, purchase order or line) in words; an unknown one as it came, readable. */
export function statusLabel(status: string): string {
  const labels: Record<string, string> = { ...orderStatusLabels, ...purchaseOrderStatusLabels, ...lineItemStatusLabels };
  return labels[status] ?? status.replaceAll('_', ' ');
}

/** The tone of a status badge: done, under way, waiting, or stopped. */
export type StatusTone = 'success' | 'info' | 'warning' | 'neutral' | 'danger';

/** How a status reads at a glance. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'completed':
    case 'delivered':
      return 'success';
    case 'in_progress':
    case 'accepted':
    case 'confirmed':
    case 'shipped':
    case 'partially_delivered':
      return 'info';
    case 'backordered':
      return 'warning';
    case 'cancelled':
      return 'danger';
    default:
      return 'neutral';
  }
}
