import { formatDay } from '@marketplace/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import type { DefaultBodyType, StrictRequest } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, mockReceiverUser } from '../../mocks/fixtures';
import { failingHandler } from '../../mocks/handlers';
import { makeMockStore } from '../../mocks/mock-store';
import { createOrderHandlers, mockDay } from '../../mocks/order-handlers';
import { setupMswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';

const server = setupMswServer();
beforeEach(() => server.use(...createOrderHandlers({ viewer: 'builder_receiver' })));
afterEach(() => server.events.removeAllListeners());

/** The receiver's dashboard, where the panel lives. */
const renderDeliveries = () => renderRoute({ url: '/supplier', store: makeMockStore(mockReceiverUser) });

/** Every request with its JSON body, in order. */
function recordRequests() {
  const requests: { method: string; url: URL; body: Promise<unknown> }[] = [];
  server.events.on('request:start', ({ request }: { request: StrictRequest<DefaultBodyType> }) => {
    const copy = request.clone();
    requests.push({ method: request.method, url: new URL(request.url), body: request.method === 'GET' ? Promise.resolve(null) : copy.json() });
  });
  return requests;
}

const BEAMS = 'Glulam Beam, 5-1/8 × 12 in × 20 ft';
const SHEATHING = 'OSB Sheathing, 7/16 in × 4 × 8 ft';
const NAILS = 'Framing Nails, 16d, 50 lb box';

describe('DeliveriesPanel', () => {
  it('lists everything shipped and not fully received, whatever its day, overdue first, with no supplier action', async () => {
    const requests = recordRequests();
    renderDeliveries();
    expect(await screen.findByRole('heading', { level: 1, name: 'Deliveries' })).toBeInTheDocument();
    const titles = await screen.findAllByRole('heading', { level: 3, name: /^PO-/ });
    expect(titles.map((title) => title.textContent)).toEqual(['PO-2019-1 · Northwind Lumber Co.', 'PO-2031-1 · Northwind Lumber Co.']);
    const list = requests.find((request) => request.url.pathname === '/api/ordering/purchase_orders/');
    expect(list?.url.searchParams.get('awaiting_receipt')).toBe('true');
    expect(list?.url.searchParams.has('delivery_to')).toBe(false);

    const sheathing = screen.getByRole('listitem', { name: SHEATHING });
    expect(sheathing).toHaveTextContent(`Overdue by 2 days · Due ${formatDay(mockDay(-2), { weekday: true })}`);
    expect(sheathing).toHaveTextContent('18 of 20 sheets received, 2 still to come');
    expect(within(sheathing).getByRole('textbox', { name: 'Quantity received (sheet)' })).toHaveValue('2');
    const beams = screen.getByRole('listitem', { name: BEAMS });
    expect(beams).toHaveTextContent(`Due ${formatDay(mockDay(20), { weekday: true })}`);
    expect(beams).not.toHaveTextContent('Overdue');
    // Only shipped lines are received; confirmed and backordered ones are not yet on their way.
    expect(screen.getAllByRole('form', { name: /^Confirm receipt of/ }).map((form) => form.getAttribute('aria-label'))).toEqual([`Confirm receipt of ${BEAMS}`, `Confirm receipt of ${SHEATHING}`, `Confirm receipt of ${NAILS}`]);
    for (const name of [/^Confirm$/, /^Confirm all/, 'Mark shipped', 'Mark delivered', 'Backorder', 'Propose new price or date']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByText('Low stock')).not.toBeInTheDocument();
  });

  it('records a partial receipt with its note, keeps the rest receivable, and a second receipt completes it', async () => {
    const requests = recordRequests();
    const { user } = renderDeliveries();
    let form = await screen.findByRole('form', { name: `Confirm receipt of ${BEAMS}` });
    const quantity = within(form).getByRole('textbox', { name: 'Quantity received (each)' });
    expect(quantity).toHaveValue('6');
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.type(within(form).getByRole('textbox', { name: 'Note (optional)' }), 'Two beams cracked, sent back.');
    await user.click(within(form).getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText(`PO-2019-1: ${BEAMS}, 4 each received, 2 each still to come.`)).toBeInTheDocument();
    const beams = screen.getByRole('listitem', { name: BEAMS });
    await waitFor(() => expect(beams).toHaveTextContent('4 of 6 each received, 2 still to come'));
    form = within(beams).getByRole('form', { name: `Confirm receipt of ${BEAMS}` });
    expect(within(form).getByRole('textbox', { name: 'Quantity received (each)' })).toHaveValue('2');
    await user.click(within(form).getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText(`PO-2019-1: ${BEAMS}, 2 each received.`)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: BEAMS })).queryByRole('form')).not.toBeInTheDocument());
    const bodies = await Promise.all(requests.filter((request) => request.method === 'PUT').map((request) => request.body));
    expect(bodies).toEqual([{ quantity_received: 4, note: 'Two beams cracked, sent back.' }, { quantity_received: 2 }]);
  });

  it('refuses more than is still to come and anything but a whole number, before asking the API', async () => {
    const requests = recordRequests();
    const { user } = renderDeliveries();
    const form = await screen.findByRole('form', { name: `Confirm receipt of ${SHEATHING}` });
    const quantity = within(form).getByRole('textbox', { name: 'Quantity received (sheet)' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(form).getByRole('button', { name: 'Confirm receipt' }));
    expect(await within(form).findByText('Give at most the 2 still to receive.')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, 'two');
    await user.click(within(form).getByRole('button', { name: 'Confirm receipt' }));
    expect(await within(form).findByText('Give the quantity received as a whole number.')).toBeInTheDocument();
    const nails = screen.getByRole('form', { name: `Confirm receipt of ${NAILS}` });
    await user.clear(within(nails).getByRole('textbox', { name: 'Quantity received (box)' }));
    await user.type(within(nails).getByRole('textbox', { name: 'Quantity received (box)' }), '5');
    await user.click(within(nails).getByRole('button', { name: 'Confirm receipt' }));
    expect(await within(nails).findByText('Give at most the 4 ordered.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('shows the API’s refusal under the field', async () => {
    server.use(failingHandler('put', '/api/ordering/order_line_items/li-nails/', 400, errorBody('validation_error', 'Give at most the 1 still to receive.', { quantity_received: 'Give at most the 1 still to receive.' })));
    const { user } = renderDeliveries();
    const form = await screen.findByRole('form', { name: `Confirm receipt of ${NAILS}` });
    await user.click(within(form).getByRole('button', { name: 'Confirm receipt' }));
    expect(await within(form).findByText('Give at most the 1 still to receive.')).toBeInTheDocument();
  });

  it('says when nothing is to receive, and when deliveries cannot be loaded', async () => {
    server.use(...createOrderHandlers({ viewer: 'builder_receiver', purchaseOrders: [] }));
    const first = renderDeliveries();
    expect(await screen.findByText('Nothing to receive')).toBeInTheDocument();
    first.unmount();
    server.use(failingHandler('get', '/api/ordering/purchase_orders/', 500, errorBody('internal_error', 'Something went wrong on our side.')));
    renderDeliveries();
    expect(await screen.findByRole('heading', { name: 'We could not load your deliveries' })).toBeInTheDocument();
  });
});
