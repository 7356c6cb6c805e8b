import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI Kit/Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No orders yet', description: 'Orders you place appear here with their delivery status.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    title: 'No projects yet',
    description: 'Create a project to keep a cart and orders for each jobsite.',
    action: <Button>Create project</Button>,
  },
};

export const NoResults: Story = {
  args: {
    title: 'No products match “rebar 12mm”',
    description: 'Check the spelling or try a broader term.',
    icon: null,
  },
};
