import type Stripe from 'stripe';
import { createStripeClient } from '../payments/stripe-card-payments';
import type { StripeSettings } from '../payments/stripe-card-payments';
import type { PayoutProvider } from './payout-provider';

/** Stripe pays out to a connected account once it may both receive transfers and pay out to its bank. */
function canBePaid(account: Stripe.Account): boolean {
  return account.payouts_enabled && account.capabilities?.transfers === 'active';
}

/**
 * Stripe Connect with Express accounts: Stripe hosts the supplier's onboarding, and payouts are
 * transfers from the platform's balance to the supplier's account. Account creation and
 * transfers carry our ids as idempotency keys, so a retried call never opens a second account
 * or pays twice.
 */
export function createStripePayouts(settings: StripeSettings, client: Stripe = createStripeClient(settings)): PayoutProvider {
  return {
    name: 'stripe',
    needsOnboarding: true,
    async onboard(supplier, returnUrl, refreshUrl) {
      const account = supplier.accountId
        ? await client.accounts.retrieve(supplier.accountId)
        : await client.accounts.create(
            {
              type: 'express',
              email: supplier.email,
              business_profile: { name: supplier.companyName },
              capabilities: { transfers: { requested: true } },
              metadata: { company_id: supplier.companyId },
            },
            { idempotencyKey: `connect-account-${supplier.companyId}` },
          );
      if (canBePaid(account)) return { accountId: account.id, url: null, ready: true };
      // Account links are single-use and expire within minutes, so each visit gets a new one.
      const link = await client.accountLinks.create({ account: account.id, refresh_url: refreshUrl, return_url: returnUrl, type: 'account_onboarding' });
      return { accountId: account.id, url: link.url, ready: false };
    },
    async accountReady(accountId) {
      return canBePaid(await client.accounts.retrieve(accountId));
    },
    async transfer(request) {
      const transfer = await client.transfers.create(
        { amount: request.amountCents, currency: request.currency.toLowerCase(), destination: request.destination, metadata: { payout_id: request.payoutId } },
        { idempotencyKey: `payout-${request.payoutId}` },
      );
      return { providerTransferId: transfer.id };
    },
  };
}
