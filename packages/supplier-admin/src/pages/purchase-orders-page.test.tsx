import { screen, waitFor, within } from '@testing-library/react';
import type { DefaultBodyType, StrictRequest } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { createOrderHandlers, mockPurchaseOrders } from '../mocks/order-handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();
beforeEach(() => server.use(...createOrderHandlers()));
afterEach(() => server.events.removeAllListeners());

/** The query of every list request, in order. */
function recordListQueries() {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }: { request: StrictRequest<DefaultBodyType> }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/ordering/purchase_orders/') queries.push(url.searchParams);
  });
  return queries;
}

/** Where the router is: path and query. */
const at = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

const rowNames = async () => {
  const table = await screen.findByRole('grid', { name: 'Purchase orders' });
  return within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
};

/** Many purchase orders, for the pages. */
function manyPurchaseOrders(count: number) {
  const [template] = mockPurchaseOrders();
  if (!template) throw new Error('No mock purchase order');
  return Array.from({ length: count }, (_, index) => ({
    ...template,
    id: `po-${index}`,
    number: `PO-${3000 + index}-1`,
    placed_at: new Date(Date.UTC(2026, 9, 1, 12) + index * 3_600_000).toISOString(),
  }));
}

describe('PurchaseOrdersPage', () => {
  it('lists every purchase order, newest first, with its status, buyer and subtotal', async () => {
    renderRoute({ url: '/supplier/purchase-orders' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase orders' })).toBeInTheDocument();
    await waitFor(async () => expect(await rowNames()).toEqual(['PO-2042-1', 'PO-2031-1', 'PO-2019-1']));
    const row = screen.getByRole('row', { name: /PO-2042-1/ });
    expect(row).toHaveTextContent('ORD-2042');
    expect(row).toHaveTextContent('Nov 20, 2026');
    expect(row).toHaveTextContent('Awaiting your answer');
    expect(row).toHaveTextContent('Summit Builders');
    expect(row).toHaveTextContent('$669.00');
    expect(screen.getByText('3 purchase orders')).toBeInTheDocument();
  });

  it('reads its filters from the URL and sends them to the API', async () => {
    const queries = recordListQueries();
    renderRoute({ url: '/supplier/purchase-orders?status=accepted&from=2026-11-01&to=2026-11-30&q=2031' });
    await waitFor(async () => expect(await rowNames()).toEqual(['PO-2031-1']));
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({ limit: '20', offset: '0', status: 'accepted', placed_from: '2026-11-01', placed_to: '2026-11-30', search: '2031' });
  });

  it('searches by number and filters by status, writing the URL and going back to the first page', async () => {
    server.use(...createOrderHandlers({ purchaseOrders: manyPurchaseOrders(25) }));
    const { user, router } = renderRoute({ url: '/supplier/purchase-orders?page=2' });
    await waitFor(async () => expect(await rowNames()).toHaveLength(5));
    await user.type(screen.getByRole('textbox', { name: 'Purchase-order or order number' }), 'PO-3001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(at(router)).toBe('/supplier/purchase-orders?q=PO-3001'));
    await waitFor(async () => expect(await rowNames()).toEqual(['PO-3001-1']));

    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Delivered' }));
    await waitFor(() => expect(at(router)).toBe('/supplier/purchase-orders?status=delivered&q=PO-3001'));
    expect(await screen.findByText('No purchase orders match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(at(router)).toBe('/supplier/purchase-orders'));
    expect(screen.getByRole('textbox', { name: 'Purchase-order or order number' })).toHaveValue('');
  });

  it('pages through the purchase orders with the page in the URL', async () => {
    const queries = recordListQueries();
    server.use(...createOrderHandlers({ purchaseOrders: manyPurchaseOrders(25) }));
    const { user, router } = renderRoute({ url: '/supplier/purchase-orders' });
    await waitFor(async () => expect(await rowNames()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(at(router)).toBe('/supplier/purchase-orders?page=2'));
    await waitFor(async () => expect(await rowNames()).toHaveLength(5));
    expect(queries.at(-1)?.get('offset')).toBe('20');
  });

  it('says when there are none yet, and when they cannot be loaded', async () => {
    server.use(...createOrderHandlers({ purchaseOrders: [] }));
    const first = renderRoute({ url: '/supplier/purchase-orders' });
    expect(await screen.findByText('No purchase orders yet')).toBeInTheDocument();
    first.unmount();
    server.use(failingHandler('get', '/api/ordering/purchase_orders/', 500, errorBody('internal_error', 'Something went wrong on our side.')));
    renderRoute({ url: '/supplier/purchase-orders' });
    expect(await screen.findByRole('heading', { name: 'We could not load your purchase orders' })).toBeInTheDocument();
  });
});
