import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withCatalogRoute } from '../mocks/story-parameters';
import { SubcategoryPage } from './subcategory-page';

const meta = {
  title: 'Catalog/Pages/Sub-categories',
  component: SubcategoryPage,
  decorators: [withCatalogRoute],
  parameters: {
    route: { path: '/subcategory', url: '/subcategory?category_id=cat-lumber' },
    store: mockStore(),
    msw: mockApi(),
  },
} satisfies Meta<typeof SubcategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Plywood & OSB' })).toBeInTheDocument();
  },
};
export const NoCategoryChosen: Story = { parameters: { route: { path: '/subcategory', url: '/subcategory' } } };
export const UnknownCategory: Story = {
  parameters: { route: { path: '/subcategory', url: '/subcategory?category_id=cat-marble' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This category does not exist.');
  },
};
export const Loading: Story = { parameters: { msw: mockApi({}, pendingHandler('get', '/api/category/cat-lumber/')) } };
export const Failed: Story = { parameters: { msw: mockApi({}, failingHandler('get', '/api/category/cat-lumber/')) } };
