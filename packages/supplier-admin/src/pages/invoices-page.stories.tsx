import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allHandlers } from '../mocks/all-handlers';
import { errorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockStore, withRoute } from '../mocks/story-parameters';
import { InvoicesPage } from './invoices-page';

const page = (url = '/supplier/invoices') => ({ path: '/supplier/invoices', url });

const meta = {
  title: 'Supplier admin/Pages/Invoices',
  component: InvoicesPage,
  decorators: [withRoute],
  parameters: { route: page(), store: mockStore(), msw: { handlers: allHandlers() } },
} satisfies Meta<typeof InvoicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every invoice, one of each status: disputed, matched, with an exception, approved, paid and void. */
export const AllStatuses: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'Invoices' }));
    await expect(await table.findByRole('row', { name: /NW-1002/ })).toHaveTextContent('Disputed');
    for (const status of ['Matched', 'Exception (1 line)', 'Approved', 'Paid', 'Void']) await expect(table.getByText(status)).toBeVisible();
  },
};

/** Only the open ones (neither paid nor void), as a link with `?status=open` shows them. */
export const OpenOnly: Story = {
  parameters: { route: page('/supplier/invoices?status=open') },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'Invoices' }));
    await expect(await table.findByRole('row', { name: /NW-0950/ })).toBeVisible();
    await expect(table.queryByRole('row', { name: /NW-0940/ })).toBeNull();
  },
};

/** No invoice issued yet. */
export const NoneYet: Story = {
  parameters: { msw: { handlers: allHandlers({ invoices: { invoices: [] } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No invoices yet' })).toBeVisible();
  },
};

/** No invoice has the status chosen. */
export const NoneMatch: Story = {
  parameters: { route: page('/supplier/invoices?status=exported') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No invoices match' })).toBeVisible();
  },
};

/** While the invoices load. */
export const Loading: Story = {
  parameters: { msw: { handlers: allHandlers({}, pendingHandler('get', '/api/ordering/invoices/')) } },
};

/** The invoices could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: { handlers: allHandlers({}, failingHandler('get', '/api/ordering/invoices/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load your invoices' })).toBeVisible();
  },
};
