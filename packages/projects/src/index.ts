export {
  projectsApi,
  useCreateProjectMutation,
  useDeleteProjectMutation,
  useGetProjectsQuery,
  useUpdateProjectMutation,
} from './api/projects-api';
export type { ProjectListData, UpdateProjectArgs } from './api/projects-api';
export { ProjectForm } from './components/project-form/project-form';
export type { ProjectFormProps } from './components/project-form/project-form';
export { ProjectPicker } from './components/project-picker/project-picker';
export type { ProjectPickerProps } from './components/project-picker/project-picker';
export { formatAddress, formatDateRange, projectStatusLabels } from './model/project';
export type { ProjectData, ProjectPayload } from './model/project';
export { AddFirstProjectPage } from './pages/add-first-project-page';
export { AddProjectPage } from './pages/add-project-page';
export { EditProjectPage } from './pages/edit-project-page';
export { ProjectsPage } from './pages/projects-page';
export { paths, projectsRoutes, projectsStandaloneRoutes } from './routes';
