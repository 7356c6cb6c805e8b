import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockProject, studOffer } from '../../mocks/fixtures';
import { failingHandler, pendingHandler } from '../../mocks/handlers';
import { mockApi, mockStore } from '../../mocks/story-parameters';
import { OfferAvailability } from './offer-availability';

const availabilityPath = `/api/product_variants/${studOffer.variant_id}/availability/${mockProject.id}/`;

const meta = {
  title: 'Catalog/Components/OfferAvailability',
  component: OfferAvailability,
  args: { variantId: studOffer.variant_id, offerId: studOffer.id, projectId: mockProject.id },
  parameters: { store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof OfferAvailability>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deliverable: Story = {};
export const NotDeliverable: Story = { args: { offerId: studOffer.id.replace('northside', 'harbor') } };
export const Loading: Story = { parameters: { msw: mockApi({}, pendingHandler('get', availabilityPath)) } };
export const Failed: Story = { parameters: { msw: mockApi({}, failingHandler('get', availabilityPath)) } };
