import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'UI Kit/Feedback/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: { title: 'Orders could not load', message: 'Network Error', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Retrying: Story = { args: { isRetrying: true } };

export const WithoutRetry: Story = {
  args: { title: 'You cannot see this order', message: 'It belongs to another company.', onRetry: undefined },
};

export const DefaultTitle: Story = { args: { title: undefined, message: 'Request failed with status code 500' } };
