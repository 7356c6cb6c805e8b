import { recordSavedFiles } from '@marketplace/vitest-config/saved-files';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { StrictRequest, DefaultBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockReceiverUser } from '../mocks/fixtures';
import { createSupplierHandlers, failingHandler } from '../mocks/handlers';
import { makeMockStore } from '../mocks/mock-store';
import { createOrderHandlers, mockDay } from '../mocks/order-handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

// The shared server starts each test with the supplier API alone; the dashboard also asks for orders.
beforeEach(() => server.use(...createOrderHandlers()));

/** Every request the page sends, with its JSON body, in order. */
function recordRequests() {
  const requests: { method: string; url: URL; body: Promise<unknown> }[] = [];
  server.events.on('request:start', ({ request }: { request: StrictRequest<DefaultBodyType> }) => {
    const copy = request.clone();
    requests.push({ method: request.method, url: new URL(request.url), body: request.method === 'GET' ? Promise.resolve(null) : copy.json() });
  });
  return requests;
}

async function bodiesOf(requests: ReturnType<typeof recordRequests>, method: string, path: string): Promise<unknown[]> {
  return Promise.all(requests.filter((request) => request.method === method && request.url.pathname === path).map((request) => request.body));
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const lineOf = async (name: string) => screen.findByRole('listitem', { name });

/** Proposes a new unit price on a line through its "Propose new price or date" form. */
async function proposePrice(user: UserEvent, line: HTMLElement, dollars: string) {
  await user.click(within(line).getByRole('button', { name: 'Propose new price or date' }));
  const price = within(line).getByRole('textbox', { name: /New unit price/ });
  await user.clear(price);
  await user.type(price, dollars);
  await user.click(within(line).getByRole('button', { name: 'Send to the builder' }));
}

describe('DashboardPage for suppliers', () => {
  it('lists incoming purchase orders by status with buyer, project address, requested dates and lines', async () => {
    const requests = recordRequests();
    renderRoute({ url: '/supplier' });
    const waiting = await screen.findByRole('region', { name: 'Waiting for your answer' });
    const card = await within(waiting).findByRole('article', { name: 'PO-2042-1 · Summit Builders' });
    expect(within(card).getByText('1200 Fourth St, San Francisco, CA 94158')).toBeInTheDocument();
    expect(within(card).getByRole('listitem', { name: 'Douglas Fir Framing Lumber, 2x4 × 8 ft #2' })).toHaveTextContent('at 7:30 AM');
    const accepted = screen.getByRole('region', { name: 'Accepted' });
    expect(await within(accepted).findByRole('article', { name: 'PO-2031-1 · Summit Builders' })).toBeInTheDocument();
    const lists = requests.filter((request) => request.url.pathname === '/api/ordering/purchase_orders/').map((request) => request.url.search);
    expect(lists).toEqual(expect.arrayContaining([expect.stringContaining('awaiting=supplier'), expect.stringContaining('awaiting=builder'), expect.stringContaining('status=accepted')]));
  });

  it('moves a purchase order whose every line got new terms from "Waiting for your answer" to waiting for the builder', async () => {
    const { user } = renderRoute({ url: '/supplier' });
    const waiting = await screen.findByRole('region', { name: 'Waiting for your answer' });
    await within(waiting).findByRole('article', { name: 'PO-2042-1 · Summit Builders' });
    const waitingForBuilder = screen.getByRole('region', { name: 'New terms sent, awaiting the builder' });
    expect(await within(waitingForBuilder).findByText('No new terms waiting')).toBeInTheDocument();
    for (const name of ['Douglas Fir Framing Lumber, 2x4 × 8 ft #2', 'CDX Plywood Sheathing, 3/4 in × 4 × 8 ft']) {
      await proposePrice(user, await lineOf(name), '99.00');
    }
    expect(await within(waitingForBuilder).findByRole('article', { name: 'PO-2042-1 · Summit Builders' })).toBeInTheDocument();
    await waitFor(() => expect(within(waiting).queryByRole('article', { name: 'PO-2042-1 · Summit Builders' })).not.toBeInTheDocument());
  });

  it('says whose answer each line awaits, never "Awaiting your answer" once new terms wait for the builder', async () => {
    renderRoute({ url: '/supplier' });
    expect(await lineOf('Douglas Fir Framing Lumber, 2x4 × 8 ft #2')).toHaveTextContent('Status: Awaiting your answer');
    const insulation = await lineOf('Mineral Wool Insulation, R-15, 15 in');
    expect(insulation).toHaveTextContent('Status: New terms sent, awaiting the builder');
    expect(insulation).not.toHaveTextContent('Awaiting your answer');
    expect(await lineOf('Gypsum Drywall Panel, 1/2 in × 4 × 8 ft')).toHaveTextContent('Status: Confirmed');
  });

  it('shows the confirmed lines due within seven days to ship', async () => {
    renderRoute({ url: '/supplier' });
    const table = await screen.findByRole('grid', { name: 'Items to ship this week' });
    expect(await within(table).findByRole('rowheader', { name: 'Gypsum Drywall Panel, 1/2 in × 4 × 8 ft' })).toBeInTheDocument();
    // Shipped, backordered and pending lines are not to be loaded.
    expect(within(table).queryByText('Framing Nails, 16d, 50 lb box')).not.toBeInTheDocument();
    expect(within(table).queryByText('I-Joist, 11-7/8 in × 16 ft')).not.toBeInTheDocument();
  });

  it('confirms a line with the confirmed delivery date picked', async () => {
    const requests = recordRequests();
    const { user } = renderRoute({ url: '/supplier' });
    const studs = await lineOf('Douglas Fir Framing Lumber, 2x4 × 8 ft #2');
    await user.click(within(studs).getByRole('button', { name: 'Confirm' }));
    const form = within(studs).getByRole('form', { name: 'Confirm Douglas Fir Framing Lumber, 2x4 × 8 ft #2' });
    const day = mockDay(3);
    await user.click(within(form).getByRole('spinbutton', { name: /month/ }));
    await user.keyboard(`${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`);
    await user.click(within(form).getByRole('button', { name: 'Confirm line' }));
    expect(await screen.findByText('PO-2042-1: Douglas Fir Framing Lumber, 2x4 × 8 ft #2 confirmed.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/ordering/order_line_items/li-studs/')).toEqual([{ status: 'confirmed', confirmed_delivery_date: day }]);
  });

  it('confirms a line without a date, keeping the requested day', async () => {
    const requests = recordRequests();
    const { user } = renderRoute({ url: '/supplier' });
    const plywood = await lineOf('CDX Plywood Sheathing, 3/4 in × 4 × 8 ft');
    await user.click(within(plywood).getByRole('button', { name: 'Confirm' }));
    await user.click(within(plywood).getByRole('button', { name: 'Confirm line' }));
    await waitFor(async () => expect(await bodiesOf(requests, 'PUT', '/api/ordering/order_line_items/li-plywood/')).toEqual([{ status: 'confirmed' }]));
  });

  it('confirms every waiting line of a purchase order at once', async () => {
    const requests = recordRequests();
    const { user } = renderRoute({ url: '/supplier' });
    await user.click(await screen.findByRole('button', { name: 'Confirm all lines of PO-2042-1' }));
    expect(await screen.findByText('PO-2042-1: every waiting line confirmed.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/ordering/purchase_orders/po-new/')).toEqual([{ status: 'accepted' }]);
    // Now accepted, it leaves the list of purchase orders waiting for an answer.
    const waiting = screen.getByRole('region', { name: 'Waiting for your answer' });
    expect(await within(waiting).findByText('No purchase orders waiting')).toBeInTheDocument();
  });

  it('ships a confirmed line and delivers a shipped one', async () => {
    const requests = recordRequests();
    const { user } = renderRoute({ url: '/supplier' });
    await user.click(within(await lineOf('Gypsum Drywall Panel, 1/2 in × 4 × 8 ft')).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('PO-2031-1: Gypsum Drywall Panel, 1/2 in × 4 × 8 ft marked shipped.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/ordering/order_line_items/li-drywall/')).toEqual([{ status: 'shipped' }]);
    await user.click(within(await lineOf('Framing Nails, 16d, 50 lb box')).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText('PO-2031-1: Framing Nails, 16d, 50 lb box marked delivered.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/ordering/order_line_items/li-nails/')).toEqual([{ status: 'delivered' }]);
  });

  it('backorders a line and proposes a new price', async () => {
    const requests = recordRequests();
    const { user } = renderRoute({ url: '/supplier' });
    await proposePrice(user, await lineOf('Douglas Fir Framing Lumber, 2x4 × 8 ft #2'), '4.95');
    expect(await screen.findByText('PO-2042-1: Douglas Fir Framing Lumber, 2x4 × 8 ft #2 new terms sent to the builder to accept.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/ordering/order_line_items/li-studs/')).toEqual([{ unit_price_cents: 495 }]);
    await user.click(within(await lineOf('CDX Plywood Sheathing, 3/4 in × 4 × 8 ft')).getByRole('button', { name: 'Backorder' }));
    await waitFor(async () => expect(await bodiesOf(requests, 'PUT', '/api/ordering/order_line_items/li-plywood/')).toEqual([{ status: 'backordered' }]));
  });

  it('shows the API’s words when a move is refused (409)', async () => {
    const { user } = renderRoute({ url: '/supplier' });
    await user.click(within(await lineOf('Mineral Wool Insulation, R-15, 15 in')).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This line item cannot go from confirmed to shipped: the builder has not accepted the new price or date yet.');
  });

  it('downloads the PDF with the viewer’s time-zone offset', async () => {
    const requests = recordRequests();
    const saved = recordSavedFiles();
    // A viewer in California in summer: getTimezoneOffset() is 420, the API wants -420.
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(420);
    const { user } = renderRoute({ url: '/supplier' });
    await user.click(await screen.findByRole('button', { name: 'Download PDF of PO-2042-1' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['purchase-order-PO-2042-1.pdf']));
    const pdf = requests.find((request) => request.url.pathname === '/api/ordering/purchase_orders/po-new/pdf/');
    expect(pdf?.url.searchParams.get('timezone-offset')).toBe('-420');
    expect(saved[0]?.type).toBe('application/pdf');
  });

  it('says when there are no orders, and when they cannot be loaded', async () => {
    server.use(...createOrderHandlers({ purchaseOrders: [] }));
    const first = renderRoute({ url: '/supplier' });
    expect(await screen.findByText('No purchase orders waiting')).toBeInTheDocument();
    expect(await screen.findByText('Nothing to ship this week')).toBeInTheDocument();
    first.unmount();
    server.use(failingHandler('get', '/api/ordering/purchase_orders/', 500, errorBody('internal_error', 'Something went wrong on our side.')));
    renderRoute({ url: '/supplier' });
    expect(await screen.findByRole('heading', { name: 'We could not load new purchase orders' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'We could not load this week’s shipments' })).toBeInTheDocument();
  });

  it('shows the real low stock, and says when none is low or it cannot be loaded', async () => {
    const first = renderRoute({ url: '/supplier' });
    const table = await screen.findByRole('grid', { name: 'Low stock' });
    expect(await within(table).findByText('SG-UDP-0001-02')).toBeInTheDocument();
    first.unmount();
    server.resetHandlers(...createSupplierHandlers({ lowStock: [] }), ...createOrderHandlers());
    const second = renderRoute({ url: '/supplier' });
    expect(await screen.findByText('Stock looks healthy')).toBeInTheDocument();
    second.unmount();
    server.use(failingHandler('get', '/api/supplier/low_stock/', 500, errorBody('internal_error', 'Something went wrong on our side.')));
    renderRoute({ url: '/supplier' });
    expect(await screen.findByRole('heading', { name: 'We could not load your stock' })).toBeInTheDocument();
  });
});

describe('DashboardPage words', () => {
  it('writes the receiver’s company in the possessive as English does: “Summit Builders’ projects”', async () => {
    server.use(...createOrderHandlers({ viewer: 'builder_receiver' }));
    renderRoute({ url: '/supplier', store: makeMockStore(mockReceiverUser) });
    expect(await screen.findByText('Deliveries coming to Summit Builders’ projects.')).toBeInTheDocument();
  });
});
