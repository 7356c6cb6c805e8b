import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './quantity-stepper';

const meta = {
  title: 'Cart/Components/QuantityStepper',
  component: QuantityStepper,
  args: { label: 'Quantity', value: 12, minValue: 10, description: 'Minimum order 10 each', onChange: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <QuantityStepper {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboveMinimum: Story = {};

/** At the minimum order: − is disabled. */
export const AtMinimum: Story = {
  args: { value: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Increase/ }));
    await expect(within(canvasElement).getByRole('textbox', { name: 'Quantity' })).toHaveValue('11');
  },
};

export const Refused: Story = { args: { errorMessage: 'Order at least 20 of this item from this supplier.' } };
