import { screen, waitFor, within } from '@testing-library/react';
import { recordSavedFiles } from '@marketplace/vitest-config/saved-files';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PayoutsPage', () => {
  it('lists the payouts with their amounts and why one is still pending', async () => {
    renderRoute({ url: '/operator/money/payouts' });
    const table = await screen.findByRole('grid', { name: 'Payouts' });
    const failing = await within(table).findByRole('row', { name: /Northwind Lumber Co., Nov 20, 2026/ });
    expect(failing).toHaveTextContent('Pending: The bank did not answer; retrying.');
    expect(failing).toHaveTextContent('$2,704.20');
    expect(failing).toHaveTextContent('$135.21');
    expect(failing).toHaveTextContent('$2,568.99');
  });

  it('runs payouts now: reports what was decided and who waits, and lists the new payout', async () => {
    const { user } = renderRoute({ url: '/operator/money/payouts' });
    await user.click(await screen.findByRole('button', { name: 'Run payouts now' }));
    const report = await screen.findByRole('region', { name: 'Payout run' });
    expect(report).toHaveTextContent('1 payout for $237.50 decided; each is on its way to its supplier.');
    expect(report).toHaveTextContent('Cedar Ridge Millwork: No banking details on file yet.');
    expect(await screen.findByText('4 payouts')).toBeInTheDocument();
    expect(within(screen.getByRole('grid', { name: 'Payouts' })).getByRole('link', { name: /^Granite Supply Inc\./ })).toBeInTheDocument();
  });

  it('filters by status from the URL', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: '/operator/money/payouts?status=paid' });
    expect(await screen.findByText('2 payouts')).toBeInTheDocument();
    expect(queryOf(requests, '/api/operator/payouts/')[0]?.get('status')).toBe('paid');
  });

  it('opens a payout with its lines and downloads its statement', async () => {
    const requests = recordRequests(server);
    const saved = recordSavedFiles();
    const { user } = renderRoute({ url: '/operator/money/payouts' });
    await user.click(await screen.findByRole('link', { name: 'Northwind Lumber Co., Nov 13, 2026' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout to Northwind Lumber Co., Nov 13, 2026' })).toBeInTheDocument();
    const line = within(screen.getByRole('grid', { name: 'Lines of the payout' })).getByRole('row', { name: /Gypsum Drywall Panel/ });
    expect(line).toHaveTextContent('3%');
    expect(line).toHaveTextContent('$35.88');
    await user.click(screen.getByRole('button', { name: 'Statement (PDF)' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['payout-northwind-lumber-co-2026-11-13.pdf']));
    expect(requests.some((request) => new URL(request.url).pathname === '/api/operator/payouts/payout-2/statement.pdf')).toBe(true);
  });
});
