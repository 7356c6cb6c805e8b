import { api } from '@marketplace/api-client';
import type {
  Camelize,
  OperatorSupplierDetail,
  OperatorSupplierListResponse,
  SupplierApprovalSettingResponse,
  SupplierApprovalStatus,
} from '@marketplace/contracts';
import { definedOnly, type PageArgs } from './query-params';

export type OperatorSupplierPageData = Camelize<OperatorSupplierListResponse>;
export type OperatorSupplierSummaryData = OperatorSupplierPageData['results'][number];
export type OperatorSupplierDetailData = Camelize<OperatorSupplierDetail>;
export type SupplierApprovalSettingData = Camelize<SupplierApprovalSettingResponse>;

/** Filters of the supplier list. */
export interface OperatorSuppliersArgs extends PageArgs {
  /** Part of the company's name. */
  search?: string;
  approvalStatus?: SupplierApprovalStatus;
}

const LIST = { type: 'Supplier' as const, id: 'OPERATOR_LIST' };

/**
 * Suppliers as operators review them: the list with how far each got, one supplier in full,
 * approving and suspending (both recorded in the audit log), and whether new suppliers wait for
 * approval. Approval changes what builders see, so it invalidates the catalogue too.
 */
export const operatorSuppliersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOperatorSuppliers: build.query<OperatorSupplierPageData, OperatorSuppliersArgs>({
      query: (args) => ({ url: '/api/operator/suppliers/', params: definedOnly(args) }),
      providesTags: [LIST],
    }),
    getOperatorSupplier: build.query<OperatorSupplierDetailData, string>({
      query: (id) => ({ url: `/api/operator/suppliers/${encodeURIComponent(id)}/` }),
      providesTags: (_result, _error, id) => [{ type: 'Supplier', id }],
    }),
    approveOperatorSupplier: build.mutation<OperatorSupplierDetailData, { id: string; note?: string }>({
      query: ({ id, note }) => ({ url: `/api/operator/suppliers/${encodeURIComponent(id)}/approve/`, method: 'POST', body: note ? { note } : {} }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'Supplier', id }, 'Catalog']),
    }),
    suspendOperatorSupplier: build.mutation<OperatorSupplierDetailData, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/api/operator/suppliers/${encodeURIComponent(id)}/suspend/`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'Supplier', id }, 'Catalog']),
    }),
    getSupplierApprovalSetting: build.query<SupplierApprovalSettingData, void>({
      query: () => ({ url: '/api/operator/settings/supplier-approval/' }),
      providesTags: [{ type: 'Supplier', id: 'APPROVAL_SETTING' }],
    }),
    updateSupplierApprovalSetting: build.mutation<SupplierApprovalSettingData, { newSuppliersNeedApproval: boolean }>({
      query: (body) => ({ url: '/api/operator/settings/supplier-approval/', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Supplier', id: 'APPROVAL_SETTING' }]),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useListOperatorSuppliersQuery,
  useGetOperatorSupplierQuery,
  useApproveOperatorSupplierMutation,
  useSuspendOperatorSupplierMutation,
  useGetSupplierApprovalSettingQuery,
  useUpdateSupplierApprovalSettingMutation,
} = operatorSuppliersApi;
