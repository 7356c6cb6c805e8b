import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { SignInPage } from './sign-in-page';

const meta = {
  title: 'Operator console/Pages/Sign-in',
  component: SignInPage,
  decorators: [withRoute],
  parameters: { route: { path: '/operator/login', url: '/operator/login' }, store: mockStore(), msw: mockApi({ signedIn: false }) },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Email, password and the authenticator's 6-digit code. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Operator sign-in' })).toBeVisible();
  },
};

/** Sent without a code: the form says what it needs before anything is sent. */
export const MissingCode: Story = {
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Operator sign-in' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Email/ }), 'ada@marketplace.test');
    await userEvent.type(form.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(form.getByRole('button', { name: 'Sign in' }));
    await expect(await form.findByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  },
};

/** A code the API refuses: its words, and the code field emptied for the next one. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Operator sign-in' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Email/ }), 'ada@marketplace.test');
    await userEvent.type(form.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.type(form.getByRole('textbox', { name: /^6-digit code/ }), '111111');
    await userEvent.click(form.getByRole('button', { name: 'Sign in' }));
    await expect(await form.findByText('The email, password or code is not right.')).toBeVisible();
  },
};
