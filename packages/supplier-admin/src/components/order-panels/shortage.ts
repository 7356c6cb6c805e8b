import type { IncomingLineItem } from '../../api/supplier-orders-api';

/**
 * How much of a line the buying company counted as missing and the supplier has not yet agreed
 * will not come: what was ordered minus what it received, once something was counted on a line
 * shipped or delivered; 0 otherwise, and 0 once the shortage is settled (the line is then
 * delivered as counted, decision 0141).
 */
export function missingQuantity(line: Pick<IncomingLineItem, 'status' | 'quantity' | 'quantityReceived' | 'shortageSettledAt'>): number {
  if ((line.status !== 'shipped' && line.status !== 'delivered') || line.quantityReceived === null || line.shortageSettledAt !== null) return 0;
  return Math.max(0, line.quantity - line.quantityReceived);
}
