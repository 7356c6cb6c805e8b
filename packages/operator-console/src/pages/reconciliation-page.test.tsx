import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockUnbalancedReconciliation } from '../mocks/fixtures';
import { createOperatorHandlers } from '../mocks/handlers';
import { queryOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('ReconciliationPage', () => {
  it('says plainly that the books balance, then shows each day', async () => {
    renderRoute({ url: '/operator/money/reconciliation' });
    const verdict = await screen.findByRole('region', { name: 'Balanced' });
    expect(verdict).toHaveTextContent('From Nov 18, 2026 to Nov 20, 2026, charges less refunds equal payouts, commission and money held, and every transaction balances.');
    const days = screen.getByRole('grid', { name: 'Reconciliation by day' });
    const nineteenth = within(days).getByRole('row', { name: /Nov 19, 2026/ });
    expect(nineteenth).toHaveTextContent('$500.00');
    expect(nineteenth).toHaveTextContent('$100.00');
    // Credit repaid: cash in beside the equation.
    expect(within(days).getByRole('columnheader', { name: 'Credit repaid' })).toBeInTheDocument();
    expect(nineteenth).toHaveTextContent('$5,000.00');
  });

  it('says what does not agree when the books do not balance', async () => {
    server.resetHandlers(...createOperatorHandlers({ reconciliation: mockUnbalancedReconciliation() }));
    renderRoute({ url: '/operator/money/reconciliation' });
    const verdict = await screen.findByRole('region', { name: 'Not balanced' });
    expect(within(verdict).getByText('1 transaction does not balance.')).toBeInTheDocument();
    expect(within(verdict).getByText('Purchase order po-2019-1 holds -$125.00 where $0.00 is expected.')).toBeInTheDocument();
    expect(within(verdict).getByText('Nov 20, 2026: off by -$125.00.')).toBeInTheDocument();
  });

  it('asks for the days in the URL', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: '/operator/money/reconciliation?from=2026-11-19&to=2026-11-20' });
    await screen.findByRole('region', { name: 'Balanced' });
    const [query] = queryOf(requests, '/api/operator/reconciliation/');
    expect(query?.get('from')).toBe('2026-11-19');
    expect(query?.get('to')).toBe('2026-11-20');
    expect(within(screen.getByRole('grid', { name: 'Reconciliation by day' })).getAllByRole('row')).toHaveLength(3);
  });
});
