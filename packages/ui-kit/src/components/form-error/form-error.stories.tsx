import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormError } from './form-error';

const meta = {
  title: 'UI Kit/Forms/FormError',
  component: FormError,
  tags: ['autodocs'],
  args: { error: 'Email or password is incorrect.' },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithTitle: Story = { args: { title: 'We could not sign you in' } };

export const SeveralMessages: Story = {
  args: {
    title: 'The order was not placed',
    error: ['Card declined by the issuer', 'Try another card or pay on account'],
  },
};

/** Without an error the banner renders nothing, so it can stay in the form permanently. */
export const Empty: Story = { args: { error: undefined } };
