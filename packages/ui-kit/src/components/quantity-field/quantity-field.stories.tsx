import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityField } from './quantity-field';

const meta = {
  title: 'UI Kit/Forms/QuantityField',
  component: QuantityField,
  tags: ['autodocs'],
  args: { label: 'Quantity', value: 12, minValue: 10, description: 'Minimum order 10 each', onChange: fn() },
  // Controlled like the cart and the add-to-cart form use it: the story holds the quantity.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Increase Quantity' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(13);
  },
};

/** At the minimum order: − is disabled. */
export const AtMinimum: Story = {
  args: { value: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('11');
  },
};

/** A number typed below the minimum is raised to it when the field is left. */
export const TypedBelowMinimum: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '4');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

/** Sold by the pack: − and + move a whole pack, up to the largest order. */
export const PackSizeAndMaximum: Story = {
  args: { value: 24, minValue: 12, step: 12, maxValue: 48, description: 'Sold in packs of 12, at most 48' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('48');
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};

/** The supplier refused the quantity: the message is under the field and linked to it. */
export const WithError: Story = {
  args: { errorMessage: 'Order at least 20 of this item from this supplier.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Order at least 20 of this item/);
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
