import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody, validationErrorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore } from '../mocks/story-parameters';
import { withRoute } from '../mocks/story-route';
import { PasswordResetPage } from './password-reset-page';

const meta = {
  title: 'Auth/Pages/PasswordReset',
  component: PasswordResetPage,
  decorators: [withRoute],
  parameters: { route: { path: 'password/reset', url: '/password/reset' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof PasswordResetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function requestLink(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Email/), 'dana@northbuild.test');
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
  return canvas;
}

/** The empty form. */
export const Default: Story = {};

/** While the API sends the link. */
export const Submitting: Story = {
  parameters: { msw: mockApi({}, pendingHandler('post', '/api/auth/password_reset/')) },
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Send reset link/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The API refuses the email field. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: mockApi(
      {},
      failingHandler('post', '/api/auth/password_reset/', 400, validationErrorBody({ email: 'Enter a valid email address.' })),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement);
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
  },
};

/** Too many requests: the display_error on the form and in the flash message. */
export const ServerError: Story = {
  parameters: {
    msw: mockApi(
      {},
      failingHandler('post', '/api/auth/password_reset/', 429, errorBody('rate_limited', 'Too many attempts. Try again later.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement);
    await expect(await canvas.findAllByText('Too many attempts. Try again later.')).toHaveLength(2);
  },
};

/** Sent: check your inbox. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
  },
};
