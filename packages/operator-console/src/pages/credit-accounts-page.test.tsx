import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('CreditAccountsPage', () => {
  it('lists the accounts, the largest balance owed first, from the Money navigation', async () => {
    const { user } = renderRoute({ url: '/operator/money/payouts' });
    const money = within(await screen.findByRole('list', { name: 'Money' }));
    expect(money.getAllByRole('link').map((link) => link.textContent)).toEqual(['Reconciliation', 'Refunds', 'Payouts', 'Credit accounts', 'Money settings']);
    await user.click(money.getByRole('link', { name: 'Credit accounts' }));

    const table = await screen.findByRole('grid', { name: 'Credit accounts' });
    expect(await screen.findByText('3 accounts')).toBeInTheDocument();
    const rows = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual(['Summit Builders', 'Bay Framers', 'Ortega Builders']);
    const summit = within(table).getByRole('row', { name: /^Summit Builders/ });
    expect(summit).toHaveTextContent('$50,000.00');
    expect(summit).toHaveTextContent('$18,624.00');
    expect(summit).toHaveTextContent('$31,376.00');
    expect(summit).toHaveTextContent('Nov 19, 2026');
    expect(within(table).getByRole('row', { name: /^Bay Framers/ })).toHaveTextContent('Never');
  });

  it('finds accounts by company name, keeping the search in the URL', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/operator/money/credit-accounts' });
    await user.type(await screen.findByRole('textbox', { name: 'Company' }), 'ortega');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('1 account')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/operator/money/credit-accounts?q=ortega');
    expect(queryOf(requests, '/api/operator/credit-accounts/').at(-1)?.get('search')).toBe('ortega');
    expect(within(screen.getByRole('grid', { name: 'Credit accounts' })).getByRole('link', { name: 'Ortega Builders' })).toHaveAttribute('href', '/operator/money/credit-accounts/company-ortega');
  });

  it('says when no company matches', async () => {
    renderRoute({ url: '/operator/money/credit-accounts?q=granite' });
    expect(await screen.findByText('No credit accounts match')).toBeInTheDocument();
    expect(screen.getByText('0 accounts')).toBeInTheDocument();
  });
});
