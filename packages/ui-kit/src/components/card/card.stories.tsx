import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import { Card } from './card';

const meta = {
  title: 'UI Kit/Layout/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Delivery address',
    description: 'Where suppliers deliver this project’s orders.',
    children: (
      <address style={{ fontStyle: 'normal' }}>
        Riverside Apartments
        <br />
        12 Site Road, Leeds LS1 4AP
      </address>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Button variant="ghost" size="sm">
        Edit
      </Button>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
};

export const Loading: Story = { args: { children: <Skeleton count={2} /> } };

export const WithoutHeader: Story = { args: { title: undefined, description: undefined } };
