import type { OperatorPayoutData } from '../../api/operator-money-api';

/** A payout's status in the operator's words. */
export function payoutStatusWords(status: OperatorPayoutData['status']): string {
  return status === 'paid' ? 'Paid' : 'Pending';
}
