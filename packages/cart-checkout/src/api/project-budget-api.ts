import { api } from '@marketplace/api-client';
import type { Camelize, ProjectBudget } from '@marketplace/contracts';

/** What checkout reads of the project's budget: the total and what remains of it. */
export type CheckoutBudget = Pick<Camelize<ProjectBudget>, 'amountCents' | 'remainingCents' | 'currency'>;

/**
 * The project's budget as checkout weighs the order against it (decision 0162). Its own endpoint
 * name: the purchasing screens read the whole budget under theirs, and both may be loaded.
 */
export const projectBudgetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutBudget: build.query<CheckoutBudget, string>({
      query: (projectId) => ({ url: `/api/projects/${encodeURIComponent(projectId)}/budget/` }),
      transformResponse: ({ amountCents, remainingCents, currency }: Camelize<ProjectBudget>) => ({ amountCents, remainingCents, currency }),
      providesTags: (_result, _error, projectId) => [{ type: 'Project', id: `BUDGET:${projectId}` }],
    }),
  }),
  overrideExisting: 'throw',
});

/** React hook of {@link projectBudgetApi}. */
export const { useGetCheckoutBudgetQuery } = projectBudgetApi;
