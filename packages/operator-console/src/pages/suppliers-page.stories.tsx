import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { SuppliersPage } from './suppliers-page';

const meta = {
  title: 'Operator console/Pages/Suppliers',
  component: SuppliersPage,
  decorators: [withRoute],
  parameters: { route: consoleRoute('/operator/suppliers'), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof SuppliersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every supplier, newest first: one waiting for approval. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 suppliers')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /New suppliers wait for approval/ })).toBeChecked();
  },
};

/** Those waiting for approval (from the URL). */
export const Waiting: Story = {
  parameters: { route: consoleRoute('/operator/suppliers', '/operator/suppliers?status=pending') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 supplier')).toBeVisible();
  },
};

/** The suppliers could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/operator/suppliers/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load the suppliers' })).toBeVisible();
  },
};
