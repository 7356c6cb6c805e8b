import { describe, expect, it } from 'vitest';
import type { RefundData } from '../api/orders-api';
import { refundTotals } from './refund-totals';

const refund = (amountCents: number, status: RefundData['status']): RefundData => ({
  id: `refund-${amountCents}`,
  orderId: 'ord-1',
  purchaseOrderId: 'po-1',
  lineItemId: null,
  reason: 'Line cancelled by the supplier.',
  method: 'card',
  amountCents,
  currency: 'USD',
  status,
  lastError: null,
  createdAt: '2026-11-03T10:00:00.000Z',
  completedAt: status === 'succeeded' ? '2026-11-03T10:01:00.000Z' : null,
});

describe('refundTotals', () => {
  it('adds every refund and tells the pending part apart', () => {
    expect(refundTotals([refund(10_000, 'succeeded'), refund(2_550, 'pending')])).toEqual({ totalCents: 12_550, pendingCents: 2_550 });
  });

  it('is zero without refunds', () => {
    expect(refundTotals([])).toEqual({ totalCents: 0, pendingCents: 0 });
  });
});
