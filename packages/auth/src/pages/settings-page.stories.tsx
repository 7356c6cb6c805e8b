import type { UserResponse } from '@marketplace/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { builderUserResponse, supplierUserResponse, validationErrorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { signedInAs } from '../mocks/signed-in-state';
import { mockApi, mockStore } from '../mocks/story-parameters';
import { withRoute } from '../mocks/story-route';
import { SettingsPage } from './settings-page';

const receiver: UserResponse = { ...builderUserResponse, id: 'user-receiver-1', user_type: 'builder_receiver' };

const meta = {
  title: 'Auth/Pages/Settings',
  component: SettingsPage,
  decorators: [withRoute],
  parameters: {
    route: { path: 'settings', url: '/settings' },
    store: mockStore(signedInAs(builderUserResponse)),
    msw: mockApi({ signedIn: true }),
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function invite(canvasElement: HTMLElement, email: string) {
  const form = within(await within(canvasElement).findByRole('form', { name: 'Invite receiver' }));
  await userEvent.type(form.getByLabelText(/^Email/), email);
  await userEvent.click(form.getByRole('button', { name: 'Invite receiver' }));
  return form;
}

/** A builder: account facts, inviting a receiver, signing out. */
export const Default: Story = {};

/** A supplier invites teammates. */
export const Supplier: Story = {
  parameters: {
    store: mockStore(signedInAs(supplierUserResponse)),
    msw: mockApi({ signedIn: true, user: supplierUserResponse }),
  },
};

/** A builder receiver invites nobody. */
export const Receiver: Story = {
  parameters: { store: mockStore(signedInAs(receiver)), msw: mockApi({ signedIn: true, user: receiver }) },
};

/** While the invitation is sent. */
export const Submitting: Story = {
  parameters: { msw: mockApi({ signedIn: true }, pendingHandler('post', '/api/invitations/')) },
  play: async ({ canvasElement }) => {
    const form = await invite(canvasElement, 'site@northbuild.test');
    await expect(await form.findByRole('button', { name: /Invite receiver/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The API refuses the email: its message under the field, its display_error on the form. */
export const ServerError: Story = {
  parameters: {
    msw: mockApi(
      { signedIn: true },
      failingHandler(
        'post',
        '/api/invitations/',
        409,
        validationErrorBody({ email: 'This person already has an account.' }, 'This person is already on the marketplace.'),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const form = await invite(canvasElement, 'dana@northbuild.test');
    await expect(await form.findByText('This person already has an account.')).toBeVisible();
    await expect(await within(canvasElement).findAllByText('This person is already on the marketplace.')).toHaveLength(2);
  },
};

/** Sent: confirmed in the flash message. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await invite(canvasElement, 'site@northbuild.test');
    // The flash message fades in: present at once, visible a moment later.
    await expect(await within(canvasElement).findByText('Invitation sent to site@northbuild.test.')).toBeInTheDocument();
  },
};
