import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApprovalRequest } from '../mocks/approval-fixtures';
import { approvalRequiredHandler } from '../mocks/approval-handlers';
import { createCheckoutHandlers } from '../mocks/checkout-handlers';
import { mockBlockedCartLines, mockProject } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withCartRoute } from '../mocks/story-parameters';
import { CheckoutPage } from './checkout-page';

const route = (selectedProjectId: string | null = mockProject.id) => ({ route: { path: '/checkout', url: '/checkout', outletContext: { selectedProjectId } } });
const checkoutApi = (options: Parameters<typeof createCheckoutHandlers>[0] = {}, cart: Parameters<typeof mockApi>[0] = {}) =>
  mockApi(cart, ...createCheckoutHandlers(options));

const meta = {
  title: 'Cart/Pages/Checkout',
  component: CheckoutPage,
  decorators: [withCartRoute],
  parameters: { ...route(), store: mockStore(), msw: checkoutApi() },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order as it will be split: one purchase order per supplier, then the pay button. */
export const Review: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Pay $919.00 by card' })).toBeInTheDocument();
  },
};

/** The order would take the project over its budget: said before paying, with what is left (decision 0162). */
export const OverBudget: Story = {
  parameters: { msw: checkoutApi({}, { budget: { amountCents: 500_000, remainingCents: 50_000 } }) },
  play: async ({ canvasElement }) => {
    const payment = within(await within(canvasElement).findByRole('complementary', { name: 'Payment' }));
    await expect(await payment.findByText('$500.00 of $5,000.00 is left, and this order goes $419.00 over it.', { exact: false })).toBeVisible();
  },
};

/** The sandbox's card form, opened by the pay button. */
export const SandboxCardForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay $919.00 by card' }));
    await expect(await canvas.findByLabelText('Card number')).toBeInTheDocument();
  },
};

/** A declined test card: the message, and the form kept for another card. */
export const CardDeclined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay $919.00 by card' }));
    await userEvent.type(await canvas.findByLabelText('Card number'), '4000 0000 0000 0002');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '12/30');
    await userEvent.type(canvas.getByLabelText('Security code'), '123');
    await userEvent.type(canvas.getByLabelText('Name on card'), 'Dana Builder');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $919.00' }));
    await expect(await canvas.findByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    // The reason sits on the card form itself.
    await expect(await within(canvas.getByRole('form', { name: 'Card payment' })).findByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};

/** Approved business credit covers the cart: the order can be placed on terms. */
export const PayOnTerms: Story = {
  parameters: { msw: checkoutApi({ credit: 'approved' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Place the order on terms ($919.00)' })).toBeInTheDocument();
  },
};

/** Paying on terms asks first: the amount, the net terms and the due date. */
export const ConfirmOnTerms: Story = {
  parameters: { msw: checkoutApi({ credit: 'approved' }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Place the order on terms ($919.00)' }));
    // The dialog renders over the page, outside the story's canvas.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Place this order on terms?' });
    await expect(within(dialog).getByText('Net 30 on your business credit')).toBeInTheDocument();
  },
};

/** Before the first order the builder accepts the terms of service. */
export const TermsFirst: Story = {
  parameters: { msw: checkoutApi({ tosAccepted: false }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Terms of service' })).toBeInTheDocument();
  },
};

export const NeedsAttention: Story = {
  parameters: { msw: checkoutApi({}, { lines: mockBlockedCartLines() }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Some items need your attention' })).toBeInTheDocument();
  },
};

export const EmptyCart: Story = {
  parameters: { msw: checkoutApi({}, { lines: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  },
};

export const NoProject: Story = {
  parameters: route(null),
};

export const Loading: Story = {
  parameters: { msw: mockApi({}, pendingHandler('get', '/api/ordering/cart/'), ...createCheckoutHandlers()) },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/ordering/cart/'), ...createCheckoutHandlers()) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('We could not load your cart for checkout.')).toBeInTheDocument();
  },
};

/** Over a limit: the reasons, a note for the approver and "Ask for approval" instead of a dead end. */
export const ApprovalRequired: Story = {
  parameters: { msw: mockApi({}, approvalRequiredHandler('/api/sandbox/checkout-session/'), ...createCheckoutHandlers()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = await canvas.findByRole('button', { name: 'Pay $919.00 by card' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await expect(await canvas.findByRole('form', { name: 'Ask for approval' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ask for approval ($919.00)' })).toBeInTheDocument();
  },
};

/** The cart waits for a decision: checkout sends the builder back to the cart. */
export const AwaitingApproval: Story = {
  parameters: { msw: checkoutApi({}, { approvals: [mockApprovalRequest()] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This cart is waiting for approval' })).toBeInTheDocument();
  },
};
