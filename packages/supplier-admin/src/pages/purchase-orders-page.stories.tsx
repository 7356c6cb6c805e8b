import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { createOrderHandlers } from '../mocks/order-handlers';
import { mockStore, withRoute } from '../mocks/story-parameters';
import { PurchaseOrdersPage } from './purchase-orders-page';

const ordersPath = '/api/ordering/purchase_orders/';
const page = (url: string) => ({ path: '/supplier/purchase-orders', url });

const meta = {
  title: 'Supplier admin/Pages/Purchase orders',
  component: PurchaseOrdersPage,
  decorators: [withRoute],
  parameters: { route: page('/supplier/purchase-orders'), store: mockStore(), msw: { handlers: createOrderHandlers() } },
} satisfies Meta<typeof PurchaseOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every purchase order, newest first. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Purchase orders' });
    await expect(await within(table).findByRole('rowheader', { name: 'PO-2042-1' })).toBeVisible();
  },
};

/** Filtered from the URL: accepted purchase orders whose number holds "2031". */
export const Filtered: Story = {
  parameters: { route: page('/supplier/purchase-orders?status=accepted&q=2031') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 purchase order')).toBeVisible();
  },
};

/** No purchase order matches the filters. */
export const NoMatch: Story = {
  parameters: { route: page('/supplier/purchase-orders?q=PO-9999') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No purchase orders match')).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pendingHandler('get', ordersPath)] } },
};

/** The list could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [failingHandler('get', ordersPath, 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load your purchase orders' })).toBeVisible();
  },
};
