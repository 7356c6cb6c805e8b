import { api } from '@marketplace/api-client';
import type { Camelize, ProjectListQuery, ProjectListResponse } from '@marketplace/contracts';
import type { ProjectData, ProjectPayload } from '../model/project';

/** GET /api/projects/ as the client reads it. */
export type ProjectListData = Camelize<ProjectListResponse>;

/** Arguments of PUT /api/projects/{id}/: the id goes in the path, never in the body. */
export interface UpdateProjectArgs {
  id: string;
  project: ProjectPayload;
}

const listTag = { type: 'Project' as const, id: 'LIST' };

/**
 * Projects calls (spec section 7, "Projects"). Other features' data keyed by a project (cart,
 * availability) carries `{ type: 'Project', id }`, so editing or deleting a project refreshes it.
 */
export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<ProjectListData, ProjectListQuery | void>({
      query: (query) => ({ url: '/api/projects/', params: query?.status ? { status: query.status } : undefined }),
      providesTags: (result) => [listTag, ...(result?.results ?? []).map((project) => ({ type: 'Project' as const, id: project.id }))],
    }),
    createProject: build.mutation<ProjectData, ProjectPayload>({
      // Spec: POST /api/projects/ with status active (the API makes every new project active).
      query: (project) => ({ url: '/api/projects/', method: 'POST', body: { ...project, status: 'active' } }),
      invalidatesTags: [listTag],
    }),
    updateProject: build.mutation<ProjectData, UpdateProjectArgs>({
      query: ({ id, project }) => ({ url: `/api/projects/${encodeURIComponent(id)}/`, method: 'PUT', body: project }),
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: 'Project', id }],
    }),
    deleteProject: build.mutation<void, string>({
      query: (id) => ({ url: `/api/projects/${encodeURIComponent(id)}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [listTag, { type: 'Project', id }],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetProjectsQuery, useCreateProjectMutation, useUpdateProjectMutation, useDeleteProjectMutation } = projectsApi;
