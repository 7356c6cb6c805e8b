import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI Kit/Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Deliver to the project site', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  args: { children: 'Split deliveries', description: 'Suppliers may deliver in more than one drop.' },
};

export const WithError: Story = {
  args: { children: 'I accept the terms of service', isRequired: true, errorMessage: 'Accept the terms to continue' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
