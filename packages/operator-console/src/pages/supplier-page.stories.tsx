import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockSupplierIds } from '../mocks/fixtures';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { SupplierPage } from './supplier-page';

const route = (id: string) => consoleRoute('/operator/suppliers/:supplierId', `/operator/suppliers/${id}`);

const meta = {
  title: 'Operator console/Pages/Supplier',
  component: SupplierPage,
  decorators: [withRoute],
  parameters: { route: route(mockSupplierIds.cedar), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof SupplierPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for approval, its profile incomplete and its offers withheld from builders. */
export const WaitingForApproval: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Missing: phone, postal code')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve…' })).toBeVisible();
  },
};

/** Suspending asks why first. */
export const Suspending: Story = {
  parameters: { route: route(mockSupplierIds.northwind) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Suspend…' }));
    await expect(canvas.getByRole('form', { name: 'Suspend Northwind Lumber Co.' })).toBeVisible();
  },
};

/** A mistyped link. */
export const NotFound: Story = {
  parameters: { route: route('company-unknown') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not find this supplier' })).toBeVisible();
  },
};
