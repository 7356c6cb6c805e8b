import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockOrder, mockOrderId, mockOrderWithBalanceDue, mockOrderWithRefunds } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withOrdersRoute } from '../mocks/story-parameters';
import { OrderPage } from './order-page';

const route = (orderId = mockOrderId) => ({
  route: { path: '/orders/:orderId', url: `/orders/${orderId}`, outletContext: { selectedProjectId: 'proj-maple' } },
});

const meta = {
  title: 'Orders/Pages/Order summary',
  component: OrderPage,
  decorators: [withOrdersRoute],
  parameters: { ...route(), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under way: studs shipped (receipt to confirm), plywood confirmed, concrete delivered with its signed ticket. */
export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order ORD-1001' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Confirm receipt' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download delivery-ticket-signed.pdf' })).toBeInTheDocument();
  },
};

/** Northside proposes a later date and a higher price for the plywood: the builder accepts or not. */
export const TermsPending: Story = {
  parameters: { msw: mockApi({ orders: [mockOrder('terms_pending')] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'New terms to review' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Accept new terms' })).toBeInTheDocument();
  },
};

/** The builder refuses the new terms: per item, send it back at the original terms or cancel it, with a note. */
export const RefusingTerms: Story = {
  parameters: { msw: mockApi({ orders: [mockOrder('terms_pending')] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Refuse new terms' }));
    const form = canvas.getByRole('form', { name: 'Refuse new terms' });
    await expect(within(form).getByRole('button', { name: 'Send refusal' })).toBeInTheDocument();
    await expect(within(form).getByRole('textbox', { name: /Note to the supplier/ })).toBeInTheDocument();
  },
};

/** The builder accepted a higher price on a card order: the difference is paid before those items ship. */
export const BalanceDue: Story = {
  parameters: { msw: mockApi({ orders: [mockOrderWithBalanceDue()] }) },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole('region', { name: 'New prices accepted: $18.00 to pay before these items ship' });
    await expect(within(notice).getByRole('button', { name: 'Pay $18.00' })).toBeInTheDocument();
  },
};

/** Paying the difference in the sandbox: the checkout's card form, for exactly what is owed. */
export const PayingTheBalance: Story = {
  parameters: { msw: mockApi({ orders: [mockOrderWithBalanceDue()] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay $18.00' }));
    const form = await canvas.findByRole('form', { name: 'Card payment' });
    await expect(within(form).getByRole('button', { name: 'Pay $18.00' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  },
};

/** Money given back: a cancelled line refunded to the card, and an accepted shortage still pending. */
export const WithRefunds: Story = {
  parameters: { msw: mockApi({ orders: [mockOrderWithRefunds()] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refunds = await canvas.findByRole('region', { name: 'Refunds' });
    await expect(within(refunds).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(canvas.getByRole('region', { name: 'Order details' })).getByText('$402.50')).toBeInTheDocument();
  },
};

/** Every item delivered and received: nothing left to confirm. */
export const Completed: Story = {
  parameters: { msw: mockApi({ orders: [mockOrder('completed')] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order ORD-1001' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Confirm receipt' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi({}, pendingHandler('get', `/v3/orders/${mockOrderId}`)) },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', `/v3/orders/${mockOrderId}`)) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load this order' })).toBeInTheDocument();
  },
};

/** Another company's order answers exactly like a missing one. */
export const NotFound: Story = {
  parameters: route('ord-unknown'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
  },
};
