import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody, mockReceiverUser } from '../mocks/fixtures';
import { failingHandler, pendingHandler, type SupplierMockOptions } from '../mocks/handlers';
import { createOrderHandlers, type OrderMockOptions } from '../mocks/order-handlers';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { DashboardPage } from './dashboard-page';

/** A flash message after an action: the line's change travels through the mock API first. */
const findFlash = (text: string) => within(document.body).findByText(text, {}, { timeout: 5000 });

/** `parameters.msw`: the story's own handlers first, then the mock order calls, then the supplier API. */
function dashboardApi(orders: OrderMockOptions = {}, supplier: SupplierMockOptions = {}, ...overrides: HttpHandler[]) {
  return { handlers: [...overrides, ...createOrderHandlers(orders), ...mockApi(supplier).handlers] };
}

const ordersPath = '/api/ordering/purchase_orders/';
const serverError = errorBody('internal_error', 'Something went wrong on our side. Please try again.');
const receiver = { store: mockStore(mockReceiverUser) };

const meta = {
  title: 'Supplier admin/Pages/Dashboard',
  component: DashboardPage,
  decorators: [withRoute],
  parameters: { route: { path: '/supplier', url: '/supplier' }, store: mockStore(), msw: dashboardApi() },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A supplier: a new purchase order to answer, an accepted one in hand, this week's shipments and low stock. */
export const Supplier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'PO-2042-1 · Summit Builders' })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'Gypsum Drywall Panel, 1/2 in × 4 × 8 ft' })).toBeVisible();
    await expect(await canvas.findByText('SG-UDP-0001-02')).toBeVisible();
  },
};

/** While the purchase orders and the stock load. */
export const Loading: Story = {
  parameters: { msw: dashboardApi({}, {}, pendingHandler('get', ordersPath), pendingHandler('get', '/api/supplier/low_stock/')) },
};

/** No purchase order yet, nothing due this week. */
export const OrdersEmpty: Story = {
  parameters: { msw: dashboardApi({ purchaseOrders: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No purchase orders waiting')).toBeVisible();
    await expect(await canvas.findByText('Nothing to ship this week')).toBeVisible();
  },
};

/** The purchase orders could not be loaded. */
export const OrdersError: Story = {
  parameters: { msw: dashboardApi({}, {}, failingHandler('get', ordersPath, 500, serverError)) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load this week’s shipments' })).toBeVisible();
  },
};

/** After "confirm all": every waiting line of the new purchase order is confirmed. */
export const AfterConfirmAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm all lines of PO-2042-1' }));
    await expect(await findFlash('PO-2042-1: every waiting line confirmed.')).toBeVisible();
  },
};

/** After marking a confirmed line shipped. */
export const AfterShipping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drywall = await canvas.findByRole('listitem', { name: 'Gypsum Drywall Panel, 1/2 in × 4 × 8 ft' });
    await userEvent.click(within(drywall).getByRole('button', { name: 'Mark shipped' }));
    await expect(await findFlash('PO-2031-1: Gypsum Drywall Panel, 1/2 in × 4 × 8 ft marked shipped.')).toBeVisible();
  },
};

/** A move the API refuses: the line's new date waits for the builder, so it cannot ship yet. */
export const IllegalMove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const insulation = await canvas.findByRole('listitem', { name: 'Mineral Wool Insulation, R-15, 15 in' });
    await userEvent.click(within(insulation).getByRole('button', { name: 'Mark shipped' }));
    await expect(await findFlash('This line item cannot go from confirmed to shipped: the builder has not accepted the new price or date yet.')).toBeVisible();
  },
};

/** No offer is running low. */
export const StockHealthy: Story = {
  parameters: { msw: dashboardApi({}, { lowStock: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Stock looks healthy')).toBeVisible();
  },
};

/** Low stock could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: dashboardApi({}, {}, failingHandler('get', '/api/supplier/low_stock/', 500, serverError)) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load your stock' })).toBeVisible();
  },
};

/** A builder receiver: everything shipped and not yet counted, overdue first, with a receipt form on each such line. */
export const BuilderReceiver: Story = {
  parameters: { ...receiver, msw: dashboardApi({ viewer: 'builder_receiver' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Confirm receipt of Framing Nails, 16d, 50 lb box' })).toBeVisible();
    await expect(canvas.getByText(/Overdue by 2 days/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark shipped' })).toBeNull();
  },
};

/** A receiver while the deliveries load. */
export const ReceiverLoading: Story = {
  parameters: { ...receiver, msw: dashboardApi({ viewer: 'builder_receiver' }, {}, pendingHandler('get', ordersPath)) },
};

/** A receiver with nothing shipped and left to count. */
export const ReceiverEmpty: Story = {
  parameters: { ...receiver, msw: dashboardApi({ viewer: 'builder_receiver', purchaseOrders: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing to receive')).toBeVisible();
  },
};

/** A receiver whose deliveries could not be loaded. */
export const ReceiverError: Story = {
  parameters: { ...receiver, msw: dashboardApi({ viewer: 'builder_receiver' }, {}, failingHandler('get', ordersPath, 500, serverError)) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load your deliveries' })).toBeVisible();
  },
};

/** After a receiver counts three of the four boxes shipped, with a note: the last box stays to receive. */
export const AfterReceipt: Story = {
  parameters: { ...receiver, msw: dashboardApi({ viewer: 'builder_receiver' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Confirm receipt of Framing Nails, 16d, 50 lb box' });
    const quantity = within(form).getByRole('textbox', { name: /Quantity received/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note (optional)' }), 'One box split open.');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm receipt' }));
    await expect(await findFlash('PO-2031-1: Framing Nails, 16d, 50 lb box, 3 boxes received, 1 box still to come.')).toBeVisible();
  },
};
