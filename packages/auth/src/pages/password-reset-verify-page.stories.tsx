import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockPassword, mockToken, validationErrorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore } from '../mocks/story-parameters';
import { withRoute } from '../mocks/story-route';
import { PasswordResetVerifyPage } from './password-reset-verify-page';

const meta = {
  title: 'Auth/Pages/PasswordResetVerify',
  component: PasswordResetVerifyPage,
  decorators: [withRoute],
  parameters: {
    route: { path: 'password/reset_verify', url: `/password/reset_verify?token=${mockToken}` },
    store: mockStore(),
    msw: mockApi(),
  },
} satisfies Meta<typeof PasswordResetVerifyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choosePassword(canvasElement: HTMLElement, confirmation = mockPassword) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^New password/), mockPassword);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
  return canvas;
}

/** The form opened from the reset email. */
export const Default: Story = {};

/** A link without its token. */
export const MissingToken: Story = {
  parameters: { route: { path: 'password/reset_verify', url: '/password/reset_verify' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This reset link is incomplete')).toBeVisible();
  },
};

/** The two passwords differ. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choosePassword(canvasElement, 'timber-frame-43');
    await expect(await canvas.findByText('The passwords do not match.')).toBeVisible();
  },
};

/** While the API saves the password. */
export const Submitting: Story = {
  parameters: { msw: mockApi({}, pendingHandler('post', '/api/auth/password_reset/confirm/')) },
  play: async ({ canvasElement }) => {
    const canvas = await choosePassword(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Save new password/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The API refuses the password: the message sits under it. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: mockApi(
      {},
      failingHandler(
        'post',
        '/api/auth/password_reset/confirm/',
        400,
        validationErrorBody({ password: 'This password is too common. Choose another.' }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await choosePassword(canvasElement);
    await expect(await canvas.findByText('This password is too common. Choose another.')).toBeVisible();
  },
};

/** An expired link: the display_error on the form and in the flash message. */
export const ServerError: Story = {
  parameters: { route: { path: 'password/reset_verify', url: '/password/reset_verify?token=expired' } },
  play: async ({ canvasElement }) => {
    const canvas = await choosePassword(canvasElement);
    await expect(await canvas.findAllByText('This reset link has expired or was already used.')).toHaveLength(2);
  },
};

/** Saved: on to sign in, with the confirmation in the flash message. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choosePassword(canvasElement);
    await expect(await canvas.findByText('/login')).toBeVisible();
    // The flash message fades in: present at once, visible a moment later.
    await expect(await canvas.findByText(/Your password has been reset/)).toBeInTheDocument();
  },
};
