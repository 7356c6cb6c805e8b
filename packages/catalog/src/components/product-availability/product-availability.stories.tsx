import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockProject, productSupplierVariants, studOffer } from '../../mocks/fixtures';
import { failingHandler, pendingHandler } from '../../mocks/handlers';
import { mockApi, mockStore } from '../../mocks/story-parameters';
import { ProductAvailability } from './product-availability';

const availabilityPath = `/api/product_variants/${studOffer.variant_id}/availability/${mockProject.id}/`;
const outOfStock = productSupplierVariants.find((offer) => offer.stock_on_hand === 0) ?? studOffer;

const meta = {
  title: 'Catalog/Components/ProductAvailability',
  component: ProductAvailability,
  args: { variantId: studOffer.variant_id, offerId: studOffer.id, projectId: mockProject.id },
  parameters: { store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof ProductAvailability>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const AfterLeadTime: Story = { args: { variantId: outOfStock.variant_id, offerId: outOfStock.id } };
export const NotDeliverable: Story = { args: { offerId: studOffer.id.replace('northside', 'harbor') } };
export const NoProject: Story = { args: { projectId: null } };
export const Loading: Story = { parameters: { msw: mockApi({}, pendingHandler('get', availabilityPath)) } };
export const Failed: Story = { parameters: { msw: mockApi({}, failingHandler('get', availabilityPath)) } };
