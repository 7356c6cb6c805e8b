import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockOrderSummaries } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withOrdersRoute } from '../mocks/story-parameters';
import { OrdersPage } from './orders-page';

const route = (url = '/orders') => ({ route: { path: '/orders', url, outletContext: { selectedProjectId: 'proj-maple' } } });

const meta = {
  title: 'Orders/Pages/Order list',
  component: OrdersPage,
  decorators: [withOrdersRoute],
  parameters: { ...route(), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two pages of orders, newest first, with counts per status in the status filter. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'ORD-1001' })).toBeInTheDocument();
    await expect(canvas.getByText('1–20 of 25')).toBeInTheDocument();
  },
};

/** Filtered by status and project, sorted by total, as a shared link opens it. */
export const FilteredAndSorted: Story = {
  parameters: route('/orders?status=in_progress&project=proj-maple&sort=-total_cents'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'ORD-1001' })).toBeInTheDocument();
  },
};

/** No orders placed yet. */
export const Empty: Story = {
  parameters: { msw: mockApi({ summaries: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  },
};

/** Filters that match nothing offer to clear them. */
export const NoMatch: Story = {
  parameters: {
    ...route('/orders?status=cancelled&project=proj-harbor'),
    msw: mockApi({ summaries: mockOrderSummaries().filter((row) => row.status !== 'cancelled') }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No orders match these filters' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi({}, pendingHandler('get', '/api/ordering/orders/')) },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/ordering/orders/')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load your orders' })).toBeInTheDocument();
  },
};
