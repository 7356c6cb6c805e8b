import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { CreditAccountsPage } from './credit-accounts-page';

const meta = {
  title: 'Operator console/Pages/Credit accounts',
  component: CreditAccountsPage,
  decorators: [withRoute],
  parameters: { route: consoleRoute('/operator/money/credit-accounts'), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof CreditAccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every account, the largest balance owed first: one never repaid, one owing nothing. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 accounts')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Summit Builders' })).toBeVisible();
  },
};

/** No builder has credit on terms yet. */
export const NoAccounts: Story = {
  parameters: { msw: mockApi({ creditAccounts: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No credit accounts yet')).toBeVisible();
  },
};

/** A search no company's name matches (from the URL). */
export const NoMatch: Story = {
  parameters: { route: consoleRoute('/operator/money/credit-accounts', '/operator/money/credit-accounts?q=granite') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No credit accounts match')).toBeVisible();
  },
};

/** The accounts could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/operator/credit-accounts/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load the credit accounts' })).toBeVisible();
  },
};

/** The accounts are on their way. */
export const Loading: Story = {
  parameters: { msw: mockApi({}, pendingHandler('get', '/api/operator/credit-accounts/')) },
};
