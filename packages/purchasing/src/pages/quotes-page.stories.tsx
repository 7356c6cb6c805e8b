import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { expect, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { mockQuoteRequest } from '../mocks/quote-fixtures';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { QuotesPage } from './quotes-page';

const route = (url = '/quotes') => ({ route: { path: '/quotes', url, outletContext: { selectedProjectId: 'proj-maple' } } });
const quoteRequests = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Quote requests' });

const meta = {
  title: 'Purchasing/Pages/Quotes',
  component: QuotesPage,
  decorators: [withRoute],
  parameters: { ...route(), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof QuotesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The requests waiting for answers: one answered by three suppliers of four, one not yet. */
export const OpenRequests: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await quoteRequests(canvasElement));
    await expect(table.getByRole('link', { name: 'Maple Street Duplex' })).toBeVisible();
    await expect(table.getByText('3 of 4 answered')).toBeVisible();
  },
};

/** Awarded requests (from the URL's filter). */
export const Awarded: Story = {
  parameters: route('/quotes?status=closed'),
  play: async ({ canvasElement }) => {
    await expect(within(await quoteRequests(canvasElement)).getByText('Awarded')).toBeVisible();
  },
};

export const Cancelled: Story = {
  parameters: route('/quotes?status=cancelled'),
  play: async ({ canvasElement }) => {
    await expect(within(await quoteRequests(canvasElement)).getByText('Cancelled')).toBeVisible();
  },
};

/** A request whose deadline passed with no answer still valid. */
export const Expired: Story = {
  parameters: { ...route('/quotes?status=expired'), msw: mockApi({ quoteRequests: [mockQuoteRequest({ id: 'quote-x', status: 'expired', answers: [] })] }) },
  play: async ({ canvasElement }) => {
    await expect(within(await quoteRequests(canvasElement)).getByText('Expired without an answer')).toBeVisible();
  },
};

export const AllRequests: Story = {
  parameters: route('/quotes?status=all'),
  play: async ({ canvasElement }) => {
    await expect(within(await quoteRequests(canvasElement)).getAllByRole('row')).toHaveLength(5);
  },
};

/** Nothing waiting for answers: the way to a new request. */
export const NothingWaiting: Story = {
  parameters: { msw: mockApi({ quoteRequests: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No request is waiting for answers' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: mockApi({}, http.get(apiUrl('/api/quote-requests/'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    })),
  },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/quote-requests/'), () => HttpResponse.json(errorBody('internal_error', 'Quotes are unavailable right now.'), { status: 500 }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Quotes are unavailable right now.')).toBeVisible();
  },
};
