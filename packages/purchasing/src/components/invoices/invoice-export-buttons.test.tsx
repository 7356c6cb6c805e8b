import { recordSavedFiles } from '@marketplace/vitest-config/saved-files';
import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, recordRequests, setupMswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';

const server = setupMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

const rowOf = (number: string) => within(screen.getByRole('grid', { name: 'Invoices' })).getByRole('rowheader', { name: number }).closest('[role="row"]') as HTMLElement;

describe('the invoices’ export', () => {
  it('exports the bills unless the payments are chosen', async () => {
    renderRoute({ url: '/invoices' });
    const choice = await screen.findByRole('radiogroup', { name: 'Export' });
    expect(within(choice).getByRole('radio', { name: /^Bills/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Export approved invoices for Xero (CSV)' })).toBeVisible();
  });

  it('exports the payments for QuickBooks as a file of their own, moving no invoice', async () => {
    const saved = recordSavedFiles();
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/invoices' });
    await screen.findByRole('grid', { name: 'Invoices' });
    await user.click(within(screen.getByRole('radiogroup', { name: 'Export' })).getByRole('radio', { name: /^Payments/ }));
    expect(screen.queryByRole('button', { name: /Export approved invoices/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export payments for QuickBooks (CSV)' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual([`payments-quickbooks-${format(new Date(), 'yyyy-MM-dd')}.csv`]));
    expect(await bodiesOf(requests, 'POST', '/api/ordering/invoices/export/')).toEqual([{ format: 'quickbooks', kind: 'payments' }]);
    expect(rowOf('NL-1001')).toHaveTextContent('Approved');
  });
});
