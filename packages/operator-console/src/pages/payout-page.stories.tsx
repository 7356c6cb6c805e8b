import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { PayoutPage } from './payout-page';

const route = (id: string) => consoleRoute('/operator/money/payouts/:payoutId', `/operator/money/payouts/${id}`);

const meta = {
  title: 'Operator console/Pages/Payout',
  component: PayoutPage,
  decorators: [withRoute],
  parameters: { route: route('payout-3'), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof PayoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A payout the bank has not taken yet: its lines, commission, the last attempt and the statement. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The bank did not answer; retrying.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Statement (CSV)' })).toBeVisible();
  },
};

/** A paid payout at a category's lower rate. */
export const Paid: Story = {
  parameters: { route: route('payout-2') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('3%')).toBeVisible();
  },
};

/** A mistyped link. */
export const NotFound: Story = {
  parameters: { route: route('payout-unknown') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not find this payout' })).toBeVisible();
  },
};
