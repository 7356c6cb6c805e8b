import { api, creditTag } from '@marketplace/api-client';
import type { Camelize, CreditDecisionRequest, OperatorCreditApplicationListResponse, PreapprovalStatus } from '@marketplace/contracts';
import { definedOnly, type PageArgs } from './query-params';

export type OperatorCreditApplicationPageData = Camelize<OperatorCreditApplicationListResponse>;
export type OperatorCreditApplicationData = OperatorCreditApplicationPageData['results'][number];
export type CreditDecisionPayload = Camelize<CreditDecisionRequest>;

/** Filters of the credit applications: one status, the submitted queue by default. */
export interface CreditApplicationsArgs extends PageArgs {
  status?: PreapprovalStatus;
}

/**
 * Business-credit applications as operators decide them: the queue (oldest first) and a decision
 * (approve with a limit, or decline with a reason the builder reads). A decision changes the
 * builder's credit, so the credit tag is invalidated too.
 */
export const operatorCreditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOperatorCreditApplications: build.query<OperatorCreditApplicationPageData, CreditApplicationsArgs>({
      query: (args) => ({ url: '/api/operator/credit-applications/', params: definedOnly(args) }),
      // The company's credit tag: a decision here is what the builder's credit pages read again.
      providesTags: [{ type: creditTag, id: 'OPERATOR' }],
    }),
    decideOperatorCreditApplication: build.mutation<OperatorCreditApplicationData, { id: string } & CreditDecisionPayload>({
      query: ({ id, ...body }) => ({ url: `/api/operator/credit-applications/${encodeURIComponent(id)}/decision/`, method: 'POST', body: definedOnly(body) }),
      invalidatesTags: (_result, error) => (error ? [] : [creditTag]),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListOperatorCreditApplicationsQuery, useDecideOperatorCreditApplicationMutation } = operatorCreditApi;
