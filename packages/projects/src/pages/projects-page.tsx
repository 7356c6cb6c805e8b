import { errorMessage } from '@marketplace/api-client';
import { Card, EmptyState, ErrorState, LinkButton, PageHeader, Stack, showFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { useDeleteProjectMutation, useGetProjectsQuery } from '../api/projects-api';
import { DeleteProjectDialog } from '../components/delete-project-dialog/delete-project-dialog';
import { ProjectsTable } from '../components/projects-table/projects-table';
import { RouterLink } from '../lib/router-link';
import type { ProjectData } from '../model/project';
import { paths } from '../paths';

/** /projects: the company's projects, with add, edit and delete. */
export function ProjectsPage(): ReactElement {
  const dispatch = useDispatch();
  const { data, isLoading, isError, error, refetch, isFetching } = useGetProjectsQuery();
  const [deleteProject, { isLoading: isDeleting }] = useDeleteProjectMutation();
  const [pendingDelete, setPendingDelete] = useState<ProjectData | null>(null);

  async function confirmDelete(project: ProjectData) {
    try {
      await deleteProject(project.id).unwrap();
      dispatch(showFlash({ message: `${project.name} was deleted.`, level: 'success' }));
    } catch (failure) {
      dispatch(showFlash({ message: errorMessage(failure, 'We could not delete this project. Please try again.'), level: 'error' }));
    } finally {
      setPendingDelete(null);
    }
  }

  const addLink = (label: string, variant: 'primary' | 'secondary' = 'primary') => (
    <LinkButton as={RouterLink} href={paths.addProject.href()} variant={variant}>
      {label}
    </LinkButton>
  );
  const projects = data?.results ?? [];

  let content: ReactElement;
  if (isError) {
    content = (
      <ErrorState
        title="We could not load your projects"
        message={errorMessage(error, 'Please try again.')}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  } else if (!isLoading && projects.length === 0) {
    content = (
      <EmptyState
        title="No projects yet"
        description="A project is a jobsite: its delivery address decides which suppliers can deliver and when."
        action={addLink('Add your first project')}
      />
    );
  } else {
    content = (
      <Card padding="none">
        <ProjectsTable projects={projects} isLoading={isLoading} onDelete={setPendingDelete} />
      </Card>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Projects"
        description="Your company’s jobsites. Everyone in your company orders for them."
        actions={projects.length > 0 ? addLink('Add a project') : undefined}
      />
      {content}
      <DeleteProjectDialog
        project={pendingDelete}
        isDeleting={isDeleting}
        onConfirm={(project) => void confirmDelete(project)}
        onCancel={() => setPendingDelete(null)}
      />
    </Stack>
  );
}

export { ProjectsPage as Component };
