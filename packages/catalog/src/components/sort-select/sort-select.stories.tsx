import type { Meta, StoryObj } from '@storybook/react-vite';
import { SortSelect } from './sort-select';

const meta = {
  title: 'Catalog/Components/SortSelect',
  component: SortSelect,
  args: { value: '-created_at', onChange: () => undefined },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Newest: Story = {};
export const PriceLowToHigh: Story = { args: { value: 'price' } };
