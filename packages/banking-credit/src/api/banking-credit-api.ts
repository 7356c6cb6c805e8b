import { api, creditTag } from '@marketplace/api-client';
import type {
  BankAccount,
  BankAccountsResponse,
  Camelize,
  ClientConfigResponse,
  LinkTokenResponse,
  PreapprovalApplication,
  PreapprovalResponse,
  PreapprovalUpdateRequest,
  PublicTokenResponse,
  SandboxInstitutionsResponse,
  SandboxSignInRequest,
  SandboxSignInResponse,
  VerifyBalanceResponse,
} from '@marketplace/contracts';

/** Which bank-link provider this deployment uses: the app's sandbox dialog, or Plaid Link. */
export type BankLinkProvider = ClientConfigResponse['bank_link']['provider'];
export type LinkToken = Camelize<LinkTokenResponse>;
export type LinkedAccount = Camelize<BankAccount>;
export type SavedPublicToken = Camelize<PublicTokenResponse>;
export type SandboxInstitutions = Camelize<SandboxInstitutionsResponse>;
export type SandboxSignIn = Camelize<SandboxSignInResponse>;
export type Preapproval = Camelize<PreapprovalResponse>;
export type Application = Camelize<PreapprovalApplication>;
export type BalanceCheck = Camelize<VerifyBalanceResponse>;
/** A submitted application as decided, with the company's credit after the decision. */
export type SubmittedApplication = Application & { credit: Preapproval['credit'] };
/** The draft fields the form sends, camelCased (the client snake_cases them on the way out). */
export type ApplicationFields = Camelize<Omit<PreapprovalUpdateRequest, 'submit'>>;

/** What the bank-link dialog reports on success: the institution and the accounts chosen. */
export interface LinkMetadata {
  institution?: { name: string; institutionId: string } | null;
  accounts?: { id: string; name: string; mask?: string | null }[];
  linkSessionId?: string;
}

/**
 * Bank linking and credit pre-approval (spec section 7, "Companies, suppliers, banking and
 * credit"). Paying on terms is called from checkout, which owns its own endpoints.
 */
export const bankingCreditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBankLinkProvider: build.query<BankLinkProvider, void>({
      query: () => ({ url: '/api/client-config' }),
      transformResponse: (config: Camelize<ClientConfigResponse>) => config.bankLink?.provider ?? 'sandbox',
    }),
    // A query although it POSTs: one token per page load is shared by every bank-link button, and
    // linking a bank invalidates it so the next link starts with a fresh one.
    getLinkToken: build.query<LinkToken, void>({
      query: () => ({ url: '/api/bank-enrollment/link-token', method: 'POST' }),
      providesTags: [{ type: 'BankEnrollment', id: 'LINK_TOKEN' }],
    }),
    sendPublicToken: build.mutation<SavedPublicToken, { publicToken: string; metadata: LinkMetadata }>({
      query: (body) => ({ url: '/api/bank-enrollment/public-token', method: 'POST', body }),
      invalidatesTags: ['BankEnrollment', creditTag],
    }),
    getBankAccounts: build.query<LinkedAccount[], void>({
      query: () => ({ url: '/api/bank-enrollment/accounts' }),
      transformResponse: (response: Camelize<BankAccountsResponse>) => response.accounts,
      providesTags: [{ type: 'BankEnrollment', id: 'ACCOUNTS' }],
    }),
    getSandboxInstitutions: build.query<SandboxInstitutions, void>({
      query: () => ({ url: '/api/bank-enrollment/sandbox/institutions' }),
    }),
    sandboxSignIn: build.mutation<SandboxSignIn, Camelize<SandboxSignInRequest>>({
      query: (body) => ({ url: '/api/bank-enrollment/sandbox/sign-in', method: 'POST', body }),
    }),
    getPreapproval: build.query<Preapproval, { companyId: string }>({
      query: ({ companyId }) => ({ url: '/api/preapproval-application', params: { companyId } }),
      providesTags: [creditTag],
    }),
    createPreapproval: build.mutation<Preapproval, ApplicationFields>({
      query: (body) => ({ url: '/api/preapproval-application', method: 'POST', body }),
      invalidatesTags: [creditTag],
    }),
    updatePreapproval: build.mutation<Preapproval, { id: string; submit?: boolean } & ApplicationFields>({
      query: ({ id, ...body }) => ({ url: `/api/preapproval-application/${id}`, method: 'PUT', body }),
      invalidatesTags: [creditTag],
    }),
    // Its own endpoint (not updatePreapproval with submit) so the shell can tell a submission
    // apart by endpoint name (decision 0301): it answers the decided application with the credit.
    submitPreapprovalApplication: build.mutation<SubmittedApplication, { id: string }>({
      query: ({ id }) => ({ url: `/api/preapproval-application/${id}`, method: 'PUT', body: { step: 'review', submit: true } }),
      transformResponse: (response: Preapproval) => ({ ...(response.application as Application), credit: response.credit }),
      invalidatesTags: [creditTag],
    }),
    verifyBusinessBalance: build.query<BalanceCheck, { bankAccountId?: string } | void>({
      query: (args) => ({ url: '/api/verify-business-balance', params: args?.bankAccountId ? { bankAccountId: args.bankAccountId } : undefined }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetBankLinkProviderQuery,
  useGetLinkTokenQuery,
  useSendPublicTokenMutation,
  useGetBankAccountsQuery,
  useGetSandboxInstitutionsQuery,
  useSandboxSignInMutation,
  useGetPreapprovalQuery,
  useCreatePreapprovalMutation,
  useUpdatePreapprovalMutation,
  useSubmitPreapprovalApplicationMutation,
  useVerifyBusinessBalanceQuery,
  useLazyVerifyBusinessBalanceQuery,
} = bankingCreditApi;
