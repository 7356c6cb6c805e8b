import { apiUrl } from '@marketplace/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withCatalogRoute } from '../mocks/story-parameters';
import { DashboardPage } from './dashboard-page';

const meta = {
  title: 'Catalog/Pages/Dashboard',
  component: DashboardPage,
  decorators: [withCatalogRoute],
  parameters: { route: { path: '/', url: '/' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Fasteners' })).toBeInTheDocument();
  },
};
export const Loading: Story = { parameters: { msw: mockApi({}, pendingHandler('get', '/api/category/')) } };
export const Failed: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/category/')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
export const NoCategories: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/category/'), () => HttpResponse.json({ count: 0, results: [] }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No categories yet')).toBeInTheDocument();
  },
};
