import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorBody, mockProduct } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { EditProductPage } from './edit-product-page';

const path = '/supplier/products/edit/:productId';

const meta = {
  title: 'Supplier admin/Pages/EditProduct',
  component: EditProductPage,
  decorators: [withRoute],
  parameters: { route: { path, url: '/supplier/products/edit/product-panel' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof EditProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product with a variant, its pictures and the supplier's offer. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Offer of SG-UDP-0001-01' })).toBeVisible();
  },
};

/** A new product: its shared fields first. */
export const NewProduct: Story = {
  parameters: { route: { path, url: '/supplier/products/edit/new' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Add a product' })).toBeVisible();
  },
};

/** A product without variants yet. */
export const NoVariants: Story = {
  parameters: { msw: mockApi({ products: [{ ...mockProduct, variants: [] }] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No variants yet')).toBeVisible();
  },
};

/** While the product loads. */
export const Loading: Story = { parameters: { msw: mockApi({}, pendingHandler('get', '/api/catalog/:id/')) } };

/** The product could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/catalog/:id/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load this product' })).toBeVisible();
  },
};

/** An unknown product. */
export const NotFound: Story = {
  parameters: { route: { path, url: '/supplier/products/edit/gone' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This product does not exist' })).toBeVisible();
  },
};
