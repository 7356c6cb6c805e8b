import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CartCheckoutPage } from './cart-checkout-page';

const meta = {
  title: 'cart-checkout/CartCheckoutPage',
  component: CartCheckoutPage,
  render: () => (
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <CartCheckoutPage />, handle: { title: 'Cart', access: {} } }])}
    />
  ),
} satisfies Meta<typeof CartCheckoutPage>;

export default meta;

export const ComingSoon: StoryObj<typeof meta> = {};
