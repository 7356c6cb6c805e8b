import { api, getBlobInViewerZone } from '@marketplace/api-client';
import type { Camelize, CategoryListResponse, Project, ProjectBudget, ProjectBudgetRequest } from '@marketplace/contracts';

/** A project's budget against what its orders committed and delivered (decision 0162). */
export type ProjectBudgetData = Camelize<ProjectBudget>;
/** One category of the budget. */
export type BudgetCategoryData = ProjectBudgetData['byCategory'][number];
/** One supplier of the budget. */
export type BudgetSupplierData = ProjectBudgetData['bySupplier'][number];
/** Body of PUT /api/projects/{id}/budget/: the total and the parts per category, in cents. */
export type SetProjectBudgetArgs = { projectId: string } & Required<Camelize<ProjectBudgetRequest>>;
/** A category of the catalogue a budget may be split by. */
export type BudgetCategoryChoice = { id: string; name: string };

const budgetTag = (projectId: string) => ({ type: 'Project' as const, id: `BUDGET:${projectId}` });

/** The budget page's calls: the budget, setting it, the project's name and the catalogue's categories. */
export const budgetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectBudget: build.query<ProjectBudgetData, string>({
      query: (projectId) => ({ url: `/api/projects/${encodeURIComponent(projectId)}/budget/` }),
      providesTags: (_result, _error, projectId) => [budgetTag(projectId)],
    }),
    setProjectBudget: build.mutation<ProjectBudgetData, SetProjectBudgetArgs>({
      query: ({ projectId, ...body }) => ({ url: `/api/projects/${encodeURIComponent(projectId)}/budget/`, method: 'PUT', body }),
      // The audit log records every budget set.
      invalidatesTags: (_result, _error, { projectId }) => [budgetTag(projectId), { type: 'Company', id: 'AUDIT' }],
    }),
    // The page names its project; the projects feature keeps its own calls, this one reads the name only.
    getBudgetProject: build.query<Pick<Camelize<Project>, 'id' | 'name'>, string>({
      query: (projectId) => ({ url: `/api/projects/${encodeURIComponent(projectId)}/` }),
      providesTags: (_result, _error, projectId) => [{ type: 'Project', id: projectId }],
    }),
    // The catalogue's top-level categories (what orders are summed by), for the budget's parts.
    listBudgetCategories: build.query<BudgetCategoryChoice[], void>({
      query: () => ({ url: '/api/category/', params: { limit: 100 } }),
      transformResponse: (response: Camelize<CategoryListResponse>) => response.results.map(({ id, name }) => ({ id, name })),
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
  }),
  overrideExisting: 'throw',
});

/** React hooks of {@link budgetsApi}. */
export const { useGetProjectBudgetQuery, useSetProjectBudgetMutation, useGetBudgetProjectQuery, useListBudgetCategoriesQuery } = budgetsApi;

/** The budget as CSV (GET /api/projects/{id}/budget.csv), with the session's cookies; the file route takes no trailing slash. */
export function fetchProjectBudgetCsv(projectId: string): Promise<Blob> {
  return getBlobInViewerZone(`/api/projects/${encodeURIComponent(projectId)}/budget.csv`, { asGiven: true });
}
