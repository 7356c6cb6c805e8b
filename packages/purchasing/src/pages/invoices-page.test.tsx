import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockBuyer } from '../mocks/fixtures';
import { createPurchasingHandlers } from '../mocks/handlers';
import { bodiesOf, queryOf, recordRequests, setupMswServer } from '../test/msw-server';
import { recordSavedFiles } from '@marketplace/vitest-config/saved-files';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

const invoices = () => screen.findByRole('grid', { name: 'Invoices' });
const rowOf = (table: HTMLElement, number: string) => within(table).getByRole('rowheader', { name: number }).closest('[role="row"]') as HTMLElement;

describe('InvoicesPage', () => {
  it('lists the open invoices with supplier, order, due date, total and status in words', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: '/invoices' });
    const table = await invoices();
    expect(rowOf(table, 'NL-1042')).toHaveTextContent('Northside LumberMaple Street DuplexPO-1001Nov 20, 2026Dec 20, 2026$747.52Matched, to approve');
    expect(rowOf(table, 'RB-778')).toHaveTextContent('Exception (2 lines off)');
    expect(within(rowOf(table, 'RB-778')).getByRole('link', { name: 'RB-778' })).toHaveAttribute('href', '/invoices/inv-2');
    expect(within(table).queryByRole('rowheader', { name: 'NL-0990' })).not.toBeInTheDocument();
    expect(screen.getByText('4 invoices')).toBeInTheDocument();
    expect(queryOf(requests, '/api/ordering/invoices/')[0]?.get('status')).toBe('open');
  });

  it('filters by status from the URL and the select', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/invoices?status=paid' });
    expect(rowOf(await invoices(), 'NL-0990')).toHaveTextContent('Paid');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Exceptions' }));
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Invoices' })).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['RB-778']));
    expect(screen.getByTestId('location')).toHaveTextContent('/invoices?status=exception');
    expect(queryOf(requests, '/api/ordering/invoices/').map((query) => query.get('status'))).toEqual(['paid', 'exception']);
  });

  it('exports the approved invoices for Xero as a CSV file, and shows them exported', async () => {
    const saved = recordSavedFiles();
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/invoices' });
    expect(rowOf(await invoices(), 'NL-1001')).toHaveTextContent('Approved');
    await user.click(screen.getByRole('button', { name: 'Export approved invoices for Xero (CSV)' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual([`invoices-xero-${format(new Date(), 'yyyy-MM-dd')}.csv`]));
    expect(await bodiesOf(requests, 'POST', '/api/ordering/invoices/export/')).toEqual([{ format: 'xero', kind: 'bills' }]);
    await waitFor(() => expect(rowOf(screen.getByRole('grid', { name: 'Invoices' }), 'NL-1001')).toHaveTextContent('Exported to bookkeeping'));
  });

  it('exports for QuickBooks too', async () => {
    const saved = recordSavedFiles();
    const { user } = renderRoute({ url: '/invoices' });
    await user.click(await screen.findByRole('button', { name: 'Export approved invoices for QuickBooks (CSV)' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual([`invoices-quickbooks-${format(new Date(), 'yyyy-MM-dd')}.csv`]));
  });

  it('offers no export to anyone but owners and admins', async () => {
    server.resetHandlers(...createPurchasingHandlers({ user: mockBuyer }));
    renderRoute({ url: '/invoices' });
    await invoices();
    expect(screen.queryByRole('button', { name: /Export approved invoices/ })).not.toBeInTheDocument();
  });

  it('says when nothing is open', async () => {
    server.resetHandlers(...createPurchasingHandlers({ invoices: [] }));
    renderRoute({ url: '/invoices' });
    expect(await screen.findByRole('heading', { name: 'Nothing to approve or pay' })).toBeInTheDocument();
  });
});
