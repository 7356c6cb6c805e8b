import { errorMessage } from '@marketplace/api-client';
import { Card, EmptyState, ErrorState, LinkButton, PageHeader, Skeleton, Stack, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { useGetProjectsQuery, useUpdateProjectMutation } from '../api/projects-api';
import { ProjectForm } from '../components/project-form/project-form';
import { projectFormValuesOf } from '../forms/project-form-schema';
import { RouterLink } from '../lib/router-link';
import { paths } from '../paths';

/** /projects/edit/{projectId}: every field of a project, status included; back to the list once saved. */
export function EditProjectPage(): ReactElement {
  const { projectId = '' } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // The API has no single-project read: the list is small and usually cached already.
  const { data, isLoading, isError, error, refetch, isFetching } = useGetProjectsQuery();
  const [updateProject] = useUpdateProjectMutation();
  const project = data?.results.find((candidate) => candidate.id === projectId);
  const backLink = (
    <LinkButton as={RouterLink} href={paths.projects.href()} variant="ghost">
      Back to projects
    </LinkButton>
  );

  let content: ReactElement;
  if (isLoading) {
    content = (
      <Card>
        <Skeleton count={6} />
      </Card>
    );
  } else if (isError) {
    content = (
      <ErrorState
        title="We could not load this project"
        message={errorMessage(error, 'Please try again.')}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  } else if (!project) {
    content = <EmptyState title="This project does not exist" description="It may have been deleted by someone in your company." action={backLink} />;
  } else {
    content = (
      <Card>
        <ProjectForm
          key={project.id}
          label="Edit project"
          initialValues={projectFormValuesOf(project)}
          withStatus
          submitLabel="Save changes"
          submittingLabel="Saving"
          errorTitle="We could not save the project"
          fallbackError="We could not save the project. Please try again."
          secondaryAction={
            <LinkButton as={RouterLink} href={paths.projects.href()} variant="ghost">
              Cancel
            </LinkButton>
          }
          onSubmit={async (values) => {
            const saved = await updateProject({ id: project.id, project: values }).unwrap();
            dispatch(showFlash({ message: `Changes to ${saved.name} were saved.`, level: 'success' }));
            await navigate(paths.projects.href());
          }}
        />
      </Card>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title="Edit project" description={project?.name} />
      {content}
    </Stack>
  );
}

export { EditProjectPage as Component };
