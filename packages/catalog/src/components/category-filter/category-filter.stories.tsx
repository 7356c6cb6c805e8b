import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCatalogRoute } from '../../mocks/story-parameters';
import { CategoryFilter } from './category-filter';

const meta = {
  title: 'Catalog/Components/CategoryFilter',
  component: CategoryFilter,
  decorators: [withCatalogRoute],
  args: {
    categories: [
      {
        id: 'cat-lumber',
        name: 'Lumber',
        count: 25,
        subCategories: [
          { id: 'cat-dimensional', name: 'Dimensional lumber', count: 24 },
          { id: 'cat-plywood', name: 'Plywood & OSB', count: 1 },
        ],
      },
      { id: 'cat-drywall', name: 'Drywall', count: 4 },
      { id: 'cat-fasteners', name: 'Fasteners', count: 2 },
    ],
    categoryId: null,
    subCategoryId: null,
    hrefFor: (categoryId: string | null, subCategoryId: string | null) =>
      `/products?${new URLSearchParams({ ...(categoryId ? { category_id: categoryId } : {}), ...(subCategoryId ? { sub_category_id: subCategoryId } : {}) })}`,
  },
} satisfies Meta<typeof CategoryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllCategories: Story = {};
export const CategoryChosen: Story = { args: { categoryId: 'cat-lumber' } };
export const SubCategoryChosen: Story = { args: { categoryId: 'cat-lumber', subCategoryId: 'cat-plywood' } };
export const WithoutCounts: Story = { args: { categories: [{ id: 'cat-lumber', name: 'Lumber' }, { id: 'cat-drywall', name: 'Drywall' }] } };
