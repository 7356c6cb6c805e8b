import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { OrdersPage } from './orders-page';

const meta = {
  title: 'orders/OrdersPage',
  component: OrdersPage,
  render: () => (
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <OrdersPage />, handle: { title: 'Orders', access: {} } }])}
    />
  ),
} satisfies Meta<typeof OrdersPage>;

export default meta;

export const ComingSoon: StoryObj<typeof meta> = {};
