import { api, getBlobInViewerZone } from '@marketplace/api-client';
import type {
  Camelize,
  CommissionOverride,
  CommissionOverrideRequest,
  MarketplaceSettings,
  Payout,
  PayoutDetail,
  PayoutList,
  PayoutRun,
  Reconciliation,
  Refund,
  RefundList,
} from '@marketplace/contracts';
import { definedOnly, type PageArgs } from './query-params';

/** Answers as the client reads them (camelCased). */
export type OperatorRefundData = Camelize<Refund>;
export type OperatorRefundPageData = Camelize<RefundList>;
export type OperatorPayoutData = Camelize<Payout>;
export type OperatorPayoutDetailData = Camelize<PayoutDetail>;
export type OperatorPayoutPageData = Camelize<PayoutList>;
export type PayoutRunData = Camelize<PayoutRun>;
export type ReconciliationData = Camelize<Reconciliation>;
export type ReconciliationDayData = ReconciliationData['days'][number];
export type MarketplaceSettingsData = Camelize<MarketplaceSettings>;
export type CommissionOverrideData = Camelize<CommissionOverride>;
export type CommissionOverridePayload = Camelize<CommissionOverrideRequest>;

/** Filters of the refund list. */
export interface OperatorRefundsArgs extends PageArgs {
  status?: Refund['status'];
  supplierCompanyId?: string;
}

/** Filters of the payout list. */
export interface OperatorPayoutsArgs extends PageArgs {
  status?: Payout['status'];
  supplierCompanyId?: string;
}

/** Days of the reconciliation (YYYY-MM-DD, UTC); the API's last 30 days when unset. */
export interface ReconciliationArgs {
  from?: string;
  to?: string;
}

/** A statement's file format. */
export type StatementFormat = 'pdf' | 'csv';

/**
 * Marketplace money as the operator runs it: refunds, payouts and payout runs, the daily
 * reconciliation, the commission rate and holding period, and commission overrides. A payout run
 * changes the payouts and the reconciliation; refunds change as orders change, so the lists are
 * read again whenever a page mounts.
 */
export const operatorMoneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOperatorRefunds: build.query<OperatorRefundPageData, OperatorRefundsArgs>({
      query: (args) => ({ url: '/api/operator/refunds/', params: definedOnly(args) }),
      providesTags: [{ type: 'Refund', id: 'LIST' }],
    }),
    listOperatorPayouts: build.query<OperatorPayoutPageData, OperatorPayoutsArgs>({
      query: (args) => ({ url: '/api/operator/payouts/', params: definedOnly(args) }),
      providesTags: [{ type: 'Payout', id: 'LIST' }],
    }),
    getOperatorPayout: build.query<OperatorPayoutDetailData, string>({
      query: (id) => ({ url: `/api/operator/payouts/${encodeURIComponent(id)}/` }),
      providesTags: (_result, _error, id) => [{ type: 'Payout', id }],
    }),
    runOperatorPayouts: build.mutation<PayoutRunData, void>({
      query: () => ({ url: '/api/operator/payout_runs/', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Payout', id: 'LIST' }, { type: 'Payout', id: 'RECONCILIATION' }]),
    }),
    getOperatorReconciliation: build.query<ReconciliationData, ReconciliationArgs>({
      query: (args) => ({ url: '/api/operator/reconciliation/', params: definedOnly(args) }),
      providesTags: [{ type: 'Payout', id: 'RECONCILIATION' }],
    }),
    getOperatorMoneySettings: build.query<MarketplaceSettingsData, void>({
      query: () => ({ url: '/api/operator/money_settings/' }),
      providesTags: [{ type: 'Commission', id: 'SETTINGS' }],
    }),
    updateOperatorMoneySettings: build.mutation<MarketplaceSettingsData, Partial<MarketplaceSettingsData>>({
      query: (body) => ({ url: '/api/operator/money_settings/', method: 'PATCH', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Commission', id: 'SETTINGS' }, 'PayoutAccount']),
    }),
    listOperatorCommissionOverrides: build.query<{ results: CommissionOverrideData[] }, void>({
      query: () => ({ url: '/api/operator/commission_overrides/' }),
      providesTags: [{ type: 'Commission', id: 'OVERRIDES' }],
    }),
    setOperatorCommissionOverride: build.mutation<CommissionOverrideData, CommissionOverridePayload>({
      query: (body) => ({ url: '/api/operator/commission_overrides/', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Commission', id: 'OVERRIDES' }, 'PayoutAccount']),
    }),
    removeOperatorCommissionOverride: build.mutation<null, Pick<CommissionOverrideData, 'scope' | 'scopeId'>>({
      query: ({ scope, scopeId }) => ({ url: `/api/operator/commission_overrides/${encodeURIComponent(scope)}/${encodeURIComponent(scopeId)}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Commission', id: 'OVERRIDES' }, 'PayoutAccount']),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useListOperatorRefundsQuery,
  useListOperatorPayoutsQuery,
  useGetOperatorPayoutQuery,
  useRunOperatorPayoutsMutation,
  useGetOperatorReconciliationQuery,
  useGetOperatorMoneySettingsQuery,
  useUpdateOperatorMoneySettingsMutation,
  useListOperatorCommissionOverridesQuery,
  useSetOperatorCommissionOverrideMutation,
  useRemoveOperatorCommissionOverrideMutation,
} = operatorMoneyApi;

/**
 * GET /api/operator/payouts/{id}/statement.pdf or .csv: a payout's statement as a file, its times
 * in the viewer's zone. The path names a file, so it gets no trailing slash.
 */
export function fetchOperatorPayoutStatement(payoutId: string, format: StatementFormat): Promise<Blob> {
  return getBlobInViewerZone(`/api/operator/payouts/${encodeURIComponent(payoutId)}/statement.${format}`, { asGiven: true });
}
