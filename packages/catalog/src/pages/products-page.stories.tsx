import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockProject } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withCatalogRoute } from '../mocks/story-parameters';
import { ProductsPage } from './products-page';

const route = (url: string, selectedProjectId: string | null = null) => ({ route: { path: '/products', url, outletContext: { selectedProjectId } } });

const meta = {
  title: 'Catalog/Pages/Products',
  component: ProductsPage,
  decorators: [withCatalogRoute],
  parameters: { ...route('/products'), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof ProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole list, newest first, without a project: stock only. */
export const ListWithoutProject: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1–20 of 32')).toBeInTheDocument();
  },
};

/** The list with a project: each offer asks its variant's availability. */
export const ListWithProject: Story = {
  parameters: route('/products?category_id=cat-drywall', mockProject.id),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Deliverable')).toHaveLength(2);
  },
};

/** A search without a project: facet counts, no delivery. */
export const SearchWithoutProject: Story = { parameters: route('/products?search=lumber') };

/** A search with a project: availability comes with each result. */
export const SearchWithProject: Story = {
  parameters: route('/products?search=drywall', mockProject.id),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Not deliverable')).toHaveLength(2);
  },
};

/** A search kept to offers that reach the project. */
export const SearchDeliverableOnly: Story = {
  parameters: route('/products?search=drywall&deliverable_only=true', mockProject.id),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('4 offers')).toBeInTheDocument();
  },
};

/** Ticking a facet narrows the search. */
export const FilteringByFacet: Story = {
  parameters: route('/products?search=lumber'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select (12)' }));
    await expect(await canvas.findByText('12 offers · Choose a project to see delivery')).toBeInTheDocument();
  },
};

export const SecondPage: Story = { parameters: route('/products?page=2&sort=price') };

export const Loading: Story = { parameters: { msw: mockApi({}, pendingHandler('get', '/api/product_supplier_variant/')) } };

export const SearchLoading: Story = {
  parameters: { ...route('/products?search=lumber'), msw: mockApi({}, pendingHandler('post', '/api/search/products/')) },
};

export const NoResults: Story = {
  parameters: route('/products?search=marble'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No products match “marble”')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/product_supplier_variant/')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
