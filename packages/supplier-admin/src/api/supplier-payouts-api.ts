import { api, getBlobInViewerZone } from '@marketplace/api-client';
import type { Camelize, Payout, PayoutAccount, PayoutDetail, PayoutList, PayoutOnboarding } from '@marketplace/contracts';

/** The supplier's payout set-up as the client reads it, with the marketplace's commission and holding period. */
export type PayoutAccountData = Camelize<PayoutAccount>;
/** Where to finish a Stripe onboarding, or that there is nothing left to do. */
export type PayoutOnboardingData = Camelize<PayoutOnboarding>;
/** One payout to the supplier. */
export type PayoutData = Camelize<Payout>;
/** A payout with the lines it pays for. */
export type PayoutDetailData = Camelize<PayoutDetail>;
/** A page of payouts with the total count. */
export type PayoutPageData = Camelize<PayoutList>;

/** Query of GET /api/supplier/payouts/, written camelCase (sent snake_case). */
export interface SupplierPayoutsArgs {
  limit: number;
  offset: number;
  status?: Payout['status'];
}

/** A statement's file format. */
export type StatementFormat = 'pdf' | 'csv';

const LIST = { type: 'Payout' as const, id: 'LIST' };

/**
 * The supplier's payouts: the payout set-up and the commission that applies, the
 * Stripe onboarding link, and the payouts with their lines. Names say "supplier" so they never
 * collide with the operator console's payout endpoints injected into the same API.
 */
export const supplierPayoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSupplierPayoutAccount: build.query<PayoutAccountData, void>({
      query: () => ({ url: '/api/supplier/payout_account/' }),
      // In the sandbox, payouts go to the banking details: saving them (tag `Supplier`) changes the set-up.
      providesTags: ['PayoutAccount', 'Supplier'],
    }),
    startSupplierPayoutOnboarding: build.mutation<PayoutOnboardingData, void>({
      query: () => ({ url: '/api/supplier/payout_account/onboarding/', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['PayoutAccount']),
    }),
    listSupplierPayouts: build.query<PayoutPageData, SupplierPayoutsArgs>({
      query: ({ status, ...page }) => ({ url: '/api/supplier/payouts/', params: status ? { ...page, status } : page }),
      providesTags: (result) => [LIST, ...(result?.results.map((payout) => ({ type: 'Payout' as const, id: payout.id })) ?? [])],
    }),
    getSupplierPayout: build.query<PayoutDetailData, string>({
      query: (id) => ({ url: `/api/supplier/payouts/${encodeURIComponent(id)}/` }),
      providesTags: (_result, _error, id) => [{ type: 'Payout' as const, id }],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetSupplierPayoutAccountQuery, useStartSupplierPayoutOnboardingMutation, useListSupplierPayoutsQuery, useGetSupplierPayoutQuery } = supplierPayoutsApi;

/**
 * GET /api/supplier/payouts/{id}/statement.pdf or .csv: the payout's statement as a file, its
 * times in the viewer's zone. The path names a file, so it gets no trailing slash.
 */
export function fetchSupplierPayoutStatement(payoutId: string, format: StatementFormat): Promise<Blob> {
  return getBlobInViewerZone(`/api/supplier/payouts/${encodeURIComponent(payoutId)}/statement.${format}`, { asGiven: true });
}
