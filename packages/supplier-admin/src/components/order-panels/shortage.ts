import type { IncomingLineItem } from '../../api/supplier-orders-api';

/**
 * How much of a line the buying company counted as missing so far: what was ordered minus what it
 * received, once something was counted on a line shipped or delivered; 0 otherwise. The supplier
 * may agree that this part will not come (decision 0141), as the API allows it.
 */
export function missingQuantity(line: Pick<IncomingLineItem, 'status' | 'quantity' | 'quantityReceived'>): number {
  if ((line.status !== 'shipped' && line.status !== 'delivered') || line.quantityReceived === null) return 0;
  return Math.max(0, line.quantity - line.quantityReceived);
}
