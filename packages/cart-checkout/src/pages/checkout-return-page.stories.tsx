import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createCheckoutHandlers, mockSessionId } from '../mocks/checkout-handlers';
import { mockProject } from '../mocks/fixtures';
import { mockApi, mockStore, withCartRoute } from '../mocks/story-parameters';
import { CheckoutReturnPage } from './checkout-return-page';

const url = `/checkout-return?session_id=${mockSessionId}`;
const session = (sessionStatus: 'open' | 'complete' | 'expired') => mockApi({}, ...createCheckoutHandlers({ sessionStatus }));

const meta = {
  title: 'Cart/Pages/Checkout return',
  component: CheckoutReturnPage,
  decorators: [withCartRoute],
  parameters: {
    route: { path: '/checkout-return', url, outletContext: { selectedProjectId: mockProject.id } },
    store: mockStore(),
    msw: session('complete'),
  },
} satisfies Meta<typeof CheckoutReturnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: the order number and one purchase order per supplier. */
export const OrderPlaced: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Order ORD-100001 placed' })).toBeInTheDocument();
  },
};

/** The provider has not confirmed yet: the page asks again every two seconds. */
export const Waiting: Story = {
  parameters: { msw: session('open') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Waiting for the payment to be confirmed' })).toBeInTheDocument();
  },
};

/** The session expired unpaid: nothing charged, the cart kept. */
export const NotCompleted: Story = {
  parameters: { msw: session('expired') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'The payment was not completed' })).toBeInTheDocument();
  },
};

/** An order placed on business credit: its purchase orders with their items, and the credit left. */
export const PlacedOnTerms: Story = {
  parameters: {
    route: { path: '/checkout-return', url: '/checkout-return?order_id=order-terms-1', outletContext: { selectedProjectId: mockProject.id } },
    msw: mockApi({}, ...createCheckoutHandlers({ credit: 'approved' })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Order ORD-100002 placed on terms' })).toBeInTheDocument();
  },
};
