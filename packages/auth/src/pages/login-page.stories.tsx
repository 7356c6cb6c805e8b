import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody, mockPassword, validationErrorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore } from '../mocks/story-parameters';
import { withRoute } from '../mocks/story-route';
import { LoginPage } from './login-page';

const meta = {
  title: 'Auth/Pages/Login',
  component: LoginPage,
  decorators: [withRoute],
  parameters: { route: { path: 'login', url: '/login' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, password = mockPassword) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Email/), 'dana@northbuild.test');
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

/** The empty form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

/** While the API answers: the button is busy and ignores more presses. */
export const Submitting: Story = {
  parameters: { msw: mockApi({}, pendingHandler('post', '/api/auth/login/')) },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Field messages from the form's rules, before anything is sent. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
  },
};

/** The API refuses a field: its message sits under that field. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: mockApi(
      {},
      failingHandler('post', '/api/auth/login/', 400, validationErrorBody({ email: 'No account uses this email.' })),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText('No account uses this email.')).toBeVisible();
  },
};

/** The API's display_error on the form and in the flash message; the input is kept. */
export const ServerError: Story = {
  parameters: {
    msw: mockApi(
      {},
      failingHandler('post', '/api/auth/login/', 400, errorBody('invalid_credentials', 'Incorrect email or password.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'wrong-password-1');
    await expect(await canvas.findAllByText('Incorrect email or password.')).toHaveLength(2);
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('dana@northbuild.test');
  },
};

/** Signed in: a welcome in the flash message, and on to `?next=`. */
export const Success: Story = {
  parameters: { route: { path: 'login', url: '/login?next=%2Forders' } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText('/orders')).toBeVisible();
    // The flash message fades in: present at once, visible a moment later.
    await expect(await canvas.findByText('Welcome back, Dana.')).toBeInTheDocument();
  },
};
