import type { LineItemStatus, OrderStatus, PurchaseOrderStatus } from './orders';

/**
 * Who reads a status. The same line reads differently to each side: a pending line awaits the
 * supplier's answer, which is "your answer" to the supplier and "the supplier" to the builder.
 */
export type StatusViewer = 'builder' | 'builder_receiver' | 'supplier';

/** What a status is read with: who reads it, and whether new terms wait for the builder. */
export interface StatusContext {
  viewer: StatusViewer;
  /**
   * The supplier proposed a new price or date the builder has not answered yet (a line's
   * `proposed_*`, a purchase order's or an order's `terms_pending`). While it waits, that is
   * the state that matters to everyone, whatever the recorded status says.
   */
  termsPending?: boolean;
}

/** What a status belongs to. */
export type StatusSubject = 'order' | 'purchase_order' | 'line_item';

/** How a status reads at a glance: done, under way, waiting on someone, or stopped. */
export type StatusTone = 'success' | 'info' | 'warning' | 'neutral' | 'danger';

/** The derived state "new terms proposed, awaiting the builder", in each side's words. */
export function newTermsWords(viewer: StatusViewer): string {
  switch (viewer) {
    case 'builder':
      return 'New terms to review';
    case 'supplier':
      return 'New terms sent, awaiting the builder';
    case 'builder_receiver':
      return 'New terms awaiting the builder';
  }
}

/** Waiting for the supplier's answer, in each side's words. */
function awaitingSupplierWords(viewer: StatusViewer): string {
  return viewer === 'supplier' ? 'Awaiting your answer' : 'Awaiting the supplier';
}

const orderWords: Record<OrderStatus, string> = {
  placed: 'Placed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const purchaseOrderWords: Record<Exclude<PurchaseOrderStatus, 'submitted'>, string> = {
  accepted: 'Accepted',
  partially_delivered: 'Partially delivered',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const lineItemWords: Record<Exclude<LineItemStatus, 'pending'>, string> = {
  confirmed: 'Confirmed',
  backordered: 'Backordered',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Statuses after which nothing is left to agree on: new terms never outrank them. */
const settled = new Set<string>(['completed', 'delivered', 'cancelled', 'shipped']);

/** Whether the derived "new terms" state replaces the recorded status. */
function termsOutrank(status: string, context: StatusContext): boolean {
  return context.termsPending === true && !settled.has(status);
}

/** An order's status in words for `context.viewer`. */
export function orderStatusWords(status: OrderStatus, context: StatusContext): string {
  if (termsOutrank(status, context)) return newTermsWords(context.viewer);
  return orderWords[status];
}

/** A purchase order's status in words for `context.viewer`. */
export function purchaseOrderStatusWords(status: PurchaseOrderStatus, context: StatusContext): string {
  if (termsOutrank(status, context)) return newTermsWords(context.viewer);
  return status === 'submitted' ? awaitingSupplierWords(context.viewer) : purchaseOrderWords[status];
}

/** A line item's status in words for `context.viewer`. */
export function lineItemStatusWords(status: LineItemStatus, context: StatusContext): string {
  if (termsOutrank(status, context)) return newTermsWords(context.viewer);
  return status === 'pending' ? awaitingSupplierWords(context.viewer) : lineItemWords[status];
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

const orderStatusList: readonly OrderStatus[] = ['placed', 'in_progress', 'completed', 'cancelled'];
const purchaseOrderStatusList: readonly PurchaseOrderStatus[] = ['submitted', 'accepted', 'partially_delivered', 'delivered', 'cancelled'];
const lineItemStatusList: readonly LineItemStatus[] = ['pending', 'confirmed', 'backordered', 'shipped', 'delivered', 'cancelled'];

/**
 * Any recorded status of `subject` in words (a timeline's from and to, read as plain strings);
 * a status this version does not know reads as it came, without underscores.
 */
export function statusWords(subject: StatusSubject, status: string, context: StatusContext): string {
  if (subject === 'order' && isOneOf(orderStatusList, status)) return orderStatusWords(status, context);
  if (subject === 'purchase_order' && isOneOf(purchaseOrderStatusList, status)) return purchaseOrderStatusWords(status, context);
  if (subject === 'line_item' && isOneOf(lineItemStatusList, status)) return lineItemStatusWords(status, context);
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The tone of a status: the words carry the meaning, the colour only repeats it. */
export function statusTone(status: string, context: Pick<StatusContext, 'termsPending'> = {}): StatusTone {
  if (context.termsPending === true && !settled.has(status)) return 'warning';
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
