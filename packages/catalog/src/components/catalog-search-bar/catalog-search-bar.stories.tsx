import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CatalogSearchBar } from './catalog-search-bar';

const meta: Meta<typeof CatalogSearchBar> = {
  title: 'catalog/CatalogSearchBar',
  component: CatalogSearchBar,
  render: (_args, { parameters }) => (
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <CatalogSearchBar /> }], {
        initialEntries: [parameters.entry ?? '/'],
      })}
    />
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithQuery: Story = { parameters: { entry: '/products?search=drywall' } };
