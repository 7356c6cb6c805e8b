import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { builderUserResponse, errorBody, unconfirmedBuilderUserResponse } from '../../mocks/fixtures';
import { failingHandler, pendingHandler } from '../../mocks/handlers';
import { signedInAs } from '../../mocks/signed-in-state';
import { mockApi, mockStore } from '../../mocks/story-parameters';
import { EmailVerificationBanner } from './email-verification-banner';

const meta = {
  title: 'Auth/EmailVerificationBanner',
  component: EmailVerificationBanner,
  parameters: {
    store: mockStore(signedInAs(unconfirmedBuilderUserResponse)),
    msw: mockApi({ signedIn: true, user: unconfirmedBuilderUserResponse }),
  },
} satisfies Meta<typeof EmailVerificationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const sendAgain = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Send it again' }));
  return canvas;
};

/** Above every page of the app while the signed-in user's address is unconfirmed. */
export const Unconfirmed: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Email confirmation' })).toHaveTextContent(
      `Confirm your email address: we sent a link to ${builderUserResponse.email}.`,
    );
  },
};

/** While the new link is on its way: the button ignores further presses. */
export const Sending: Story = {
  parameters: { msw: mockApi({ signedIn: true, user: unconfirmedBuilderUserResponse }, pendingHandler('post', '/api/auth/verify_email/resend/')) },
  play: async ({ canvasElement }) => {
    const canvas = await sendAgain(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Send it again/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A new link sent: the answer says where. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await sendAgain(canvasElement);
    await expect(await canvas.findByText(`We sent a new confirmation link to ${builderUserResponse.email}.`)).toBeVisible();
  },
};

/** Asked too often: the API's reason instead. */
export const RateLimited: Story = {
  parameters: {
    msw: mockApi(
      { signedIn: true, user: unconfirmedBuilderUserResponse },
      failingHandler('post', '/api/auth/verify_email/resend/', 429, errorBody('rate_limited', 'Too many requests. Try again in a minute.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await sendAgain(canvasElement);
    await expect(await canvas.findByText('Too many requests. Try again in a minute.')).toBeVisible();
  },
};

/** A confirmed user: no banner at all. */
export const Confirmed: Story = {
  parameters: { store: mockStore(signedInAs(builderUserResponse)), msw: mockApi({ signedIn: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Email confirmation' })).toBeNull();
  },
};
