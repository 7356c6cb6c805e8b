import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { builderUserResponse, errorBody, supplierUserResponse } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { signedInAs } from '../mocks/signed-in-state';
import { mockApi, mockStore } from '../mocks/story-parameters';
import { withRoute } from '../mocks/story-route';
import { ProfilePage } from './profile-page';

const meta = {
  title: 'Auth/Pages/Profile',
  component: ProfilePage,
  decorators: [withRoute],
  parameters: {
    route: { path: 'profile', url: '/profile' },
    store: mockStore(signedInAs(builderUserResponse)),
    msw: mockApi({ signedIn: true }),
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function renameTo(canvasElement: HTMLElement, firstName: string) {
  const form = within(await within(canvasElement).findByRole('form', { name: 'Your name' }));
  await userEvent.clear(form.getByLabelText(/^First name/));
  await userEvent.type(form.getByLabelText(/^First name/), firstName);
  await userEvent.click(form.getByRole('button', { name: 'Save name' }));
  return form;
}

/** A builder who has accepted the terms. */
export const Default: Story = {};

/** A supplier who has not accepted the terms yet. */
export const TermsPending: Story = {
  parameters: {
    store: mockStore(signedInAs(supplierUserResponse)),
    msw: mockApi({ signedIn: true, user: supplierUserResponse }),
  },
};

/** While the name is saved. */
export const Submitting: Story = {
  parameters: { msw: mockApi({ signedIn: true }, pendingHandler('post', '/api/users/change_data/')) },
  play: async ({ canvasElement }) => {
    const form = await renameTo(canvasElement, 'Danielle');
    await expect(await form.findByRole('button', { name: /Save name/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A wrong current password: the API's field message under the field. */
export const ServerFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Change password' }));
    await userEvent.type(form.getByLabelText(/^Current password/), 'not-my-password');
    await userEvent.type(form.getByLabelText(/^New password/), 'steel-beam-2030');
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'steel-beam-2030');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByText('This is not your current password.')).toBeVisible();
  },
};

/** A failure with only a display_error: on the form and in the flash message. */
export const ServerError: Story = {
  parameters: {
    msw: mockApi(
      { signedIn: true },
      failingHandler('post', '/api/users/change_data/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.')),
    ),
  },
  play: async ({ canvasElement }) => {
    await renameTo(canvasElement, 'Danielle');
    await expect(
      await within(canvasElement).findAllByText('Something went wrong on our side. Please try again.'),
    ).toHaveLength(2);
  },
};

/** Saved: the new name everywhere, and a confirmation in the flash message. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await renameTo(canvasElement, 'Danielle');
    // The flash message fades in: present at once, visible a moment later.
    await expect(await within(canvasElement).findByText('Your name has been saved.')).toBeInTheDocument();
  },
};
