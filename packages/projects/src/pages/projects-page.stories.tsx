import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { ProjectsPage } from './projects-page';

const meta = {
  title: 'Projects/Pages/Projects',
  component: ProjectsPage,
  decorators: [withRoute],
  parameters: {
    route: { path: '/projects', url: '/projects' },
    store: mockStore(),
    msw: mockApi(),
  },
} satisfies Meta<typeof ProjectsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's projects: active, on hold and completed. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('rowheader', { name: 'Mission Bay Townhomes' })).toBeVisible();
  },
};

/** While the projects load: skeleton rows. */
export const Loading: Story = {
  parameters: { msw: mockApi({}, pendingHandler('get', '/api/projects/')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid', { name: 'Projects' })).toBeInTheDocument();
  },
};

/** No project yet: a way to add the first. */
export const Empty: Story = {
  parameters: { msw: mockApi({ projects: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Add your first project' })).toBeVisible();
  },
};

/** The list could not be loaded: the server's message and a retry. */
export const LoadError: Story = {
  parameters: {
    msw: mockApi({}, failingHandler('get', '/api/projects/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load your projects' })).toBeVisible();
  },
};

/** Delete asks first. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete Midtown Sacramento Retrofit' }));
    // The modal renders in a portal, outside the story's canvas.
    await expect(await within(document.body).findByRole('alertdialog', { name: 'Delete Midtown Sacramento Retrofit?' })).toBeVisible();
  },
};

/** A refused delete (the project has open orders): the reason in the flash message. */
export const DeleteRefused: Story = {
  parameters: {
    msw: mockApi(
      {},
      http.delete('/api/projects/:id/', () =>
        HttpResponse.json(errorBody('conflict', 'This project has open orders. Wait until they are delivered or cancelled before deleting it.'), {
          status: 409,
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete Mission Bay Townhomes' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await expect(await within(document.body).findByText(/This project has open orders\./)).toBeInTheDocument();
  },
};
