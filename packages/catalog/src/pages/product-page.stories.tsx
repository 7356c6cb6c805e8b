import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockProject } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withCatalogRoute } from '../mocks/story-parameters';
import { ProductPage } from './product-page';

const path = '/product/:productId/:supplierId';
const studUrl = '/product/prod-stud/sup-northside';
const route = (url: string, selectedProjectId: string | null = null) => ({ route: { path, url, outletContext: { selectedProjectId } } });

const meta = {
  title: 'Catalog/Pages/Product',
  component: ProductPage,
  decorators: [withCatalogRoute],
  parameters: { ...route(studUrl), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No project selected: the page asks for one instead of showing delivery. */
export const WithoutProject: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Choose a project to see delivery.')).toBeInTheDocument();
  },
};

/** A project selected: stock and earliest delivery there. */
export const WithProject: Story = {
  parameters: route(studUrl, mockProject.id),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Deliverable')).toBeInTheDocument();
  },
};

/** Choosing another size changes the price, pictures and delivery. */
export const SwitchingVariant: Story = {
  parameters: route(studUrl, mockProject.id),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '2x6' }));
    await expect(await canvas.findByRole('heading', { name: '2x6 × 8 ft #2' })).toBeInTheDocument();
  },
};

/** A project selected and an offer sold by the bundle: add it to the project's cart from its minimum order. */
export const AddingToCart: Story = {
  parameters: route('/product/prod-plywood/sup-northside', mockProject.id),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByRole('link', { name: `View the cart of ${mockProject.name}` })).toBeInTheDocument();
  },
};

/** A supplier that cannot deliver to the project: no cart button. */
export const NotDeliverable: Story = { parameters: route('/product/prod-stud/sup-harbor', mockProject.id) };

/** A product with one variant: no picker. */
export const SingleVariant: Story = { parameters: route('/product/prod-plywood/sup-northside', mockProject.id) };

export const Loading: Story = {
  parameters: { msw: mockApi({}, pendingHandler('get', '/api/product_supplier/prod-stud/sup-northside')) },
};

export const AvailabilityLoading: Story = {
  parameters: {
    ...route(studUrl, mockProject.id),
    msw: mockApi({}, pendingHandler('get', `/api/product_variants/var-stud-2x4-8-no2/availability/${mockProject.id}/`)),
  },
};

export const NotSold: Story = {
  parameters: route('/product/prod-screws/sup-harbor'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This product is not available')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/product_supplier/prod-stud/sup-northside')) },
};

/** The supplier's preview: the same page under a banner, buying turned off. */
export const Preview: Story = {
  args: { preview: true },
  parameters: { route: { path: '/supplier/products/preview/:productId/:supplierId', url: '/supplier/products/preview/prod-stud/sup-northside', outletContext: { selectedProjectId: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Preview' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};
