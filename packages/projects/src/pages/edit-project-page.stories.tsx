import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { EditProjectPage } from './edit-project-page';

const meta = {
  title: 'Projects/Pages/EditProject',
  component: EditProjectPage,
  decorators: [withRoute],
  parameters: {
    route: { path: '/projects/edit/:projectId', url: '/projects/edit/project-mission-bay' },
    store: mockStore(),
    msw: mockApi(),
  },
} satisfies Meta<typeof EditProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved project in the form, status included. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Edit project' }));
    await expect(form.getByLabelText(/^Project name/)).toHaveValue('Mission Bay Townhomes');
  },
};

/** While the project loads. */
export const Loading: Story = {
  parameters: { msw: mockApi({}, pendingHandler('get', '/api/projects/')) },
};

/** The project could not be loaded. */
export const LoadError: Story = {
  parameters: {
    msw: mockApi({}, failingHandler('get', '/api/projects/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load this project' })).toBeVisible();
  },
};

/** A deleted (or another company's) project. */
export const NotFound: Story = {
  parameters: { route: { path: '/projects/edit/:projectId', url: '/projects/edit/gone' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This project does not exist' })).toBeVisible();
  },
};
