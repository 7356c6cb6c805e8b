import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allHandlers } from '../mocks/all-handlers';
import { errorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockStore, withRoute } from '../mocks/story-parameters';
import { QuoteRequestsPage } from './quote-requests-page';

const meta = {
  title: 'Supplier admin/Pages/Quote requests',
  component: QuoteRequestsPage,
  decorators: [withRoute],
  parameters: { route: { path: '/supplier/quotes', url: '/supplier/quotes' }, store: mockStore(), msw: { handlers: allHandlers() } },
} satisfies Meta<typeof QuoteRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox: a new request, one answered, one past its deadline, one declined, one awarded. */
export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'Quote requests' }));
    await expect(await table.findByRole('row', { name: /Mission Bay Townhomes/ })).toHaveTextContent('New');
    for (const status of ['Answered', 'Expired', 'Declined']) await expect(table.getAllByText(status).length).toBeGreaterThan(0);
  },
};

/** No builder has asked this supplier yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: allHandlers({ quotes: { requests: [] } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No quote requests yet' })).toBeVisible();
  },
};

/** While the inbox loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: allHandlers({}, pendingHandler('get', '/api/quote-requests/')) } },
};

/** The inbox could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: { handlers: allHandlers({}, failingHandler('get', '/api/quote-requests/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load your quote requests' })).toBeVisible();
  },
};
