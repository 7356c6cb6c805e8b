import type { LineItemStatus, OrderStatus, PurchaseOrderStatus } from '../../db/ordering-schema';

/** Who acts on a line: the supplier of its purchase order, or someone of the buying company. */
export type LineActor = 'supplier' | 'builder' | 'builder_receiver';

/**
 * The line-item moves each side may make (PRODUCT.md "Orders"). The supplier answers, ships and
 * delivers; the buying company confirms receipt of what was shipped, and a builder may still
 * cancel a line nobody has answered yet. Everything else is a 409 naming from and to.
 */
const lineMoves: Record<LineActor, Partial<Record<LineItemStatus, readonly LineItemStatus[]>>> = {
  supplier: {
    pending: ['confirmed', 'backordered', 'cancelled'],
    backordered: ['confirmed', 'cancelled'],
    confirmed: ['backordered', 'shipped', 'cancelled'],
    shipped: ['delivered'],
  },
  builder: {
    pending: ['cancelled'],
    shipped: ['delivered'],
  },
  builder_receiver: {
    shipped: ['delivered'],
  },
};

/** Whether `actor` may move a line from `from` to `to`. */
export function canMoveLine(actor: LineActor, from: LineItemStatus, to: LineItemStatus): boolean {
  return lineMoves[actor][from]?.includes(to) ?? false;
}

/** Lines whose price or date may still change: nothing has left the supplier's yard. */
export function isOpenForTerms(status: LineItemStatus): boolean {
  return status === 'pending' || status === 'confirmed' || status === 'backordered';
}

/**
 * A purchase order's status from its lines: cancelled when every line is; delivered when every
 * line still ordered is; partially delivered once one is, or once part of a shipped line was
 * counted on site (`partlyReceived`, decision 0607); submitted while a line awaits the supplier's
 * answer; accepted once every line is answered.
 */
export function purchaseOrderStatusOf(lines: readonly LineItemStatus[], partlyReceived = false): PurchaseOrderStatus {
  const live = lines.filter((status) => status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  if (live.every((status) => status === 'delivered')) return 'delivered';
  if (partlyReceived || live.some((status) => status === 'delivered')) return 'partially_delivered';
  if (live.some((status) => status === 'pending')) return 'submitted';
  return 'accepted';
}

/**
 * An order's status from its purchase orders: cancelled when all are; completed when every
 * purchase order still ordered is delivered; placed while none has moved; in progress otherwise.
 */
export function orderStatusOf(purchaseOrders: readonly PurchaseOrderStatus[]): OrderStatus {
  const live = purchaseOrders.filter((status) => status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  if (live.every((status) => status === 'delivered')) return 'completed';
  if (live.every((status) => status === 'submitted')) return 'placed';
  return 'in_progress';
}

/** Human words for a status in messages ("partially_delivered" → "partially delivered"). */
export function statusWords(status: string): string {
  return status.replaceAll('_', ' ');
}
