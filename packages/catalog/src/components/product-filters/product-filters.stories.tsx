import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCatalogRoute } from '../../mocks/story-parameters';
import { ProductFilters } from './product-filters';

const meta = {
  title: 'Catalog/Components/ProductFilters',
  component: ProductFilters,
  decorators: [(Story) => <div style={{ maxWidth: '16rem' }}><Story /></div>, withCatalogRoute],
  args: {
    categories: [
      { id: 'cat-lumber', name: 'Lumber', count: 26 },
      { id: 'cat-fasteners', name: 'Fasteners', count: 2 },
    ],
    categoryId: null,
    subCategoryId: null,
    categoryHref: (categoryId: string | null) => (categoryId ? `/products?category_id=${categoryId}` : '/products'),
    facets: [
      { id: 'attr-size', name: 'Nominal size', options: [{ id: 'o-2x4', value: '2x4', count: 12 }, { id: 'o-2x6', value: '2x6', count: 12 }] },
      { id: 'attr-grade', name: 'Grade', options: [{ id: 'o-no2', value: '#2', count: 12 }, { id: 'o-sel', value: 'Select', count: 12 }] },
    ],
    selectedFacets: [],
    onFacetsChange: () => undefined,
  },
} satisfies Meta<typeof ProductFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search without a project. */
export const Search: Story = {};

/** A search with a project and a filter on. */
export const SearchWithProject: Story = {
  args: {
    selectedFacets: ['o-sel'],
    clearHref: '/products?search=lumber',
    deliverableOnly: { isSelected: true, onChange: () => undefined },
  },
};

/** The plain list: categories only. */
export const PlainList: Story = { args: { facets: undefined } };
