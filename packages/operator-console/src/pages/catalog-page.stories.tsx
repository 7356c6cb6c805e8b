import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { CatalogPage } from './catalog-page';

const meta = {
  title: 'Operator console/Pages/Brands and categories',
  component: CatalogPage,
  decorators: [withRoute],
  parameters: { route: consoleRoute('/operator/catalog'), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof CatalogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brands, and the categories with their sub-categories. */
export const Catalog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('listitem', { name: 'Boise Cascade' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Sub-categories of Lumber & Composites' })).toBeVisible();
  },
};

/** Renaming a brand in place. */
export const Renaming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename Quikrete' }));
    await expect(canvas.getByRole('form', { name: 'Rename Quikrete' })).toBeVisible();
  },
};

/** The lists could not be loaded. */
export const LoadError: Story = {
  parameters: {
    msw: mockApi(
      {},
      failingHandler('get', '/api/operator/brands/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.')),
      failingHandler('get', '/api/operator/categories/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.')),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load the brands' })).toBeVisible();
  },
};
