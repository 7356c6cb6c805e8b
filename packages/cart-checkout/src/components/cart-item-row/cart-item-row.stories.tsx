import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockCart } from '../../mocks/cart-data';
import { mockBlockedCartLines, mockProject } from '../../mocks/fixtures';
import { mockApi, mockStore } from '../../mocks/story-parameters';
import { CartItemRow } from './cart-item-row';

const [northside, harbor] = mockCart().groups;
const blockedHarbor = mockCart(mockBlockedCartLines()).groups[1];

const meta = {
  title: 'Cart/Components/CartItemRow',
  component: CartItemRow,
  parameters: { store: mockStore(), msw: mockApi() },
  decorators: [
    (Story) => (
      <ul className="mk-cart-items">
        <Story />
      </ul>
    ),
  ],
  args: { projectId: mockProject.id, item: northside!.items[0]! },
} satisfies Meta<typeof CartItemRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The price rose since it was added; the 50+ tier applies. */
export const PriceChanged: Story = {};

/** Out of stock: delivery after the lead time. */
export const LaterDelivery: Story = { args: { item: northside!.items[1]! } };

/** No picture, a requested date and time. */
export const WithDeliveryTime: Story = { args: { item: harbor!.items[0]! } };

/** The supplier no longer delivers to the project: this line blocks checkout. */
export const Blocking: Story = { args: { item: blockedHarbor!.items[0]! } };

/** Awarded from a quote: its price holds through the answer's day, for the quoted quantity only. */
export const Quoted: Story = {
  args: { item: { ...harbor!.items[0]!, quote: { quoteLineId: 'quote-line-1', quotedUnitPriceCents: harbor!.items[0]!.unitPriceCents, validUntil: '2026-12-15', inForce: true } } },
};
