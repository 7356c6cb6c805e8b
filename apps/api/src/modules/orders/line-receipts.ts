import { quantityToReceive } from '@marketplace/contracts';
import type { LineItemUpdateRequest } from '@marketplace/contracts';
import type { OrderLineItemsTable } from '../../db/ordering-schema';
import { validationError } from '../../lib/app-error';
import type { StatusChange } from './order-status-events';
import type { OrderNews } from './order-update-emails';

/** What one receipt changes on a line, and what it records and announces. */
export interface LineReceipt {
  patch: Partial<OrderLineItemsTable>;
  events: StatusChange[];
  news: OrderNews[];
}

/**
 * The note recorded with a receipt: the count first, so the order's history reads what arrived
 * and what is still to come, then the receiver's own words.
 */
export function receiptNote(counted: number, quantity: number, stillToCome: number, note: string | undefined): string {
  const count = `Received ${counted} of ${quantity}${stillToCome > 0 ? `, ${stillToCome} still to come` : ''}.`;
  return note ? `${count} ${note}` : count;
}

/**
 * A receipt by the buying company (a builder or a builder receiver) of a line the supplier
 * shipped or marked delivered: `quantity_received` is what was counted in this delivery, added to
 * earlier receipts. A shipped line becomes delivered once everything ordered is counted; until
 * then it stays shipped, and receivable for the rest. Each receipt is a status event with its
 * note, even when the status stays, so the history keeps every count. The caller has checked
 * that the line is in a state that can be received, and, in the same transaction, matches again
 * the purchase order's invoices that waited for these goods (invoices/invoice-rematch.ts).
 */
export function receiveLine(line: OrderLineItemsTable, input: LineItemUpdateRequest, userId: string, now: string): LineReceipt {
  const stillToReceive = quantityToReceive(line.status, line.quantity, line.quantity_received);
  const counted = input.quantity_received;
  if (counted === undefined) throw validationError({ quantity_received: 'Give the quantity received.' });
  if (counted > stillToReceive) {
    const most = line.quantity_received ? `Give at most the ${stillToReceive} still to receive.` : `Give at most the ${line.quantity} ordered.`;
    throw validationError({ quantity_received: most });
  }
  const received = (line.quantity_received ?? 0) + counted;
  const complete = received >= line.quantity;
  const status = line.status === 'shipped' && complete ? 'delivered' : line.status;
  const patch: Partial<OrderLineItemsTable> = { quantity_received: received };
  if (status !== line.status) {
    patch.status = status;
    patch.delivered_at = now;
  }
  const note = receiptNote(counted, line.quantity, line.quantity - received, input.note || undefined);
  return {
    patch,
    events: [{ order_id: line.order_id, entity_type: 'line_item', entity_id: line.id, from_status: line.status, to_status: status, actor_user_id: userId, note }],
    news: [{ kind: 'received', purchaseOrderId: line.purchase_order_id, lineIds: [line.id] }],
  };
}
