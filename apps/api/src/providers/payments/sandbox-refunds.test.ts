import { describe, expect, it } from 'vitest';
import { createSandboxCardPayments } from './sandbox-card-payments';

describe('sandbox refunds', () => {
  it('answers a refund id derived from ours, the same however often it is asked', async () => {
    const request = { refundId: 'refund-1', sessionId: 'cs_sandbox_x', amountCents: 700, currency: 'USD' };
    expect(await createSandboxCardPayments().refund(request)).toEqual({ providerRefundId: 're_sandbox_refund-1' });
    expect(await createSandboxCardPayments().refund(request)).toEqual({ providerRefundId: 're_sandbox_refund-1' });
  });
});
