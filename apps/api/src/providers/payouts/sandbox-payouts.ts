import type { PayoutProvider } from './payout-provider';

/**
 * The built-in payout provider: no account to open, nothing to onboard. It keeps no state, so
 * every answer is derived from the ids it is given; the ledger records the payout itself, to the
 * supplier's stored banking details.
 */
export function createSandboxPayouts(): PayoutProvider {
  return {
    name: 'sandbox',
    needsOnboarding: false,
    async onboard(supplier) {
      return { accountId: `sandbox:${supplier.companyId}`, url: null, ready: true };
    },
    async accountReady() {
      return true;
    },
    async transfer(request) {
      // The destination is the readable banking-details label: nothing is sent, so it only
      // matters to the ledger entry the caller writes.
      return { providerTransferId: `tr_sandbox_${request.payoutId}` };
    },
  };
}
