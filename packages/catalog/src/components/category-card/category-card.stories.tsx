import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCatalogRoute } from '../../mocks/story-parameters';
import { CategoryCard } from './category-card';

const meta = {
  title: 'Catalog/Components/CategoryCard',
  component: CategoryCard,
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}><Story /></div>, withCatalogRoute],
  args: {
    category: {
      id: 'cat-lumber',
      name: 'Lumber',
      subCategories: [
        { id: 'cat-dimensional', name: 'Dimensional lumber' },
        { id: 'cat-plywood', name: 'Plywood & OSB' },
      ],
    },
  },
} satisfies Meta<typeof CategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSubCategories: Story = {};
export const SubCategory: Story = { args: { parentId: 'cat-lumber', category: { id: 'cat-plywood', name: 'Plywood & OSB' } } };
export const WithoutSubCategories: Story = { args: { category: { id: 'cat-paint', name: 'Paint', subCategories: [] } } };
