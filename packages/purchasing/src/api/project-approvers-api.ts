import { api } from '@marketplace/api-client';
import type { Camelize, ProjectApprovers, ProjectApproversRequest } from '@marketplace/contracts';

/** Who decides on a project's approval requests (decision 0160). */
export type ProjectApproversData = Camelize<ProjectApprovers>;
/** One of them, with their role. */
export type ProjectApproverData = ProjectApproversData['approvers'][number];
/** Body of PUT /api/projects/{id}/approvers/: the whole list, empty for none. */
export type SetProjectApproversArgs = { projectId: string } & Camelize<ProjectApproversRequest>;

/** One project's approvers. */
const approversTag = (projectId: string) => ({ type: 'Project' as const, id: `APPROVERS:${projectId}` });
/**
 * Every project's approvers at once: a role change on the company page may take someone off
 * every project they approved (buyers approve nothing), and it cannot know which projects.
 */
export const allApproversTag = { type: 'Project' as const, id: 'APPROVERS' };

/** A project's approvers: reading and replacing them (owners and admins). */
export const projectApproversApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectApprovers: build.query<ProjectApproversData, string>({
      query: (projectId) => ({ url: `/api/projects/${encodeURIComponent(projectId)}/approvers/` }),
      providesTags: (_result, _error, projectId) => [approversTag(projectId), allApproversTag],
    }),
    setProjectApprovers: build.mutation<ProjectApproversData, SetProjectApproversArgs>({
      query: ({ projectId, ...body }) => ({ url: `/api/projects/${encodeURIComponent(projectId)}/approvers/`, method: 'PUT', body }),
      // The members list names the projects each member approves, and the audit log records the change.
      invalidatesTags: (_result, _error, { projectId }) => [approversTag(projectId), { type: 'Company', id: 'MEMBERS' }, { type: 'Company', id: 'AUDIT' }],
    }),
  }),
  overrideExisting: 'throw',
});

/** React hooks of {@link projectApproversApi}. */
export const { useGetProjectApproversQuery, useSetProjectApproversMutation } = projectApproversApi;
