import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { createSupplierHandlers, failingHandler, pendingHandler } from '../mocks/handlers';
import { createPayoutHandlers, mockPayouts } from '../mocks/payout-handlers';
import { mockStore, withRoute } from '../mocks/story-parameters';
import { PayoutPage } from './payout-page';

const route = (id: string) => ({ path: '/supplier/payouts/:payoutId', url: `/supplier/payouts/${id}` });
const api = (...overrides: ReturnType<typeof failingHandler>[]) => ({ handlers: [...overrides, ...createPayoutHandlers(), ...createSupplierHandlers()] });

const meta = {
  title: 'Supplier admin/Pages/Payout',
  component: PayoutPage,
  decorators: [withRoute],
  parameters: { route: route('payout-3'), store: mockStore(), msw: api() },
} satisfies Meta<typeof PayoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A payout on its way: its two lines, the commission on each, and the statements. */
export const OnItsWay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payout of Nov 20, 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Statement (PDF)' })).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: 'Lines of the payout' })).getAllByRole('row')).toHaveLength(3);
  },
};

/** A paid payout with a line at a category's lower rate. */
export const Paid: Story = {
  parameters: { route: route('payout-2') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('−$74.16 (3%)')).toBeVisible();
  },
};

/** A refund made after an earlier payout of a line is taken back from this one. */
export const RefundTakenBack: Story = {
  parameters: {
    msw: {
      handlers: [
        ...createPayoutHandlers({ payouts: mockPayouts().map((payout) => (payout.id === 'payout-3' ? { ...payout, recovered_cents: 2_580, amount_cents: payout.amount_cents - 2_580 } : payout)) }),
        ...createSupplierHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const facts = within(await within(canvasElement).findByLabelText('Payout details'));
    await expect(facts.getByText('Refunds after earlier payouts')).toBeVisible();
    await expect(facts.getByText('−$25.80')).toBeVisible();
  },
};

/** Another supplier's payout, or a mistyped link. */
export const NotFound: Story = {
  parameters: { route: route('payout-unknown') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not find this payout' })).toBeVisible();
  },
};

/** While the payout loads. */
export const Loading: Story = { parameters: { msw: api(pendingHandler('get', '/api/supplier/payouts/payout-3/')) } };

/** The payout could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: api(failingHandler('get', '/api/supplier/payouts/payout-3/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load this payout' })).toBeVisible();
  },
};
