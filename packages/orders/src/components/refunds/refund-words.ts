import type { RefundData } from '../../api/orders-api';

/** Where the money goes back, in the builder's words. */
export function refundMethodWords(method: RefundData['method']): string {
  return method === 'card' ? 'To your card' : 'Off what you owe on terms';
}

/** Whether the money is back yet: pending until the payment provider confirms it. */
export function refundStatusWords(status: RefundData['status']): string {
  return status === 'succeeded' ? 'Refunded' : 'Pending';
}
