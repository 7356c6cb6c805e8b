import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockPassword, mockToken, validationErrorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore } from '../mocks/story-parameters';
import { withRoute } from '../mocks/story-route';
import { CreateAccountPage } from './create-account-page';

const meta = {
  title: 'Auth/Pages/CreateAccount',
  component: CreateAccountPage,
  decorators: [withRoute],
  parameters: {
    route: { path: 'create_account', url: `/create_account?token=${mockToken}` },
    store: mockStore(),
    msw: mockApi(),
  },
} satisfies Meta<typeof CreateAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^First name/), 'Ray');
  await userEvent.type(canvas.getByLabelText(/^Last name/), 'Moss');
  await userEvent.type(canvas.getByLabelText(/^Password/), mockPassword);
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), mockPassword);
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  return canvas;
}

/** The form opened from an invitation link. */
export const Default: Story = {};

/** A link without its token. */
export const MissingToken: Story = {
  parameters: { route: { path: 'create_account', url: '/create_account' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This invitation link is incomplete')).toBeVisible();
  },
};

/** While the API creates the account. */
export const Submitting: Story = {
  parameters: { msw: mockApi({}, pendingHandler('post', '/api/auth/create_account/')) },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Create account/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The API refuses a field: the message sits under it. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: mockApi(
      {},
      failingHandler(
        'post',
        '/api/auth/create_account/',
        400,
        validationErrorBody({ password: 'This password is too common. Choose another.' }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText('This password is too common. Choose another.')).toBeVisible();
  },
};

/** An expired invitation: the display_error on the form and in the flash message. */
export const ServerError: Story = {
  parameters: { route: { path: 'create_account', url: '/create_account?token=used-token' } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findAllByText('This invitation link has expired or was already used.')).toHaveLength(2);
  },
};

/** Account created and signed in: on to the app home. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    // The flash message fades in: present at once, visible a moment later.
    await expect(await canvas.findByText(/Your account is ready/)).toBeInTheDocument();
  },
};
