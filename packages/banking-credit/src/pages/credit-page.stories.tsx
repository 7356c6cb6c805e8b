import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody, mockApplications } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { whenPressable } from '../test/when-pressable';
import { CreditPage } from './credit-page';

const meta = {
  title: 'Banking credit/Pages/Credit',
  component: CreditPage,
  decorators: [withRoute],
  parameters: {
    route: { path: '/credit', url: '/credit' },
    store: mockStore(),
    msw: mockApi(),
  },
} satisfies Meta<typeof CreditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Links a bank through the sandbox dialog: choose it, sign in, link. */
async function linkBank(canvasElement: HTMLElement, bank: RegExp, password = 'pass_good') {
  const canvas = within(canvasElement);
  const buttons = await canvas.findAllByRole('button', { name: 'Link a bank account' });
  await userEvent.click(await whenPressable(buttons[0]!));
  const dialog = within(await body().findByRole('dialog', { name: 'Link your bank (sandbox)' }));
  await userEvent.click(await dialog.findByRole('radio', { name: bank }));
  await userEvent.type(dialog.getByLabelText(/Username/), 'user_good');
  await userEvent.type(dialog.getByLabelText(/Password/), password);
  await userEvent.click(dialog.getByRole('button', { name: 'Link bank' }));
}

/** No application yet: the first step of the form, the linked accounts. */
export const NotApplied: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: 'Credit application' })).toBeVisible();
  },
};

/** While the credit loads. */
export const Loading: Story = {
  parameters: { msw: mockApi({}, pendingHandler('get', '/api/preapproval-application'), pendingHandler('get', '/api/bank-enrollment/accounts')) },
};

/** The credit could not be loaded: the server's message and a retry. */
export const LoadError: Story = {
  parameters: {
    msw: mockApi({}, failingHandler('get', '/api/preapproval-application', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Something went wrong on our side. Please try again.')).toBeVisible();
  },
};

/** No bank linked yet. */
export const NoBankLinked: Story = {
  parameters: { msw: mockApi({ accounts: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No bank linked yet')).toBeVisible();
  },
};

/** A draft left on the financials step resumes there. */
export const DraftResumed: Story = {
  parameters: { msw: mockApi({ application: mockApplications.draftOnFinancials }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Financials' })).toBeVisible();
  },
};

/** A complete draft on the review step, with the balance verified now. */
export const ReadyToSubmit: Story = {
  parameters: { msw: mockApi({ application: mockApplications.draftOnReview }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/it covers the requested limit/)).toBeVisible();
  },
};

/** Submitted, waiting for the credit team. */
export const UnderReview: Story = {
  parameters: { msw: mockApi({ application: mockApplications.submitted }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Under review')).toBeVisible();
  },
};

/** Approved, with open orders on terms using part of the limit. */
export const Approved: Story = {
  parameters: { msw: mockApi({ application: mockApplications.approved, usedCents: 649_500 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('$43,505.00')).toBeVisible();
  },
};

/** Declined, with the reasons and a way to apply again. */
export const Declined: Story = {
  parameters: { msw: mockApi({ application: mockApplications.declined }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Apply again' })).toBeVisible();
  },
};

/** The sandbox bank-selection dialog, open. */
export const SandboxDialog: Story = {
  play: async ({ canvasElement }) => {
    const buttons = await within(canvasElement).findAllByRole('button', { name: 'Link a bank account' });
    await userEvent.click(await whenPressable(buttons[0]!));
    await expect(await body().findByRole('radio', { name: /First Platypus Bank/ })).toBeInTheDocument();
  },
};

/** Flash: the public token was saved (success). */
export const FlashBankEnrollmentAdded: Story = {
  play: async ({ canvasElement }) => {
    await linkBank(canvasElement, /Tattersall Credit Union/);
    await expect(await body().findByText('Bank Enrollment has been added successfully')).toBeVisible();
  },
};

/** Flash: sending the public token failed, with the server's display_error (error). */
export const FlashPublicTokenFailed: Story = {
  play: async ({ canvasElement }) => {
    await linkBank(canvasElement, /Expired Token Bank/);
    await expect(await body().findByText('The bank connection expired before it was saved. Link your bank again.')).toBeVisible();
  },
};

/** Flash: sending the public token failed without a display_error (error). */
export const FlashPublicTokenFailedFallback: Story = {
  parameters: { msw: mockApi({}, failingHandler('post', '/api/bank-enrollment/public-token', 500, {})) },
  play: async ({ canvasElement }) => {
    await linkBank(canvasElement, /First Platypus Bank/);
    await expect(await body().findByText('Failed to send public token')).toBeVisible();
  },
};

/** Flash: the bank-link dialog exited with the bank's message (error). */
export const FlashLinkExitFailed: Story = {
  play: async ({ canvasElement }) => {
    await linkBank(canvasElement, /Outage Savings Bank/);
    await expect(await body().findByText('This bank is not responding right now. Try again later or choose another bank.')).toBeVisible();
  },
};

/** Flash: the bank-link dialog exited with an error that has no message (error). */
export const FlashLinkExitFailedFallback: Story = {
  parameters: { msw: mockApi({}, failingHandler('post', '/api/bank-enrollment/sandbox/sign-in', 502, {})) },
  play: async ({ canvasElement }) => {
    await linkBank(canvasElement, /First Platypus Bank/);
    await expect(await body().findByText('Failed to load Plaid')).toBeVisible();
  },
};

/** Flash: the link token could not be fetched (error). */
export const FlashLinkTokenFailed: Story = {
  parameters: { msw: mockApi({}, failingHandler('post', '/api/bank-enrollment/link-token', 502, errorBody('bank_link_failed', 'Plaid is down.'))) },
  play: async () => {
    await expect(await body().findByText('Failed to initialize Plaid')).toBeVisible();
  },
};
