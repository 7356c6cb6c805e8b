import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCatalogRoute } from '../../mocks/story-parameters';
import { OtherSuppliers } from './other-suppliers';

const meta = {
  title: 'Catalog/Components/OtherSuppliers',
  component: OtherSuppliers,
  decorators: [withCatalogRoute],
  args: {
    productId: 'prod-stud',
    suppliers: [
      { id: 'sup-harbor', name: 'Harbor Lumber Co.', minPriceCents: 509, currency: 'USD', productSupplierVariantCount: 12 },
      { id: 'sup-ridge', name: 'Ridgeline Materials', minPriceCents: 472, currency: 'USD', productSupplierVariantCount: 4 },
    ],
  },
} satisfies Meta<typeof OtherSuppliers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSuppliers: Story = {};
export const NoneElse: Story = { args: { suppliers: [] } };
