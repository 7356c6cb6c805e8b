import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceTiers } from './price-tiers';

const meta = {
  title: 'Catalog/Components/PriceTiers',
  component: PriceTiers,
  args: {
    unit: 'sheet',
    tiers: [
      { minQuantity: 1, priceCents: 1398 },
      { minQuantity: 50, priceCents: 1328 },
      { minQuantity: 200, priceCents: 1258 },
    ],
  },
} satisfies Meta<typeof PriceTiers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeBreaks: Story = {};
export const SinglePrice: Story = { args: { tiers: [{ minQuantity: 1, priceCents: 1398 }] } };
