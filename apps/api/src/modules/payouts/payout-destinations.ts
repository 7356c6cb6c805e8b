import type { Executor } from '../../db/schema';
import type { PayoutProvider } from '../../providers/payouts/payout-provider';
import { findBankingDetails } from '../suppliers/suppliers.repository';

/** Where a supplier's payout goes, or why it cannot go yet. */
export type PayoutDestination = { ok: true; destination: string } | { ok: false; reason: string };

/**
 * A supplier is paid to its Stripe account once onboarding is done (Stripe), or to the banking
 * details it stored in the supplier area (the sandbox). Without either its lines stay held.
 */
export async function payoutDestination(db: Executor, provider: PayoutProvider, supplierCompanyId: string): Promise<PayoutDestination> {
  if (provider.needsOnboarding) {
    const account = await db.selectFrom('payout_accounts').select(['account_id', 'ready']).where('company_id', '=', supplierCompanyId).where('provider', '=', provider.name).executeTakeFirst();
    if (!account) return { ok: false, reason: 'Payouts are not set up yet: start the set-up at the payout provider.' };
    if (account.ready !== 1) return { ok: false, reason: 'The payout set-up at the payout provider is not finished yet.' };
    return { ok: true, destination: account.account_id };
  }
  const banking = await findBankingDetails(db, supplierCompanyId);
  if (!banking) return { ok: false, reason: 'No banking details on file yet.' };
  return { ok: true, destination: `${banking.account_holder_name}, account ••••${banking.account_last4}` };
}
