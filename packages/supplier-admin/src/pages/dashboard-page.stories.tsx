import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorBody, mockReceiverUser } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { DashboardPage } from './dashboard-page';

const meta = {
  title: 'Supplier admin/Pages/Dashboard',
  component: DashboardPage,
  decorators: [withRoute],
  parameters: { route: { path: '/supplier', url: '/supplier' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A supplier: empty order panels (orders are not connected yet) and real low stock. */
export const Supplier: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('SG-UDP-0001-02')).toBeVisible();
  },
};

/** While low stock loads. */
export const Loading: Story = { parameters: { msw: mockApi({}, pendingHandler('get', '/api/supplier/low_stock/')) } };

/** No offer is running low. */
export const StockHealthy: Story = {
  parameters: { msw: mockApi({ lowStock: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Stock looks healthy')).toBeVisible();
  },
};

/** Low stock could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/supplier/low_stock/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load your stock' })).toBeVisible();
  },
};

/** A builder receiver: the deliveries coming to the company's projects. */
export const BuilderReceiver: Story = {
  parameters: { store: mockStore(mockReceiverUser) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No deliveries scheduled')).toBeVisible();
  },
};
