import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { expect, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { BankingPage } from './banking-page';

const meta = {
  title: 'Supplier admin/Pages/Banking',
  component: BankingPage,
  decorators: [withRoute],
  parameters: { route: { path: '/supplier/banking', url: '/supplier/banking' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof BankingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved payout account, masked. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('•••••6789')).toBeVisible();
  },
};

/** No payout account yet: the form. */
export const Empty: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/supplier/'), () => HttpResponse.json({ id: 'company-northwind', name: 'Northwind Lumber Co.', banking_details: null }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: 'Banking details' })).toBeVisible();
  },
};

/** While the details load. */
export const Loading: Story = { parameters: { msw: mockApi({}, pendingHandler('get', '/api/supplier/')) } };

/** The details could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/supplier/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load your banking details' })).toBeVisible();
  },
};
