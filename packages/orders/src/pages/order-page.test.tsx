import { recordSavedFiles, type SavedFile } from '@marketplace/vitest-config/saved-files';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockOrder, mockOrderId } from '../mocks/fixtures';
import { createOrdersHandlers, failingHandler } from '../mocks/handlers';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const openOrder = () => renderRoute({ url: `/orders/${mockOrderId}`, selectedProjectId: 'proj-maple' });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Order ORD-1001' });
const line = (name: string) => screen.getByRole('listitem', { name });
const studs = () => line('Douglas Fir Framing Lumber, 2x4 × 8 ft #2');
const plywood = () => line('CDX Plywood Sheathing, 3/4 in × 4 × 8 ft');
const purchaseOrder = (supplier: string) => screen.getByRole('region', { name: supplier });
const flash = () => screen.findByRole('alert');
/** A status badge by the words screen readers hear before it ("Item status"), with its words. */
const badge = (container: HTMLElement, label: string) => within(container).getByText(`${label}:`, { exact: false }).parentElement;
/** Success flashes are polite status messages, not alerts. */
const confirmation = (text: string) => screen.findByText(text, { exact: false, selector: '[role="status"] *, [role="status"]' });

describe('OrderPage', () => {
  it('shows the order, its purchase orders per supplier with their lines, and the timeline', async () => {
    openOrder();
    await heading();
    const details = screen.getByRole('region', { name: 'Order details' });
    expect(within(details).getByText('Maple Street Duplex')).toBeInTheDocument();
    expect(within(details).getByText('$919.00', { selector: '.mk-orders-summary__total' })).toBeInTheDocument();
    expect(within(details).getByText('In progress')).toBeInTheDocument();

    const northside = purchaseOrder('Northside Building Supply');
    expect(within(northside).getByText('Purchase order PO-1001-1 · $669.00')).toBeInTheDocument();
    expect(within(northside).getByText('Accepted', { exact: false })).toBeInTheDocument();
    expect(within(studs()).getByText('60 each × $4.65 =', { exact: false })).toHaveTextContent('$279.00');
    expect(within(studs()).getByText('Shipped', { exact: false })).toBeInTheDocument();
    // The time the builder asked for travels with the requested day.
    expect(within(studs()).getByText('Requested', { selector: 'dt' }).nextSibling).toHaveTextContent('Tue, Nov 10, 2026 at 7:30 AM');
    expect(within(studs()).getByText('Delivery agreed', { selector: 'dt' }).nextSibling).toHaveTextContent('Tue, Nov 10, 2026');
    // Only what arrived can be received: the studs are on their way, the plywood is not yet.
    expect(within(studs()).getByRole('button', { name: 'Confirm receipt' })).toBeInTheDocument();
    expect(within(plywood()).queryByRole('button', { name: 'Confirm receipt' })).not.toBeInTheDocument();

    const harbor = purchaseOrder('Harbor Lumber Co.');
    expect(within(harbor).getByText('Delivery ticket: delivery-ticket-signed.pdf')).toBeInTheDocument();
    expect(within(harbor).getByText('Received', { selector: 'dt' }).nextSibling).toHaveTextContent('40 of 40 bag');

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events[0]).toHaveTextContent('Order ORD-1001: Placed');
    expect(events[0]).toHaveTextContent('by Dana Builder (Summit Builders)');
    expect(events.find((item) => item.textContent?.includes('Douglas Fir Framing Lumber, 2x4 × 8 ft #2: Confirmed → Shipped'))).toHaveTextContent(
      'by Sam Northside (Northside Building Supply)',
    );
    expect(screen.queryByRole('button', { name: 'Accept new terms' })).not.toBeInTheDocument();
  });

  it('accepts new terms with one POST and shows the order it answers', async () => {
    server.resetHandlers(...createOrdersHandlers({ orders: [mockOrder('terms_pending')] }));
    const requests = recordRequests(server);
    const { user } = openOrder();
    const terms = await screen.findByRole('region', { name: 'New terms to review' });
    expect(within(terms).getByText('Unit price $32.50 → $34.00')).toBeInTheDocument();
    expect(within(terms).getByText('Delivery Nov 12, 2026 → Nov 19, 2026')).toBeInTheDocument();
    expect(within(plywood()).getByText('Proposed: unit price $34.00, delivery Nov 19, 2026')).toBeInTheDocument();

    await user.click(within(terms).getByRole('button', { name: 'Accept new terms' }));
    expect(await confirmation('The new terms are accepted.')).toBeInTheDocument();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => new URL(request.url).pathname)).toEqual([`/api/ordering/orders/${mockOrderId}/accept-terms/`]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New terms to review' })).not.toBeInTheDocument());
    expect(within(plywood()).getByText('12 each × $34.00 =', { exact: false })).toHaveTextContent('$408.00');
    expect(within(plywood()).getByText('Delivery agreed', { selector: 'dt' }).nextSibling).toHaveTextContent('Thu, Nov 19, 2026');
    expect(within(plywood()).getByText('Confirmed', { exact: false, selector: '.mk-orders-badge' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Order details' })).getByText('$937.00', { selector: '.mk-orders-summary__total' })).toBeInTheDocument();
  });

  it('asks for the order again when it is opened again, since suppliers and receivers move it meanwhile', async () => {
    const { user } = openOrder();
    await heading();
    const status = () => within(screen.getByRole('region', { name: 'Order details' })).getByText('Status', { selector: 'dt' }).nextSibling;
    expect(status()).toHaveTextContent('In progress');
    // Meanwhile everything is delivered and received.
    server.resetHandlers(...createOrdersHandlers({ orders: [mockOrder('completed')] }));
    await user.click(screen.getByRole('link', { name: 'All orders' }));
    await user.click(await screen.findByRole('link', { name: 'ORD-1001' }));
    await heading();
    await waitFor(() => expect(status()).toHaveTextContent('Completed'));
  });

  it('flashes a refusal to accept the terms and keeps them on screen', async () => {
    server.resetHandlers(...createOrdersHandlers({ orders: [mockOrder('terms_pending')] }));
    server.use(failingHandler('post', `/api/ordering/orders/${mockOrderId}/accept-terms`, 409, 'No new terms are waiting for this order.'));
    const { user } = openOrder();
    await user.click(await screen.findByRole('button', { name: 'Accept new terms' }));
    expect(await flash()).toHaveTextContent('No new terms are waiting for this order.');
    expect(screen.getByRole('region', { name: 'New terms to review' })).toBeInTheDocument();
  });

  it('never shows a status that contradicts new terms waiting for the builder', async () => {
    server.resetHandlers(...createOrdersHandlers({ orders: [mockOrder('terms_pending')] }));
    openOrder();
    await screen.findByRole('region', { name: 'New terms to review' });
    // The supplier confirmed for a later day: that day is a proposal, not a confirmation.
    expect(badge(plywood(), 'Item status')).toHaveTextContent('Item status: New terms to review');
    expect(within(plywood()).getByText('Delivery agreed', { selector: 'dt' }).nextSibling).toHaveTextContent('Awaiting your answer to the new date');
    expect(within(plywood()).queryByText('Not yet')).not.toBeInTheDocument();
    expect(within(plywood()).queryByText(/^Confirmed$/)).not.toBeInTheDocument();
    expect(badge(purchaseOrder('Northside Building Supply'), 'Purchase order status')).toHaveTextContent('New terms to review');
    expect(within(screen.getByRole('region', { name: 'Order details' })).getByText('Status', { selector: 'dt' }).nextSibling).toHaveTextContent('New terms to review');
  });

  it('refuses new terms line by line with a note, and shows the order it answers', async () => {
    server.resetHandlers(...createOrdersHandlers({ orders: [mockOrder('terms_pending')] }));
    const requests = recordRequests(server);
    const { user } = openOrder();
    const terms = await screen.findByRole('region', { name: 'New terms to review' });
    await user.click(within(terms).getByRole('button', { name: 'Refuse new terms' }));
    const form = within(terms).getByRole('form', { name: 'Refuse new terms' });
    await user.click(within(form).getByRole('button', { name: /CDX Plywood Sheathing, 3\/4 in × 4 × 8 ft/ }));
    await user.click(await screen.findByRole('option', { name: 'Cancel this item' }));
    await user.type(within(form).getByRole('textbox', { name: /Note to the supplier/ }), 'We found it elsewhere.');
    await user.click(within(form).getByRole('button', { name: 'Send refusal' }));

    expect(await confirmation('1 cancelled. The suppliers are told.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', `/api/ordering/orders/${mockOrderId}/decline-terms/`)).toEqual([
      { lines: [{ line_item_id: 'li-plywood', action: 'cancel' }], note: 'We found it elsewhere.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New terms to review' })).not.toBeInTheDocument());
    expect(badge(plywood(), 'Item status')).toHaveTextContent('Item status: Cancelled');
  });

  it('sends a refused line back to the supplier, and asks for a choice before sending anything', async () => {
    server.resetHandlers(...createOrdersHandlers({ orders: [mockOrder('terms_pending')] }));
    const requests = recordRequests(server);
    const { user } = openOrder();
    const terms = await screen.findByRole('region', { name: 'New terms to review' });
    await user.click(within(terms).getByRole('button', { name: 'Refuse new terms' }));
    const form = within(terms).getByRole('form', { name: 'Refuse new terms' });
    await user.click(within(form).getByRole('button', { name: /CDX Plywood Sheathing/ }));
    await user.click(await screen.findByRole('option', { name: 'Decide later' }));
    await user.click(within(form).getByRole('button', { name: 'Send refusal' }));
    expect(await within(form).findByText('Choose at least one item whose new terms you refuse.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(within(form).getByRole('button', { name: /CDX Plywood Sheathing/ }));
    await user.click(await screen.findByRole('option', { name: 'Send back at the original terms' }));
    await user.click(within(form).getByRole('button', { name: 'Send refusal' }));
    expect(await confirmation('1 item sent back to the supplier at the original terms.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', `/api/ordering/orders/${mockOrderId}/decline-terms/`)).toEqual([{ lines: [{ line_item_id: 'li-plywood', action: 'send_back' }] }]);
    await waitFor(() => expect(badge(plywood(), 'Item status')).toHaveTextContent('Item status: Awaiting the supplier'));
    expect(within(plywood()).getByText('12 each × $32.50 =', { exact: false })).toBeInTheDocument();
  });

  it('flashes a failed refusal and keeps the choices made', async () => {
    server.resetHandlers(...createOrdersHandlers({ orders: [mockOrder('terms_pending')] }));
    server.use(failingHandler('post', `/api/ordering/orders/${mockOrderId}/decline-terms`, 409, 'CDX Plywood Sheathing, 3/4 in × 4 × 8 ft has no new terms to refuse.'));
    const { user } = openOrder();
    const terms = await screen.findByRole('region', { name: 'New terms to review' });
    await user.click(within(terms).getByRole('button', { name: 'Refuse new terms' }));
    const form = within(terms).getByRole('form', { name: 'Refuse new terms' });
    await user.type(within(form).getByRole('textbox', { name: /Note to the supplier/ }), 'Too late for us.');
    await user.click(within(form).getByRole('button', { name: 'Send refusal' }));
    expect(await flash()).toHaveTextContent('has no new terms to refuse.');
    expect(within(form).getByRole('textbox', { name: /Note to the supplier/ })).toHaveValue('Too late for us.');
  });

  describe('downloads', () => {
    let saved: SavedFile[];
    beforeEach(() => {
      saved = recordSavedFiles();
      // A viewer in California in summer: getTimezoneOffset() is 420, the API wants -420.
      vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(420);
    });
    afterEach(() => vi.restoreAllMocks());

    it('downloads the PDF of a purchase order with the viewer’s timezone-offset', async () => {
      const requests = recordRequests(server);
      const { user } = openOrder();
      await heading();
      await user.click(screen.getByRole('button', { name: 'Download PDF of PO-1001-1' }));
      await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['purchase-order-PO-1001-1.pdf']));
      const pdf = requests.map((request) => new URL(request.url)).find((url) => url.pathname.endsWith('/pdf/'));
      expect(pdf?.pathname).toBe('/api/ordering/purchase_orders/po-northside/pdf/');
      expect(pdf?.searchParams.get('timezone-offset')).toBe('-420');
      expect(saved[0]?.type).toBe('application/pdf');
    });

    it('downloads an attachment from its URL with the same timezone-offset', async () => {
      const requests = recordRequests(server);
      const { user } = openOrder();
      await heading();
      await user.click(screen.getByRole('button', { name: 'Download delivery-ticket-signed.pdf' }));
      await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['delivery-ticket-signed.pdf']));
      const file = requests.map((request) => new URL(request.url)).find((url) => url.pathname.includes('/attachments/'));
      expect(`${file?.pathname}${file?.search}`).toBe('/api/ordering/purchase_orders/po-harbor/attachments/att-ticket/?timezone-offset=-420');
    });

    it('flashes a failed download', async () => {
      server.use(failingHandler('get', '/api/ordering/purchase_orders/po-harbor/pdf/', 404, 'We could not find this purchase order.'));
      const { user } = openOrder();
      await heading();
      await user.click(screen.getByRole('button', { name: 'Download PDF of PO-1001-2' }));
      expect(await flash()).toHaveTextContent('We could not find this purchase order.');
      expect(saved).toEqual([]);
    });
  });

  it('confirms receipt of a shipped line in parts: the rest stays receivable until all is counted', async () => {
    const requests = recordRequests(server);
    const { user } = openOrder();
    await heading();
    const quantity = () => within(studs()).getByRole('textbox', { name: 'Quantity received (each)' });
    expect(quantity()).toHaveValue('60');
    await user.clear(quantity());
    await user.type(quantity(), '58');
    await user.click(within(studs()).getByRole('button', { name: 'Confirm receipt' }));
    expect(await confirmation('Receipt of Douglas Fir Framing Lumber confirmed.')).toBeInTheDocument();
    // The order is read again: 58 counted, and the form offers the 2 still to come.
    await waitFor(() => expect(within(studs()).getByText('Received', { selector: 'dt' }).nextSibling).toHaveTextContent('58 of 60 each'));
    await waitFor(() => expect(quantity()).toHaveValue('2'));
    expect(within(studs()).getByText('Shipped', { selector: '.mk-orders-badge' })).toBeInTheDocument();

    await user.click(within(studs()).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(within(studs()).queryByRole('button', { name: 'Confirm receipt' })).not.toBeInTheDocument());
    expect(within(studs()).getByText('Received', { selector: 'dt' }).nextSibling).toHaveTextContent('60 of 60 each');
    expect(within(studs()).getByText('Delivered', { selector: '.mk-orders-badge' })).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/ordering/order_line_items/li-studs/')).toEqual([
      { status: 'delivered', quantity_received: 58 },
      { status: 'delivered', quantity_received: 2 },
    ]);
  });

  it('refuses a received quantity above the quantity ordered without a call', async () => {
    const requests = recordRequests(server);
    const { user } = openOrder();
    await heading();
    const quantity = within(studs()).getByRole('textbox', { name: 'Quantity received (each)' });
    await user.clear(quantity);
    await user.type(quantity, '61');
    await user.click(within(studs()).getByRole('button', { name: 'Confirm receipt' }));
    expect(await within(studs()).findByText('Give at most the 60 still to receive.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('reorders into the selected project’s cart and reports what is no longer available', async () => {
    const requests = recordRequests(server);
    const { user } = openOrder();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Reorder' }));
    const report = await screen.findByRole('region', { name: '2 items added to the cart of Maple Street Duplex' });
    expect(await bodiesOf(requests, 'POST', '/api/ordering/orders/')).toEqual([{ order_id: mockOrderId, project_id: 'proj-maple' }]);
    const unavailable = within(report).getByRole('list', { name: 'Items no longer available' });
    expect(within(unavailable).getByRole('listitem')).toHaveTextContent(
      'High-Strength Concrete Mix, 80 lb bag (SKU HL-CM-80): Harbor Lumber Co. no longer sells this item.',
    );
    expect(within(report).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
  });

  it('answers a missing order and a failure differently', async () => {
    renderRoute({ url: '/orders/ord-unknown' });
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
  });

  it('offers a retry when the order cannot be loaded', async () => {
    server.use(failingHandler('get', `/v3/orders/${mockOrderId}`));
    openOrder();
    expect(await screen.findByRole('heading', { name: 'We could not load this order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
