import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockOrderSummaries } from '../mocks/fixtures';
import { createOrdersHandlers, failingHandler } from '../mocks/handlers';
import { recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const location = () => screen.getByTestId('location').textContent;
const listQueries = (requests: readonly Request[]) =>
  requests.map((request) => new URL(request.url)).filter((url) => url.pathname === '/api/ordering/orders/').map((url) => Object.fromEntries(url.searchParams));
const table = () => screen.findByRole('grid', { name: 'Orders' });
const orderLinks = () => within(screen.getByRole('grid', { name: 'Orders' })).getAllByRole('link');

describe('OrdersPage', () => {
  it('asks for the first 20 orders, newest first, and links each row to its order', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: '/orders' });
    expect(await screen.findByText('1–20 of 25')).toBeInTheDocument();
    expect(listQueries(requests)).toEqual([{ limit: '20', offset: '0', order_by: '-created_at' }]);
    await table();
    expect(orderLinks()).toHaveLength(20);
    expect(orderLinks()[0]).toHaveTextContent('ORD-1001');
    expect(orderLinks()[0]).toHaveAttribute('href', '/orders/ord-1001');
    const first = screen.getByRole('row', { name: /ORD-1001/ });
    expect(within(first).getByText('Maple Street Duplex')).toBeInTheDocument();
    expect(within(first).getByText('$919.00')).toBeInTheDocument();
    expect(within(first).getByText('In progress')).toBeInTheDocument();
  });

  it('reads page, sort and filters from the URL into the query', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: '/orders?page=2&sort=total_cents&status=in_progress&project=proj-maple&supplier=sup-northside' });
    await waitFor(() => expect(listQueries(requests)).toHaveLength(1));
    expect(listQueries(requests)[0]).toEqual({
      limit: '20',
      offset: '20',
      order_by: 'total_cents',
      status: 'in_progress',
      project_id: 'proj-maple',
      supplier_id: 'sup-northside',
    });
  });

  it('moves between pages through the URL', async () => {
    const requests = recordRequests(server);
    const { user, router } = renderRoute({ url: '/orders' });
    await screen.findByText('1–20 of 25');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21–25 of 25')).toBeInTheDocument();
    expect(location()).toBe('/orders?page=2');
    expect(listQueries(requests).at(-1)).toMatchObject({ offset: '20' });
    expect(orderLinks()[0]).toHaveTextContent('ORD-981');
    await router.navigate(-1);
    expect(await screen.findByText('1–20 of 25')).toBeInTheDocument();
  });

  it('sorts by a column header, ascending then descending, from the first page', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/orders?page=2' });
    await screen.findByText('21–25 of 25');
    await user.click(screen.getByRole('columnheader', { name: /Total/ }));
    await waitFor(() => expect(location()).toBe('/orders?sort=total_cents'));
    await waitFor(() => expect(listQueries(requests).at(-1)).toEqual({ limit: '20', offset: '0', order_by: 'total_cents' }));
    await user.click(screen.getByRole('columnheader', { name: /Total/ }));
    await waitFor(() => expect(location()).toBe('/orders?sort=-total_cents'));
    await waitFor(() => expect(orderLinks()[0]).toHaveTextContent('ORD-1001'));
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters by status with the counts of the metadata, and by project and supplier', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/orders?page=2' });
    await screen.findByText('21–25 of 25');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    expect(await screen.findByRole('option', { name: 'In progress (11)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Completed (5)' }));
    await waitFor(() => expect(location()).toBe('/orders?status=completed'));
    expect(await screen.findByText('1–5 of 5')).toBeInTheDocument();
    expect(listQueries(requests).at(-1)).toEqual({ limit: '20', offset: '0', order_by: '-created_at', status: 'completed' });

    await user.click(screen.getByRole('button', { name: /Project/ }));
    await user.click(await screen.findByRole('option', { name: 'Harbor View Offices' }));
    await waitFor(() => expect(location()).toBe('/orders?status=completed&project=proj-harbor'));
    await user.click(screen.getByRole('button', { name: /Supplier/ }));
    await user.click(await screen.findByRole('option', { name: 'Harbor Lumber Co.' }));
    await waitFor(() => expect(location()).toBe('/orders?status=completed&project=proj-harbor&supplier=sup-harbor'));
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toEqual({
        limit: '20',
        offset: '0',
        order_by: '-created_at',
        status: 'completed',
        project_id: 'proj-harbor',
        supplier_id: 'sup-harbor',
      }),
    );
  });

  it('offers to clear filters that match nothing', async () => {
    server.resetHandlers(...createOrdersHandlers({ summaries: mockOrderSummaries().filter((row) => row.status !== 'cancelled') }));
    const { user } = renderRoute({ url: '/orders?status=cancelled&project=proj-harbor' });
    expect(await screen.findByRole('heading', { name: 'No orders match these filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/orders'));
    expect(await screen.findByText('1–20 of 20')).toBeInTheDocument();
  });

  it('asks for the list and its counts again when it is opened again, since suppliers and receivers move orders meanwhile', async () => {
    const { user } = renderRoute({ url: '/orders' });
    await screen.findByText('1–20 of 25');
    expect(within(screen.getByRole('row', { name: /ORD-1001/ })).getByText('In progress')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'ORD-1001' }));
    await screen.findByRole('heading', { level: 1, name: 'Order ORD-1001' });
    // Meanwhile the last lines of ORD-1001 are delivered and received.
    const summaries = mockOrderSummaries().map((row) => (row.number === 'ORD-1001' ? { ...row, status: 'completed' as const } : row));
    server.resetHandlers(...createOrdersHandlers({ summaries }));
    const requests = recordRequests(server);
    await user.click(screen.getByRole('link', { name: 'All orders' }));
    await table();
    await waitFor(() => expect(within(screen.getByRole('row', { name: /ORD-1001/ })).getByText('Completed')).toBeInTheDocument());
    expect(listQueries(requests)).toEqual([{ limit: '20', offset: '0', order_by: '-created_at' }]);
    await user.click(screen.getByRole('button', { name: /Status/ }));
    expect(await screen.findByRole('option', { name: 'Completed (6)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'In progress (10)' })).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    server.use(failingHandler('get', '/api/ordering/orders/'));
    renderRoute({ url: '/orders' });
    expect(await screen.findByRole('heading', { name: 'We could not load your orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    /** A screen 390 px wide: the narrow-screen query matches. */
    function holdAPhone() {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(max-width: 40rem)',
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }));
    }
    afterEach(() => vi.unstubAllGlobals());

    it('shows each order as a card instead of a table that does not fit, with a sort to choose', async () => {
      holdAPhone();
      const requests = recordRequests(server);
      const { user } = renderRoute({ url: '/orders' });
      const cards = await screen.findByRole('list', { name: 'Orders' });
      expect(screen.queryByRole('grid', { name: 'Orders' })).not.toBeInTheDocument();
      const first = within(cards).getByRole('listitem', { name: 'Order ORD-1001' });
      expect(within(first).getByRole('link', { name: 'ORD-1001' })).toHaveAttribute('href', '/orders/ord-1001');
      expect(within(first).getByText('Project', { selector: 'dt' }).nextSibling).toHaveTextContent('Maple Street Duplex');
      expect(within(first).getByText('Total', { selector: 'dt' }).nextSibling).toHaveTextContent('$919.00');
      expect(within(first).getByText('Placed', { selector: 'dt' }).nextSibling).toHaveTextContent('Nov 2, 2026');
      expect(within(first).getByText('In progress')).toBeInTheDocument();
      // New terms waiting read as the order's state, in the words every page uses.
      expect(within(within(cards).getByRole('listitem', { name: 'Order ORD-998' })).getByText('New terms to review')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /Sort by/ }));
      await user.click(await screen.findByRole('option', { name: 'Total, highest first' }));
      await waitFor(() => expect(location()).toBe('/orders?sort=-total_cents'));
      await waitFor(() => expect(listQueries(requests).at(-1)).toEqual({ limit: '20', offset: '0', order_by: '-total_cents' }));
    });
  });
});
