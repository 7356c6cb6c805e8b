import type { MoneyListQuery, PayoutAccount, PayoutDetail, PayoutList, PayoutOnboarding } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound, permissionDenied } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { PayoutProvider } from '../../providers/payouts/payout-provider';
import type { Auth } from '../../plugins/sessions';
import { loadCommissionRates } from '../commission/commission-rates';
import { payoutDestination } from './payout-destinations';
import { findPayoutDetail, listPayouts } from './payouts.repository';

/** What a supplier sees of its own payouts. */
export interface SupplierPayoutsService {
  list(auth: Auth, query: MoneyListQuery): Promise<PayoutList>;
  get(auth: Auth, payoutId: string): Promise<PayoutDetail>;
  account(auth: Auth): Promise<PayoutAccount>;
  onboard(auth: Auth): Promise<PayoutOnboarding>;
}

/** The supplier company of a supplier user; others are refused (403). */
function payeeOf(auth: Auth): string {
  if (auth.user.user_type !== 'supplier') throw permissionDenied('Only supplier accounts are paid out.');
  return auth.user.company_id;
}

export const payoutNotFound = () => notFound('We could not find this payout.');

/** Creates the supplier side of payouts. */
export function createSupplierPayoutsService({ db, provider, publicUrl }: { db: Kysely<Database>; provider: PayoutProvider; publicUrl: string }): SupplierPayoutsService {
  return {
    async list(auth, query) {
      return listPayouts(db, { supplierCompanyId: payeeOf(auth), status: query.status, limit: query.limit, offset: query.offset });
    },

    async get(auth, payoutId) {
      const payout = await findPayoutDetail(db, payoutId, payeeOf(auth));
      if (!payout) throw payoutNotFound();
      return payout;
    },

    async account(auth) {
      const companyId = payeeOf(auth);
      const stored = await db.selectFrom('payout_accounts').select(['account_id', 'ready']).where('company_id', '=', companyId).where('provider', '=', provider.name).executeTakeFirst();
      // Stripe may have finished the onboarding since we last asked.
      if (stored && stored.ready !== 1 && (await provider.accountReady(stored.account_id))) {
        await db.updateTable('payout_accounts').set({ ready: 1, updated_at: nowIso() }).where('company_id', '=', companyId).execute();
      }
      const destination = await payoutDestination(db, provider, companyId);
      const settings = await db.selectFrom('marketplace_settings').select(['payout_holding_days']).where('id', '=', 1).executeTakeFirstOrThrow();
      const rates = await loadCommissionRates(db);
      return {
        provider: provider.name,
        needs_onboarding: provider.needsOnboarding,
        ready: destination.ok,
        waiting_reason: destination.ok ? null : destination.reason,
        destination: destination.ok ? destination.destination : null,
        commission_basis_points: rates.rateFor(companyId, []).basisPoints,
        payout_holding_days: settings.payout_holding_days,
      };
    },

    async onboard(auth) {
      const companyId = payeeOf(auth);
      const company = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
      const stored = await db.selectFrom('payout_accounts').select('account_id').where('company_id', '=', companyId).where('provider', '=', provider.name).executeTakeFirst();
      const back = `${publicUrl}/supplier/payouts`;
      const onboarding = await provider.onboard({ companyId, companyName: company.name, email: auth.user.email, accountId: stored?.account_id ?? null }, back, `${back}?onboarding=again`);
      const now = nowIso();
      await db
        .insertInto('payout_accounts')
        .values({ company_id: companyId, provider: provider.name, account_id: onboarding.accountId, ready: onboarding.ready ? 1 : 0, created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.column('company_id').doUpdateSet({ provider: provider.name, account_id: onboarding.accountId, ready: onboarding.ready ? 1 : 0, updated_at: now }))
        .execute();
      return { url: onboarding.url, ready: onboarding.ready };
    },
  };
}
