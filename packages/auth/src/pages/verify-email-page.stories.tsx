import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { builderUserResponse, mockToken, unconfirmedBuilderUserResponse } from '../mocks/fixtures';
import { pendingHandler } from '../mocks/handlers';
import { signedInAs } from '../mocks/signed-in-state';
import { mockApi, mockStore } from '../mocks/story-parameters';
import { withRoute } from '../mocks/story-route';
import { VerifyEmailPage } from './verify-email-page';

const route = (url: string) => ({ path: 'verify_email', url });

const meta = {
  title: 'Auth/Pages/VerifyEmail',
  component: VerifyEmailPage,
  decorators: [withRoute],
  parameters: {
    route: route(`/verify_email?token=${mockToken}`),
    store: mockStore(),
    msw: mockApi({ user: unconfirmedBuilderUserResponse }),
  },
} satisfies Meta<typeof VerifyEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link from the sign-up email, while the API confirms it. */
export const Confirming: Story = {
  parameters: { msw: mockApi({}, pendingHandler('post', '/api/auth/verify_email/')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Confirming your email address…')).toBeVisible();
  },
};

/** Confirmed and signed in: on to the app home, with the confirmation in the flash message. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('/')).toBeVisible();
    // The flash message fades in: present at once, visible a moment later.
    await expect(await canvas.findByText('Your email address is confirmed.')).toBeInTheDocument();
  },
};

/** A link without its token. */
export const MissingToken: Story = {
  parameters: { route: route('/verify_email') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This confirmation link is incomplete')).toBeVisible();
  },
};

/** A used or expired link, opened signed out: sign in, and the app offers a new link. */
export const RefusedSignedOut: Story = {
  parameters: { route: route('/verify_email?token=used') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/This confirmation link is invalid, used or expired/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in to get a new link' })).toBeVisible();
  },
};

/** A used or expired link, opened by the signed-in, unconfirmed owner: a new link from here. */
export const RefusedSignedIn: Story = {
  parameters: {
    route: route('/verify_email?token=used'),
    store: mockStore(signedInAs(unconfirmedBuilderUserResponse)),
    msw: mockApi({ signedIn: true, user: unconfirmedBuilderUserResponse }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send me a new link' }));
    await expect(await canvas.findByText(`We sent a new confirmation link to ${builderUserResponse.email}.`)).toBeVisible();
  },
};

/** An old link opened after the address was confirmed: nothing left to do. */
export const AlreadyConfirmed: Story = {
  parameters: {
    route: route('/verify_email?token=used'),
    store: mockStore(signedInAs(builderUserResponse)),
    msw: mockApi({ signedIn: true }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Go to the app' })).toBeVisible();
  },
};
