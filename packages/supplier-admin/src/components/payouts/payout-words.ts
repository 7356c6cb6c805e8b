import type { PayoutData } from '../../api/supplier-payouts-api';

/** A payout's status in the supplier's words. */
export function payoutStatusWords(status: PayoutData['status']): string {
  return status === 'paid' ? 'Paid' : 'On its way';
}
