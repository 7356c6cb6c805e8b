import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody, mockPassword, validationErrorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore } from '../mocks/story-parameters';
import { withRoute } from '../mocks/story-route';
import { SignupPage } from './signup-page';

const meta = {
  title: 'Auth/Pages/Signup',
  component: SignupPage,
  decorators: [withRoute],
  parameters: { route: { path: 'signup', url: '/signup' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^First name/), 'Kim');
  await userEvent.type(canvas.getByLabelText(/^Last name/), 'Novak');
  await userEvent.type(canvas.getByLabelText(/^Company name/), 'New Build');
  await userEvent.type(canvas.getByLabelText(/^Work email/), 'kim@newbuild.test');
  await userEvent.type(canvas.getByLabelText(/^Password/), mockPassword);
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), mockPassword);
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  return canvas;
}

/** The empty form; builder is preselected. */
export const Default: Story = {};

/** While the API creates the account. */
export const Submitting: Story = {
  parameters: { msw: mockApi({}, pendingHandler('post', '/api/auth/signup/')) },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Create account/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The API refuses fields: each message under its field. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: mockApi(
      {},
      failingHandler(
        'post',
        '/api/auth/signup/',
        400,
        validationErrorBody({
          email: 'An account already uses this email.',
          company_name: 'A company with this name already exists.',
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText('An account already uses this email.')).toBeVisible();
    await expect(canvas.getByText('A company with this name already exists.')).toBeVisible();
  },
};

/** A failure with only a display_error: on the form and in the flash message. */
export const ServerError: Story = {
  parameters: {
    msw: mockApi(
      {},
      failingHandler('post', '/api/auth/signup/', 503, errorBody('service_unavailable', 'Sign-up is paused for maintenance.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findAllByText('Sign-up is paused for maintenance.')).toHaveLength(2);
  },
};

/** Account created, nobody signed in: the emailed link finishes signing up. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(canvas.getByText('kim@newbuild.test')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};
