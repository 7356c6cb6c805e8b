import type { Meta, StoryObj } from '@storybook/react-vite';
import { createCheckoutHandlers } from '../../mocks/checkout-handlers';
import { mockProject, mockProjectRecord } from '../../mocks/fixtures';
import { failingHandler } from '../../mocks/handlers';
import { mockApi, mockStore } from '../../mocks/story-parameters';
import { DeliveryDetails } from './delivery-details';

const meta = {
  title: 'Cart/Components/DeliveryDetails',
  component: DeliveryDetails,
  args: { projectId: mockProject.id },
  parameters: { store: mockStore(), msw: mockApi({}, ...createCheckoutHandlers()) },
} satisfies Meta<typeof DeliveryDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The project's address, its site contact and the delivery instructions. */
export const WithSiteContact: Story = {};

/** A project without a site contact says so, and where to add one. */
export const NoSiteContact: Story = {
  parameters: {
    msw: mockApi({}, ...createCheckoutHandlers({ project: { ...mockProjectRecord, site_contact_name: null, site_contact_phone: null, delivery_instructions: null } })),
  },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/projects/'), ...createCheckoutHandlers()) },
};
