import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { expect, within } from 'storybook/test';
import { errorBody, mockCompany } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { CompanyPage } from './company-page';

const meta = {
  title: 'Supplier admin/Pages/Company',
  component: CompanyPage,
  decorators: [withRoute],
  parameters: { route: { path: '/supplier/company', url: '/supplier/company' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof CompanyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A complete profile. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: 'Company profile' })).toBeVisible();
  },
};

/** Only the name is known. */
export const Empty: Story = {
  parameters: {
    msw: mockApi(
      {},
      http.get(apiUrl('/api/company/:id'), () =>
        HttpResponse.json({ ...mockCompany, phone: null, website: null, street: null, city: null, state: null, postal_code: null, description: null, updated_at: null }),
      ),
    ),
  },
};

/** While the company loads. */
export const Loading: Story = { parameters: { msw: mockApi({}, pendingHandler('get', '/api/company/:id')) } };

/** The company could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/company/:id', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load your company' })).toBeVisible();
  },
};
