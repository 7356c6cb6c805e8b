import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { OrdersPage } from './orders-page';

const meta = {
  title: 'Operator console/Pages/Orders',
  component: OrdersPage,
  decorators: [withRoute],
  parameters: { route: consoleRoute('/operator/orders'), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every order, an unpaid one included. */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const orders = await within(canvasElement).findByRole('grid', { name: 'Orders' });
    await expect(await within(orders).findByText('Waiting for payment')).toBeVisible();
  },
};

/** Purchase orders of a company (from the URL). */
export const PurchaseOrdersOfACompany: Story = {
  parameters: { route: consoleRoute('/operator/orders', '/operator/orders?view=purchase-orders&company=granite') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 purchase order')).toBeVisible();
  },
};

/** A number nobody has. */
export const NoMatch: Story = {
  parameters: { route: consoleRoute('/operator/orders', '/operator/orders?number=9999') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing matches')).toBeVisible();
  },
};
