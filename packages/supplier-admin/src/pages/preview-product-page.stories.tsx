import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { PreviewProductPage } from './preview-product-page';

const path = '/supplier/products/preview/:productId/:supplierId';

const meta = {
  title: 'Supplier admin/Pages/PreviewProduct',
  component: PreviewProductPage,
  decorators: [withRoute],
  parameters: { route: { path, url: '/supplier/products/preview/product-panel/company-northwind' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof PreviewProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product page as builders see it. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'UltraLight Drywall Panel' })).toBeVisible();
  },
};

/** While the preview loads. */
export const Loading: Story = { parameters: { msw: mockApi({}, pendingHandler('get', '/api/product_supplier/:productId/:supplierId')) } };

/** No offer of the product yet. */
export const Empty: Story = {
  parameters: { route: { path, url: '/supplier/products/preview/gone/company-northwind' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing to preview yet' })).toBeVisible();
  },
};

/** The preview could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/product_supplier/:productId/:supplierId', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load the preview' })).toBeVisible();
  },
};
