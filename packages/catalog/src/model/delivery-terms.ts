import { formatQuantity } from '@marketplace/ui-kit';

/** What the delivery words of an offer need to know. */
export interface OfferDeliveryTerms {
  stockOnHand: number;
  minimumOrderQuantity: number;
  leadTimeDays: number;
}

/**
 * Why an offer arrives when it does, in the API's rule (decision 0102): stock covering the
 * minimum order ships for the next day, otherwise the supplier's lead time applies. Said in one
 * sentence so "Earliest tomorrow" next to "Lead time 10 days" never reads as a contradiction.
 */
export function deliveryExplanation({ stockOnHand, minimumOrderQuantity, leadTimeDays }: OfferDeliveryTerms, unit: string): string {
  const leadTime = formatQuantity(Math.max(1, leadTimeDays), 'day');
  if (stockOnHand >= Math.max(1, minimumOrderQuantity)) return `In stock: earliest delivery tomorrow; lead time ${leadTime} when out of stock.`;
  if (stockOnHand > 0) return `Only ${formatQuantity(stockOnHand, unit)} in stock, less than the minimum order: lead time ${leadTime}.`;
  return `Out of stock: lead time ${leadTime}.`;
}

/** "Minimum order 25 pieces", or null when any quantity can be ordered. */
export function minimumOrderText(minimumOrderQuantity: number, unit: string): string | null {
  return minimumOrderQuantity > 1 ? `Minimum order ${formatQuantity(minimumOrderQuantity, unit)}` : null;
}
