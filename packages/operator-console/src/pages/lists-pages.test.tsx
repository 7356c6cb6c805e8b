import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('the console’s lists', () => {
  it('lists refunds with where the money went and whether it is back, filtered by status in the URL', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/operator/money/refunds' });
    const table = await screen.findByRole('grid', { name: 'Refunds' });
    expect(await within(table).findByText('Terms balance')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Status$/ }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    expect(await screen.findByText('1 refund')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/operator/money/refunds?status=pending');
    expect(queryOf(requests, '/api/operator/refunds/').at(-1)?.get('status')).toBe('pending');
  });

  it('finds orders by number and shows unpaid ones in words', async () => {
    const { user } = renderRoute({ url: '/operator/orders' });
    const table = await screen.findByRole('grid', { name: 'Orders' });
    expect(await within(table).findByText('Card, expired')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Number/ }), '2031');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('1 order')).toBeInTheDocument();
    expect(within(screen.getByRole('grid', { name: 'Orders' })).getByText('Terms')).toBeInTheDocument();
  });

  it('lists contact messages with a way to answer', async () => {
    renderRoute({ url: '/operator/contact-messages' });
    const messages = await screen.findByRole('list', { name: 'Contact messages' });
    expect(within(messages).getAllByRole('listitem')).toHaveLength(2);
    expect(within(messages).getAllByRole('link', { name: 'Answer by email' })[0]).toHaveAttribute('href', 'mailto:jo@bayframers.example');
  });

  it('shows the audit log, narrowed to a kind of subject', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/operator/audit-log' });
    expect(await screen.findByText('Payout run')).toBeInTheDocument();
    expect(screen.getByText('$5,000.00 received Nov 19, 2026, bank reference WIRE 20261119-0042; $23,624.00 was owed before.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Subject type/ }), 'supplier');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('note: Documents checked.')).toBeInTheDocument();
    expect(queryOf(requests, '/api/operator/audit-events/').at(-1)?.get('subject_type')).toBe('supplier');
  });
});
