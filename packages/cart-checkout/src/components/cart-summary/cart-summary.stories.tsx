import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockCart } from '../../mocks/cart-data';
import { mockBlockedCartLines } from '../../mocks/fixtures';
import { withCartRoute } from '../../mocks/story-parameters';
import { CartSummary } from './cart-summary';

const meta = {
  title: 'Cart/Components/CartSummary',
  component: CartSummary,
  decorators: [withCartRoute],
  args: { cart: mockCart() },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyForCheckout: Story = {};

/** A supplier no longer delivers to the project: checkout waits until its item is removed. */
export const Blocked: Story = { args: { cart: mockCart(mockBlockedCartLines()) } };
