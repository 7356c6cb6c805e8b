import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ProjectsPage } from './projects-page';

const meta = {
  title: 'projects/ProjectsPage',
  component: ProjectsPage,
  render: () => (
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <ProjectsPage />, handle: { title: 'Projects', access: {} } }])}
    />
  ),
} satisfies Meta<typeof ProjectsPage>;

export default meta;

export const ComingSoon: StoryObj<typeof meta> = {};
