import { api, type ApiError } from '@marketplace/api-client';
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
 * The cart's side of approvals: its project's request, asking and withdrawing. The list answers
 * newest first and only what the caller may see; a company has few open requests, so the three
 * statuses that matter are read whole and filtered by project here (the API has no project filter).
 */
export const cartApprovalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartApproval: build.query<CartApproval, string>({
      async queryFn(projectId, _api, _extra, baseQuery) {
        const read = (status: ApprovalRequest['status']) => baseQuery({ url: '/api/approval-requests/', params: { status, limit: MAX_PAGE_SIZE } });
        const answers = await Promise.all([read('pending'), read('approved'), read('rejected')]);
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error as ApiError };
        const [pending, approved, rejected] = answers.map((answer) => (answer.data as Camelize<ApprovalRequestList>).results.filter((request) => request.projectId === projectId));
        return { data: { open: pending?.[0] ?? approved?.[0] ?? null, lastRejected: rejected?.[0] ?? null } };
      },
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
