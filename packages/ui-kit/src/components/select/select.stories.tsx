import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select, type SelectOption } from './select';

const categories: SelectOption[] = [
  { value: 'aggregates', label: 'Aggregates' },
  { value: 'cement', label: 'Cement & mortar' },
  { value: 'timber', label: 'Timber' },
  { value: 'insulation', label: 'Insulation' },
  { value: 'roofing', label: 'Roofing', isDisabled: true },
];

const meta = {
  title: 'UI Kit/Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Category', options: categories, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Category/ }));
    // The list opens in a popover at the end of the document body.
    await userEvent.click(await screen.findByRole('option', { name: 'Timber' }));
    await expect(args.onChange).toHaveBeenCalledWith('timber');
  },
};

export const WithValue: Story = { args: { defaultValue: 'cement' } };

export const WithDescription: Story = { args: { description: 'Sets which suppliers can quote.' } };

export const WithError: Story = { args: { isRequired: true, errorMessage: 'Choose a category' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'aggregates' } };
