import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SupplierAdminPage } from './supplier-admin-page';

const meta = {
  title: 'supplier-admin/SupplierAdminPage',
  component: SupplierAdminPage,
  render: () => (
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <SupplierAdminPage />, handle: { title: 'Supplier dashboard', access: {} } }])}
    />
  ),
} satisfies Meta<typeof SupplierAdminPage>;

export default meta;

export const ComingSoon: StoryObj<typeof meta> = {};
