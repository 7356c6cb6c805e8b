import { describe, expect, it } from 'vitest';
import { createSandboxPayouts } from './sandbox-payouts';

const supplier = { companyId: 'company-1', companyName: 'Bay Lumber', email: 'owner@baylumber.test', accountId: null };

describe('sandbox payouts', () => {
  it('needs no onboarding: every supplier has a ready account named after its company', async () => {
    const sandbox = createSandboxPayouts();
    expect(sandbox).toMatchObject({ name: 'sandbox', needsOnboarding: false });
    const onboarding = { accountId: 'sandbox:company-1', url: null, ready: true };
    expect(await sandbox.onboard(supplier, 'http://marketplace.test/return', 'http://marketplace.test/refresh')).toEqual(onboarding);
    expect(await sandbox.onboard({ ...supplier, accountId: 'sandbox:company-1' }, 'http://marketplace.test/return', 'http://marketplace.test/refresh')).toEqual(onboarding);
    expect(await sandbox.accountReady('sandbox:company-1')).toBe(true);
  });

  it('answers a transfer id derived from the payout id, the same however often it is asked', async () => {
    const request = { payoutId: 'payout-1', amountCents: 12_500, currency: 'USD', destination: 'Bay Lumber checking ••••6789' };
    expect(await createSandboxPayouts().transfer(request)).toEqual({ providerTransferId: 'tr_sandbox_payout-1' });
    expect(await createSandboxPayouts().transfer(request)).toEqual({ providerTransferId: 'tr_sandbox_payout-1' });
    expect(await createSandboxPayouts().transfer({ ...request, payoutId: 'payout-2' })).toEqual({ providerTransferId: 'tr_sandbox_payout-2' });
  });
});
