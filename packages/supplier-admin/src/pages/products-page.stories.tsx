import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { ProductsPage } from './products-page';

const meta = {
  title: 'Supplier admin/Pages/Products',
  component: ProductsPage,
  decorators: [withRoute],
  parameters: { route: { path: '/supplier/products', url: '/supplier/products' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof ProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full first page of offers, with more pages. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('SG-UDP-0001-01')).toBeVisible();
  },
};

/** Searched, filtered and sorted from the URL. */
export const Filtered: Story = {
  parameters: { route: { path: '/supplier/products', url: '/supplier/products?q=plywood&category=cat-lumber&sort=-price' } },
};

/** While the list loads. */
export const Loading: Story = { parameters: { msw: mockApi({}, pendingHandler('get', '/api/product_supplier_variant/')) } };

/** A supplier without products yet. */
export const Empty: Story = {
  parameters: { msw: mockApi({ offers: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no products yet')).toBeVisible();
  },
};

/** The list could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/product_supplier_variant/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load your products' })).toBeVisible();
  },
};
