import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price';

const meta = {
  title: 'Catalog/Components/Price',
  component: Price,
  args: { cents: 489, unit: 'each' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PerUnit: Story = {};
export const Large: Story = { args: { cents: 1_234_550, unit: 'truckload' } };
export const From: Story = { args: { cents: 1398, prefix: 'from', unit: undefined } };
