import { Card, LinkButton, PageHeader, Stack, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useCreateProjectMutation } from '../api/projects-api';
import { ProjectForm } from '../components/project-form/project-form';
import { RouterLink } from '../lib/router-link';
import { paths } from '../paths';

/** /projects/add: a new project, active from the start; back to the list once saved. */
export function AddProjectPage(): ReactElement {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [createProject] = useCreateProjectMutation();
  return (
    <Stack gap="lg">
      <PageHeader title="Add a project" description="Suppliers deliver to this address; availability is checked against it." />
      <Card>
        <ProjectForm
          label="Add a project"
          submitLabel="Add project"
          submittingLabel="Adding the project"
          errorTitle="We could not add the project"
          fallbackError="We could not add the project. Please try again."
          secondaryAction={
            <LinkButton as={RouterLink} href={paths.projects.href()} variant="ghost">
              Cancel
            </LinkButton>
          }
          onSubmit={async (project) => {
            const created = await createProject(project).unwrap();
            dispatch(showFlash({ message: `${created.name} was added.`, level: 'success' }));
            await navigate(paths.projects.href());
          }}
        />
      </Card>
    </Stack>
  );
}

export { AddProjectPage as Component };
