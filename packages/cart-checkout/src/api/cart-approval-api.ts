import { api } from '@marketplace/api-client';
import { MAX_PAGE_SIZE, type ApprovalRequest, type ApprovalRequestList, type Camelize } from '@marketplace/contracts';
import { approvalRequestsTag } from './approval-tag';

/** An approval request as the cart reads it (decision 0161). */
export type CartApprovalRequest = Camelize<ApprovalRequest>;

/**
 * What the cart knows of its project's approval: the open request (pending, or approved and not
 * ordered yet: either freezes the cart), and the newest rejection, whose note the buyer reads.
 */
export interface CartApproval {
  open: CartApprovalRequest | null;
  lastRejected: CartApprovalRequest | null;
}

/** Body of POST /api/approval-requests/, written camelCase. */
export interface AskForApprovalArgs {
  projectId: string;
  /** The total the builder was shown: the request keeps the cart as it was at this total. */
  expectedTotalCents: number;
  note?: string;
}

/**
 * The cart's side of approvals: its project's request, asking and withdrawing. The project's
 * requests come newest first, only those the caller may see: the open one, if any, and the last
 * refusal are among the newest.
 */
export const cartApprovalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartApproval: build.query<CartApproval, string>({
      query: (projectId) => ({ url: '/api/approval-requests/', params: { project_id: projectId, limit: MAX_PAGE_SIZE } }),
      transformResponse: ({ results }: Camelize<ApprovalRequestList>) => ({
        open: results.find((request) => request.status === 'pending' || request.status === 'approved') ?? null,
        lastRejected: results.find((request) => request.status === 'rejected') ?? null,
      }),
      providesTags: [approvalRequestsTag],
    }),
    askForApproval: build.mutation<CartApprovalRequest, AskForApprovalArgs>({
      query: (body) => ({ url: '/api/approval-requests/', method: 'POST', body }),
      invalidatesTags: (result, _error, args) => (result ? [approvalRequestsTag, { type: 'Cart', id: args.projectId }] : []),
    }),
    withdrawCartApproval: build.mutation<CartApprovalRequest, { id: string; projectId: string }>({
      query: ({ id }) => ({ url: `/api/approval-requests/${encodeURIComponent(id)}/withdraw/`, method: 'POST' }),
      invalidatesTags: (_result, _error, args) => [approvalRequestsTag, { type: 'Cart', id: args.projectId }],
    }),
  }),
  overrideExisting: 'throw',
});

/** React hooks of {@link cartApprovalApi}. */
export const { useGetCartApprovalQuery, useAskForApprovalMutation, useWithdrawCartApprovalMutation } = cartApprovalApi;
