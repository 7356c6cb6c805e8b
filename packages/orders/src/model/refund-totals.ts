import type { RefundData } from '../api/orders-api';

/** What was given back on an order, in cents: every refund, and the part the provider has not confirmed yet. */
export interface RefundTotals {
  totalCents: number;
  pendingCents: number;
}

/** Sums an order's refunds; a pending refund counts, since the money is already on its way back. */
export function refundTotals(refunds: readonly RefundData[]): RefundTotals {
  return refunds.reduce<RefundTotals>(
    (totals, refund) => ({
      totalCents: totals.totalCents + refund.amountCents,
      pendingCents: totals.pendingCents + (refund.status === 'pending' ? refund.amountCents : 0),
    }),
    { totalCents: 0, pendingCents: 0 },
  );
}
