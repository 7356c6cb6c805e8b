import { api } from '@marketplace/api-client';
import type { AccountCodes, AccountCodesRequest, Camelize, CategoryListResponse } from '@marketplace/contracts';

/** The company's category → account table for the bookkeeping export (decision 0610). */
export type AccountCodesData = Camelize<AccountCodes>;
/** One category's account, with its name (and its parent's, for a sub-category). */
export type CategoryAccountData = AccountCodesData['categories'][number];
/** Body of PUT /api/company/account-codes/: the whole table, replacing it. */
export type SaveAccountCodesArgs = Required<Camelize<AccountCodesRequest>>;
/** A catalogue category the table may map: a top-level one, or a sub-category named with its parent. */
export type AccountCategoryChoice = { id: string; name: string; parentName: string | null };

/** Under the company page's `Company` tag; every change is audited, so the log is read again. */
const accountCodesTag = { type: 'Company' as const, id: 'ACCOUNT_CODES' };

/** Reading (every member) and replacing (owners and admins) the account codes, and the categories to choose from. */
export const accountCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountCodes: build.query<AccountCodesData, void>({
      query: () => ({ url: '/api/company/account-codes/' }),
      providesTags: [accountCodesTag],
    }),
    saveAccountCodes: build.mutation<AccountCodesData, SaveAccountCodesArgs>({
      query: (body) => ({ url: '/api/company/account-codes/', method: 'PUT', body }),
      invalidatesTags: [accountCodesTag, { type: 'Company', id: 'AUDIT' }],
    }),
    // The catalogue's categories with their sub-categories: a sub-category may have an account of its own.
    listAccountCategories: build.query<AccountCategoryChoice[], void>({
      query: () => ({ url: '/api/category/', params: { limit: 100, fetchSubCategories: true } }),
      transformResponse: (response: Camelize<CategoryListResponse>) =>
        response.results.flatMap((category) => [
          { id: category.id, name: category.name, parentName: null },
          ...(category.subCategories ?? []).map((sub) => ({ id: sub.id, name: sub.name, parentName: category.name })),
        ]),
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
  }),
  overrideExisting: 'throw',
});

/** React hooks of {@link accountCodesApi}. */
export const { useGetAccountCodesQuery, useSaveAccountCodesMutation, useListAccountCategoriesQuery } = accountCodesApi;
