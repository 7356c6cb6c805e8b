import { api, creditTag } from '@marketplace/api-client';
import type { Camelize, CreditAccountDetail, CreditAccountList, CreditRepayment, CreditRepaymentRequest } from '@marketplace/contracts';
import { definedOnly, type PageArgs } from './query-params';

/** Answers as the client reads them (camelCased). */
export type CreditAccountPageData = Camelize<CreditAccountList>;
export type CreditAccountData = CreditAccountPageData['results'][number];
export type CreditAccountDetailData = Camelize<CreditAccountDetail>;
export type CreditRepaymentData = Camelize<CreditRepayment>;
export type CreditRepaymentPayload = Camelize<CreditRepaymentRequest>;

/** Filters of the credit accounts: part of a company's name. */
export interface CreditAccountsArgs extends PageArgs {
  search?: string;
}

// Accounts are tagged by company: the API client declares every tag type, and no other query uses these ids.
/** Every page and search of the accounts list. */
const accountsTag = { type: 'Company', id: 'CREDIT_ACCOUNTS' } as const;
/** One company's account: a repayment recorded for it reads it again. */
const accountTag = (companyId: string) => ({ type: 'Company', id: `CREDIT_ACCOUNT:${companyId}` }) as const;

/**
 * Builder companies' accounts on credit terms (decision 0147): what each owes and may still draw,
 * and the bank transfers operators record as repayments. A repayment lowers what is owed, so it
 * reads the account and the list again; it changes the builder's available credit, so the credit
 * tag is invalidated too; and it is cash in, shown by the reconciliation.
 */
export const operatorCreditAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOperatorCreditAccounts: build.query<CreditAccountPageData, CreditAccountsArgs>({
      query: (args) => ({ url: '/api/operator/credit-accounts/', params: definedOnly(args) }),
      providesTags: [accountsTag],
    }),
    getOperatorCreditAccount: build.query<CreditAccountDetailData, string>({
      query: (companyId) => ({ url: `/api/operator/credit-accounts/${encodeURIComponent(companyId)}/` }),
      providesTags: (_result, _error, companyId) => [accountTag(companyId)],
    }),
    recordOperatorCreditRepayment: build.mutation<CreditRepaymentData, { companyId: string } & CreditRepaymentPayload>({
      query: ({ companyId, ...body }) => ({ url: `/api/operator/credit-accounts/${encodeURIComponent(companyId)}/repayments/`, method: 'POST', body: definedOnly(body) }),
      invalidatesTags: (_result, error, { companyId }) => (error ? [] : [accountsTag, accountTag(companyId), creditTag, { type: 'Payout', id: 'RECONCILIATION' }]),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListOperatorCreditAccountsQuery, useGetOperatorCreditAccountQuery, useRecordOperatorCreditRepaymentMutation } = operatorCreditAccountsApi;
