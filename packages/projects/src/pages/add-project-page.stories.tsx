import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody, validationErrorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { AddProjectPage } from './add-project-page';

const meta = {
  title: 'Projects/Pages/AddProject',
  component: AddProjectPage,
  decorators: [withRoute],
  parameters: {
    route: { path: '/projects/add', url: '/projects/add' },
    store: mockStore(),
    msw: mockApi(),
  },
} satisfies Meta<typeof AddProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const form = within(await within(canvasElement).findByRole('form', { name: 'Add a project' }));
  await userEvent.type(form.getByLabelText(/^Project name/), 'Dock 4');
  await userEvent.type(form.getByLabelText(/^Street address/), '1 Pier Rd');
  await userEvent.type(form.getByLabelText(/^City/), 'Oakland');
  await userEvent.type(form.getByLabelText(/^State/), 'CA');
  await userEvent.type(form.getByLabelText(/^ZIP code/), '94607');
  await userEvent.click(form.getByRole('button', { name: 'Add project' }));
  return form;
}

/** A blank form. */
export const Default: Story = {};

/** Required fields left empty: each says what it needs. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Add a project' }));
    await userEvent.click(form.getByRole('button', { name: 'Add project' }));
    await expect(await form.findByText('Enter the project name.')).toBeVisible();
  },
};

/** While the project is saved. */
export const Submitting: Story = {
  parameters: { msw: mockApi({}, pendingHandler('post', '/api/projects/')) },
  play: async ({ canvasElement }) => {
    const form = await fillAndSubmit(canvasElement);
    await expect(await form.findByRole('button', { name: /Add project/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The API refuses a field: its message under the field, the input kept. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: mockApi(
      {},
      failingHandler('post', '/api/projects/', 400, validationErrorBody({ postal_code: 'Enter a ZIP code like 94107 or 94107-1234.' })),
    ),
  },
  play: async ({ canvasElement }) => {
    const form = await fillAndSubmit(canvasElement);
    await expect(await form.findByText('Enter a ZIP code like 94107 or 94107-1234.')).toBeVisible();
    await expect(form.getByLabelText(/^Project name/)).toHaveValue('Dock 4');
  },
};

/** A failure with only a display error: over the form and in the flash message. */
export const ServerError: Story = {
  parameters: {
    msw: mockApi({}, failingHandler('post', '/api/projects/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))),
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await within(canvasElement).findAllByText('Something went wrong on our side. Please try again.')).toHaveLength(2);
  },
};

/** Saved: back to the list with a confirmation. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await within(canvasElement).findByText('Dock 4 was added.')).toBeInTheDocument();
  },
};
