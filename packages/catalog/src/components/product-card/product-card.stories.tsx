import { camelizeKeys } from '@marketplace/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProductSupplierVariantData } from '../../api/catalog-api';
import { productSupplierVariants, studOffer } from '../../mocks/fixtures';
import { withCatalogRoute } from '../../mocks/story-parameters';
import { rowFromProductSupplierVariant } from '../../model/product-row';
import { AvailabilityBadge } from '../availability-badge/availability-badge';
import { ProductCard, ProductCardSkeleton } from './product-card';

const row = (index: number) =>
  rowFromProductSupplierVariant(camelizeKeys(productSupplierVariants[index] ?? studOffer) as ProductSupplierVariantData);

const meta = {
  title: 'Catalog/Components/ProductCard',
  component: ProductCard,
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}><Story /></div>, withCatalogRoute],
  args: { row: row(0) },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No project selected: the stock on hand. */
export const WithoutProject: Story = {};

/** A project selected: whether it delivers there, and when. */
export const WithProject: Story = {
  args: {
    availability: <AvailabilityBadge availability={{ deliverable: true, stockOnHand: 120, earliestDeliveryDate: '2026-11-24' }} />,
  },
};

export const NoImageNoPrice: Story = { args: { row: { ...row(2), imageUrl: null, priceCents: null } } };

export const Loading: Story = { render: () => <ProductCardSkeleton /> };
