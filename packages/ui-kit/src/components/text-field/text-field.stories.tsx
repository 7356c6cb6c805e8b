import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'UI Kit/Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', placeholder: 'you@company.com', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['text', 'email', 'password', 'tel'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Email'), 'a@b.co');
    await expect(args.onChange).toHaveBeenLastCalledWith('a@b.co');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Phone',
    type: 'tel',
    placeholder: undefined,
    description: 'Drivers call this number on delivery day.',
  },
};

export const WithError: Story = {
  args: { defaultValue: 'builder@', errorMessage: 'Enter a valid email address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter a valid email address/);
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, autoComplete: 'current-password' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'locked@company.com' } };
