import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPurchasingHandlers } from '../mocks/handlers';
import { queryOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const rowOf = (table: HTMLElement, name: string) => within(table).getAllByRole('rowheader', { name })[0]?.closest('[role="row"]') as HTMLElement;

describe('QuotesPage', () => {
  it('lists the open requests with how many suppliers answered, each linked to its answers', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: '/quotes' });
    const table = await screen.findByRole('grid', { name: 'Quote requests' });
    const maple = rowOf(table, 'Maple Street Duplex');
    expect(maple).toHaveTextContent('3 lines');
    expect(maple).toHaveTextContent('3 of 4 answered');
    expect(maple).toHaveTextContent('Open for answers');
    expect(within(maple).getByRole('link', { name: 'Maple Street Duplex' })).toHaveAttribute('href', '/quotes/quote-1');
    expect(rowOf(table, 'Harbor View Offices')).toHaveTextContent('0 of 1 answered');
    expect(queryOf(requests, '/api/quote-requests/')[0]?.get('status')).toBe('sent');
  });

  it('filters by status from the URL and the select', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/quotes?status=closed' });
    expect(rowOf(await screen.findByRole('grid', { name: 'Quote requests' }), 'Maple Street Duplex')).toHaveTextContent('Awarded');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(rowOf(screen.getByRole('grid', { name: 'Quote requests' }), 'Maple Street Duplex')).toHaveTextContent('Cancelled'));
    expect(screen.getByTestId('location')).toHaveTextContent('/quotes?status=cancelled');
    expect(queryOf(requests, '/api/quote-requests/').map((query) => query.get('status'))).toEqual(['closed', 'cancelled']);
  });

  it('says when nothing waits for answers, and offers a new request', async () => {
    server.resetHandlers(...createPurchasingHandlers({ quoteRequests: [] }));
    renderRoute({ url: '/quotes', selectedProjectId: 'proj-maple' });
    expect(await screen.findByRole('heading', { name: 'No request is waiting for answers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New quote request' })).toHaveAttribute('href', '/quotes/new?project=proj-maple');
  });
});
