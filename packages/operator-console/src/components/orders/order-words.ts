import { purchaseOrderStatusWords, statusWords } from '@marketplace/contracts';
import type { OperatorOrderData, OperatorPurchaseOrderData } from '../../api/operator-orders-api';

/** An order's status in words, unpaid orders included (which builders never see). */
export function orderStatusWords(status: OperatorOrderData['status']): string {
  return status === 'pending_payment' ? 'Waiting for payment' : statusWords('order', status, { viewer: 'builder' });
}

/** A purchase order's status as a third party reads it ("Awaiting the supplier", not "your answer"). */
export function purchaseOrderWords(status: OperatorPurchaseOrderData['status']): string {
  return purchaseOrderStatusWords(status, { viewer: 'builder' });
}

/** How an order was paid, and where that stands. */
export function paymentWords(order: Pick<OperatorOrderData, 'paymentMethod' | 'paymentStatus'>): string {
  const method = order.paymentMethod === 'card' ? 'Card' : 'Terms';
  const state = { pending: 'pending', paid: 'paid', expired: 'expired', on_terms: 'on terms' }[order.paymentStatus];
  return order.paymentStatus === 'on_terms' ? method : `${method}, ${state}`;
}
