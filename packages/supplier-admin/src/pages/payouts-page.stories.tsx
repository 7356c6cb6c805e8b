import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { createSupplierHandlers, failingHandler, pendingHandler } from '../mocks/handlers';
import { createPayoutHandlers, mockAccountWithoutBanking, mockStripeAccountToSetUp, type PayoutMockOptions } from '../mocks/payout-handlers';
import { mockStore, withRoute } from '../mocks/story-parameters';
import { PayoutsPage } from './payouts-page';

const api = (options: PayoutMockOptions = {}, ...overrides: ReturnType<typeof failingHandler>[]) => ({ handlers: [...overrides, ...createPayoutHandlers(options), ...createSupplierHandlers()] });

const meta = {
  title: 'Supplier admin/Pages/Payouts',
  component: PayoutsPage,
  decorators: [withRoute],
  parameters: { route: { path: '/supplier/payouts', url: '/supplier/payouts' }, store: mockStore(), msw: api() },
} satisfies Meta<typeof PayoutsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid to the banking details on file, at 5% commission, with three payouts. */
export const ReadyInTheSandbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Paid to the banking details on file: Northwind Lumber Co., account ••••6789.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Payout of Nov 20, 2026' })).toBeVisible();
  },
};

/** No banking details yet: what is missing, and where to add them. */
export const MissingBankingDetails: Story = {
  parameters: { msw: api({ account: mockAccountWithoutBanking }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Add banking details' })).toBeVisible();
  },
};

/** On Stripe, onboarding not finished: "Set up payouts" opens Stripe's page. */
export const StripeToSetUp: Story = {
  parameters: { msw: api({ account: mockStripeAccountToSetUp }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Set up payouts' })).toBeVisible();
  },
};

/** No payout yet. */
export const NoPayouts: Story = {
  parameters: { msw: api({ payouts: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No payouts yet')).toBeVisible();
  },
};

/** While the set-up and the payouts load. */
export const Loading: Story = {
  parameters: { msw: api({}, pendingHandler('get', '/api/supplier/payout_account/'), pendingHandler('get', '/api/supplier/payouts/')) },
};

/** The payouts could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: api({}, failingHandler('get', '/api/supplier/payouts/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load your payouts' })).toBeVisible();
  },
};
