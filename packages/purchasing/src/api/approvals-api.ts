import { api } from '@marketplace/api-client';
import type { ApprovalDecision, ApprovalRequest, ApprovalRequestList, Camelize } from '@marketplace/contracts';

/** An approval request as the approvals page reads it (decision 0161). */
export type ApprovalRequestData = Camelize<ApprovalRequest>;
/** A page of approval requests. */
export type ApprovalRequestListData = Camelize<ApprovalRequestList>;
/** The list's filter and page (GET /api/approval-requests/?status=&limit=&offset=). */
export type ListApprovalRequestsArgs = {
  status?: ApprovalRequest['status'];
  limit: number;
  offset: number;
};
/** Body of POST …/approve/: who pays, and a note the buyer reads. */
export type ApproveArgs = { id: string; projectId: string } & Camelize<ApprovalDecision>;

const listTag = { type: 'ApprovalRequest' as const, id: 'LIST' };

/**
 * A decision or a withdrawal changes the list, the asker's cart (frozen or open again) and, when
 * approved on credit, the orders and the company's credit: every one of them is read again.
 */
const afterStep = (projectId: string) => [listTag, { type: 'Cart' as const, id: projectId }];

/** The approval calls of the approvals page, tagged `ApprovalRequest` like the cart's. */
export const approvalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApprovalRequests: build.query<ApprovalRequestListData, ListApprovalRequestsArgs>({
      query: (params) => ({ url: '/api/approval-requests/', params }),
      providesTags: [listTag],
    }),
    approveApprovalRequest: build.mutation<ApprovalRequestData, ApproveArgs>({
      query: ({ id, settlement, note }) => ({ url: `/api/approval-requests/${encodeURIComponent(id)}/approve/`, method: 'POST', body: { settlement, ...(note ? { note } : {}) } }),
      invalidatesTags: (result, _error, args) => (result?.status === 'ordered' ? [...afterStep(args.projectId), 'Order', 'Preapproval'] : afterStep(args.projectId)),
    }),
    rejectApprovalRequest: build.mutation<ApprovalRequestData, { id: string; projectId: string; note?: string }>({
      query: ({ id, note }) => ({ url: `/api/approval-requests/${encodeURIComponent(id)}/reject/`, method: 'POST', body: note ? { note } : {} }),
      invalidatesTags: (_result, _error, args) => afterStep(args.projectId),
    }),
    withdrawApprovalRequest: build.mutation<ApprovalRequestData, { id: string; projectId: string }>({
      query: ({ id }) => ({ url: `/api/approval-requests/${encodeURIComponent(id)}/withdraw/`, method: 'POST' }),
      invalidatesTags: (_result, _error, args) => afterStep(args.projectId),
    }),
  }),
  overrideExisting: 'throw',
});

/** React hooks of {@link approvalsApi}. */
export const { useListApprovalRequestsQuery, useApproveApprovalRequestMutation, useRejectApprovalRequestMutation, useWithdrawApprovalRequestMutation } = approvalsApi;
