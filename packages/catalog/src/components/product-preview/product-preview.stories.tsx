import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withCatalogRoute } from '../../mocks/story-parameters';
import { PreviewAvailability } from './product-preview';

const meta = {
  title: 'Catalog/Components/PreviewAvailability',
  component: PreviewAvailability,
  decorators: [withCatalogRoute],
  parameters: { route: { path: '/', url: '/' } },
} satisfies Meta<typeof PreviewAvailability>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In stock: the lead time is said with the rule that makes it apply; buying is off. */
export const InStock: Story = {
  args: { offer: { stockOnHand: 240, minimumOrderQuantity: 1, leadTimeDays: 10, unitOfMeasure: 'piece' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('240 pieces in stock')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** Less stock than the minimum order: the lead time applies. */
export const BelowMinimum: Story = {
  args: { offer: { stockOnHand: 3, minimumOrderQuantity: 25, leadTimeDays: 4, unitOfMeasure: 'sheet' } },
};

/** Out of stock. */
export const OutOfStock: Story = {
  args: { offer: { stockOnHand: 0, minimumOrderQuantity: 1, leadTimeDays: 7, unitOfMeasure: 'box' } },
};
