import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

const meta = {
  title: 'UI Kit/Data/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { total: 143, offset: 0, onOffsetChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–20 of 143')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const MiddlePage: Story = { args: { offset: 60 } };

export const LastPage: Story = { args: { offset: 140 } };

export const Empty: Story = { args: { total: 0 } };

export const Disabled: Story = { args: { offset: 40, isDisabled: true } };

function StatefulPagination(props: PaginationProps) {
  const [offset, setOffset] = useState(props.offset);
  return (
    <Pagination
      {...props}
      offset={offset}
      onOffsetChange={(next) => {
        props.onOffsetChange(next);
        setOffset(next);
      }}
    />
  );
}

export const Interactive: Story = {
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onOffsetChange).toHaveBeenCalledWith(20);
    await expect(canvas.getByText('21–40 of 143')).toBeInTheDocument();
  },
};
