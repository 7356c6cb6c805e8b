import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { expect, within } from 'storybook/test';
import { errorBody, mockBuyer } from '../mocks/fixtures';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { InvoicesPage } from './invoices-page';

const route = (url = '/invoices') => ({ route: { path: '/invoices', url } });
const invoices = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Invoices' });

const meta = {
  title: 'Purchasing/Pages/Invoices',
  component: InvoicesPage,
  decorators: [withRoute],
  parameters: { ...route(), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof InvoicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open invoices, with the owner's export buttons. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(await invoices(canvasElement)).getByRole('link', { name: 'NL-1042' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Export approved invoices for Xero (CSV)' })).toBeVisible();
  },
};

/** One status per story, from the URL's filter. */
const byStatus = (status: string, shows: string): Story => ({
  parameters: route(`/invoices?status=${status}`),
  play: async ({ canvasElement }) => {
    await expect(within(await invoices(canvasElement)).getAllByText(shows)[0]).toBeVisible();
  },
});

export const Matched = byStatus('matched', 'Matched, to approve');
export const Exceptions = byStatus('exception', 'Exception (2 lines off)');
export const Disputed = byStatus('disputed', 'Disputed');
export const Approved = byStatus('approved', 'Approved');
export const Paid = byStatus('paid', 'Paid');

/** A buyer reads the invoices and exports nothing. */
export const ReadOnlyBuyer: Story = {
  parameters: { msw: mockApi({ user: mockBuyer }) },
  play: async ({ canvasElement }) => {
    await invoices(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: /Export approved invoices/ })).toBeNull();
  },
};

export const NothingOpen: Story = {
  parameters: { msw: mockApi({ invoices: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing to approve or pay' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: mockApi({}, http.get(apiUrl('/api/ordering/invoices/'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    })),
  },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/ordering/invoices/'), () => HttpResponse.json(errorBody('internal_error', 'Invoices are unavailable right now.'), { status: 500 }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Invoices are unavailable right now.')).toBeVisible();
  },
};
