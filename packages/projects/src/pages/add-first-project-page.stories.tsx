import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { validationErrorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { AddFirstProjectPage } from './add-first-project-page';

const meta = {
  title: 'Projects/Pages/AddFirstProject',
  component: AddFirstProjectPage,
  decorators: [withRoute],
  parameters: {
    route: { path: '/projects/add-first', url: '/projects/add-first' },
    store: mockStore(),
    msw: mockApi({ projects: [] }),
  },
} satisfies Meta<typeof AddFirstProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const form = within(await within(canvasElement).findByRole('form', { name: 'Your first project' }));
  await userEvent.type(form.getByLabelText(/^Project name/), 'Harbor Lofts');
  await userEvent.type(form.getByLabelText(/^Street address/), '9 Wharf St');
  await userEvent.type(form.getByLabelText(/^City/), 'Alameda');
  await userEvent.type(form.getByLabelText(/^State/), 'CA');
  await userEvent.type(form.getByLabelText(/^ZIP code/), '94501');
  await userEvent.click(form.getByRole('button', { name: 'Create project and start shopping' }));
  return form;
}

/** The welcome and a blank form. */
export const Default: Story = {};

/** The API refuses the state code. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: mockApi({ projects: [] }, failingHandler('post', '/api/projects/', 400, validationErrorBody({ state: 'Enter the two-letter state code, e.g. CA.' }))),
  },
  play: async ({ canvasElement }) => {
    const form = await fillAndSubmit(canvasElement);
    await expect(await form.findByText('Enter the two-letter state code, e.g. CA.')).toBeVisible();
  },
};

/** Created: on to the app home. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await within(canvasElement).findByText(/The app would now show/)).toBeVisible();
  },
};
