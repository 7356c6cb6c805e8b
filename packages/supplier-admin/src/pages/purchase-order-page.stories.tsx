import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { allHandlers } from '../mocks/all-handlers';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockPurchaseOrders, mockShortReceivedPurchaseOrder } from '../mocks/order-handlers';
import { mockStore, withRoute } from '../mocks/story-parameters';
import { PurchaseOrderPage } from './purchase-order-page';

const page = (id: string) => ({ path: '/supplier/purchase-orders/:purchaseOrderId', url: `/supplier/purchase-orders/${id}` });
const handlers = () => allHandlers({ orders: { purchaseOrders: [...mockPurchaseOrders(), mockShortReceivedPurchaseOrder()] } });

const meta = {
  title: 'Supplier admin/Pages/Purchase order',
  component: PurchaseOrderPage,
  decorators: [withRoute],
  parameters: { route: page('po-short'), store: mockStore(), msw: { handlers: handlers() } },
} satisfies Meta<typeof PurchaseOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivered, and the site counted 2 sheets short: the supplier may accept the shortage. */
export const ReceivedShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Purchase order PO-2007-1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept the shortage' })).toBeVisible();
  },
};

/** The confirmation step: what accepting means before anything is sent. */
export const ConfirmingTheShortage: Story = {
  parameters: {
    // axe knows a modal is open only from role=dialog or aria-modal; this confirmation is an
    // alertdialog, so axe takes the page react-aria hid behind it for hidden focusable content.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept the shortage' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Accept the shortage of OSB Sheathing, 7/16 in × 4 × 8 ft?' });
    await expect(within(dialog).getByText(/refunds the builder \$25\.80 for the 2 sheets missing/)).toBeVisible();
  },
};

/** The shortage was accepted: the line says what arrived, and offers nothing more. */
export const ShortageSettled: Story = {
  parameters: { msw: { handlers: allHandlers({ orders: { purchaseOrders: [mockShortReceivedPurchaseOrder({ settled: true })] } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Shortage accepted: 18 of 20 sheets received/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept the shortage' })).toBeNull();
  },
};

/** An accepted purchase order still being fulfilled: the usual line actions, and the marketplace's commission. */
export const Accepted: Story = {
  parameters: { route: page('po-accepted') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Purchase order PO-2031-1' })).toBeVisible();
    await expect(canvas.getByText('Marketplace commission 5%: $210.39')).toBeVisible();
  },
};

/** Lines at different commission rates: the total, and "mixed rates" for the rate. */
export const MixedCommissionRates: Story = {
  parameters: {
    route: page('po-accepted'),
    msw: { handlers: allHandlers({ orders: { purchaseOrders: mockPurchaseOrders().map((po) => (po.id === 'po-accepted' ? { ...po, commission: { basis_points: null, cents: 18_115 } } : po)) } }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Marketplace commission (mixed rates): $181.15')).toBeVisible();
  },
};

/** Cancelling a line not yet shipped: what it means, and a note for the builder, before anything is sent. */
export const CancellingAnItem: Story = {
  parameters: {
    route: page('po-accepted'),
    // As for the shortage: axe takes the page behind the alertdialog for hidden focusable content.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drywall = await canvas.findByRole('listitem', { name: 'Gypsum Drywall Panel, 1/2 in × 4 × 8 ft' });
    await userEvent.click(within(drywall).getByRole('button', { name: 'Cancel item' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Cancel Gypsum Drywall Panel, 1/2 in × 4 × 8 ft?' });
    await expect(within(dialog).getByRole('textbox', { name: /^Note to the builder/ })).toBeVisible();
  },
};

/** Its invoices: one disputed, one matched, each linked to its page. */
export const WithInvoices: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'Invoices of PO-2007-1' }));
    await expect(await table.findByRole('link', { name: 'NW-1002' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'NW-1001' })).toBeVisible();
    await expect(await within(canvasElement).findByRole('button', { name: 'Issue invoice' })).toBeVisible();
  },
};

/** Not billed yet. */
export const NoInvoicesYet: Story = {
  parameters: { route: page('po-accepted') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No invoices yet' })).toBeVisible();
  },
};

/** Another supplier's purchase order, or a mistyped link. */
export const NotFound: Story = {
  parameters: { route: page('po-unknown') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not find this purchase order' })).toBeVisible();
  },
};

/** While the purchase order loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pendingHandler('get', '/api/ordering/purchase_orders/po-short/')] } },
};

/** The purchase order could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [failingHandler('get', '/api/ordering/purchase_orders/po-short/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load this purchase order' })).toBeVisible();
  },
};
