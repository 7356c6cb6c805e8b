import { Card, PageHeader, Stack, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useCreateProjectMutation } from '../api/projects-api';
import { ProjectForm } from '../components/project-form/project-form';

/**
 * /projects/add-first: the welcome a builder without any project sees after signing in, outside
 * the main shell. Everything in the app works per project, so this comes first; once saved the
 * builder lands on the app home.
 */
export function AddFirstProjectPage(): ReactElement {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [createProject] = useCreateProjectMutation();
  return (
    <Stack gap="lg" className="mk-first-project-page">
      <PageHeader
        title="Welcome! Let’s set up your first project"
        description="A project is a jobsite. Its delivery address tells you which suppliers deliver there and how soon; your cart and orders are kept per project. You can add more projects later."
      />
      <Card>
        <ProjectForm
          label="Your first project"
          submitLabel="Create project and start shopping"
          submittingLabel="Creating your project"
          errorTitle="We could not create your project"
          fallbackError="We could not create your project. Please try again."
          onSubmit={async (project) => {
            const created = await createProject(project).unwrap();
            dispatch(showFlash({ message: `${created.name} is ready. Find materials for it in the catalogue.`, level: 'success' }));
            await navigate('/', { replace: true });
          }}
        />
      </Card>
    </Stack>
  );
}

export { AddFirstProjectPage as Component };
