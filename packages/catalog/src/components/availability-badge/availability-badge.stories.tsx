import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvailabilityBadge } from './availability-badge';

const meta = {
  title: 'Catalog/Components/AvailabilityBadge',
  component: AvailabilityBadge,
} satisfies Meta<typeof AvailabilityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deliverable: Story = {
  args: { availability: { deliverable: true, stockOnHand: 240, earliestDeliveryDate: '2026-11-24' } },
};
export const DeliverableAfterLeadTime: Story = {
  args: { availability: { deliverable: true, stockOnHand: 0, earliestDeliveryDate: '2026-12-03' } },
};
export const NotDeliverable: Story = {
  args: { availability: { deliverable: false, stockOnHand: 80, earliestDeliveryDate: null } },
};
export const Loading: Story = { args: { isLoading: true } };
export const Unknown: Story = {};
