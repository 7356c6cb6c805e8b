import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CatalogPage } from './catalog-page';

const meta = {
  title: 'catalog/CatalogPage',
  component: CatalogPage,
  render: () => (
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <CatalogPage />, handle: { title: 'Dashboard', access: {} } }])}
    />
  ),
} satisfies Meta<typeof CatalogPage>;

export default meta;

export const ComingSoon: StoryObj<typeof meta> = {};
