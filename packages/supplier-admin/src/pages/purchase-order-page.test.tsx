import { screen, within } from '@testing-library/react';
import { bodiesOf, recordRequests } from '@marketplace/vitest-config/msw-server';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { allHandlers } from '../mocks/all-handlers';
import { failingHandler } from '../mocks/handlers';
import { mockPurchaseOrders, mockShortReceivedPurchaseOrder } from '../mocks/order-handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const withShortReceipt = () => server.resetHandlers(...allHandlers({ orders: { purchaseOrders: [...mockPurchaseOrders(), mockShortReceivedPurchaseOrder()] } }));
const osb = () => screen.getByRole('listitem', { name: 'OSB Sheathing, 7/16 in × 4 × 8 ft' });
const studs = () => screen.getByRole('listitem', { name: 'Douglas Fir Framing Lumber, 2x4 × 8 ft #2' });

describe('PurchaseOrderPage', () => {
  it('offers to accept the shortage of a line counted short, and of no other', async () => {
    withShortReceipt();
    renderRoute({ url: '/supplier/purchase-orders/po-short' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase order PO-2007-1' })).toBeInTheDocument();
    expect(within(osb()).getByText('18 sheets received', { exact: false })).toBeInTheDocument();
    expect(within(osb()).getByRole('button', { name: 'Accept the shortage' })).toBeInTheDocument();
    expect(within(studs()).queryByRole('button', { name: 'Accept the shortage' })).not.toBeInTheDocument();
  });

  it('asks first, then settles the shortage and tells the supplier what the builder gets back', async () => {
    withShortReceipt();
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/supplier/purchase-orders/po-short' });
    await user.click(await within(await screen.findByRole('listitem', { name: 'OSB Sheathing, 7/16 in × 4 × 8 ft' })).findByRole('button', { name: 'Accept the shortage' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Accept the shortage of OSB Sheathing, 7/16 in × 4 × 8 ft?' });
    expect(dialog).toHaveTextContent('The builder counted 18 of 20 sheets.');
    // Nothing is sent before the supplier confirms.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(within(osb()).getByRole('button', { name: 'Accept the shortage' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Accept the shortage' }));
    expect(await screen.findByText('PO-2007-1: shortage of OSB Sheathing, 7/16 in × 4 × 8 ft accepted; the builder is refunded $25.80.')).toBeInTheDocument();
    const settlements = requests.filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/ordering/order_line_items/li-osb-short/settle-shortage/');
    expect(settlements).toHaveLength(1);
    // The line answered again says it is settled: the page keeps nothing of its own.
    expect(await within(osb()).findByText('Shortage accepted: 18 of 20 sheets received', { exact: false })).toBeInTheDocument();
    expect(within(osb()).queryByRole('button', { name: 'Accept the shortage' })).not.toBeInTheDocument();
  });

  it('says a shortage settled earlier was accepted, and offers nothing more on that line', async () => {
    server.resetHandlers(...allHandlers({ orders: { purchaseOrders: [mockShortReceivedPurchaseOrder({ settled: true })] } }));
    renderRoute({ url: '/supplier/purchase-orders/po-short' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase order PO-2007-1' })).toBeInTheDocument();
    expect(within(osb()).getByText('Shortage accepted: 18 of 20 sheets received', { exact: false })).toBeInTheDocument();
    expect(within(osb()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows what the marketplace keeps of the purchase order, near its subtotal', async () => {
    renderRoute({ url: '/supplier/purchase-orders/po-accepted' });
    // 5% of each line, rounded half up per line as the API does.
    expect(await screen.findByText('Marketplace commission 5%: $210.39')).toBeInTheDocument();
    expect(screen.getByText('Subtotal: $4,207.80')).toBeInTheDocument();
  });

  it('says "mixed rates" when the lines of the purchase order pay different rates', async () => {
    const accepted = mockPurchaseOrders()[1]!;
    server.resetHandlers(...allHandlers({ orders: { purchaseOrders: [{ ...accepted, commission: { basis_points: null, cents: 18_115 } }] } }));
    renderRoute({ url: '/supplier/purchase-orders/po-accepted' });
    expect(await screen.findByText('Marketplace commission (mixed rates): $181.15')).toBeInTheDocument();
  });

  it('cancels an item not yet shipped after a confirmation, with the supplier’s note to the builder', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/supplier/purchase-orders/po-accepted' });
    const drywall = await screen.findByRole('listitem', { name: 'Gypsum Drywall Panel, 1/2 in × 4 × 8 ft' });
    // Shipped lines have left the yard: only the supplier's own answers remain for them.
    expect(within(screen.getByRole('listitem', { name: 'Framing Nails, 16d, 50 lb box' })).queryByRole('button', { name: 'Cancel item' })).not.toBeInTheDocument();

    await user.click(within(drywall).getByRole('button', { name: 'Cancel item' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Gypsum Drywall Panel, 1/2 in × 4 × 8 ft?' });
    expect(dialog).toHaveTextContent('Cancelling takes 80 each ($1,196.00) off PO-2031-1.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.click(within(drywall).getByRole('button', { name: 'Cancel item' }));
    await user.type(within(screen.getByRole('alertdialog')).getByRole('textbox', { name: /^Note to the builder/ }), 'Out of stock until spring.');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel the item' }));
    expect(await screen.findByText('PO-2031-1: Gypsum Drywall Panel, 1/2 in × 4 × 8 ft cancelled; the builder is told.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/ordering/order_line_items/li-drywall/')).toEqual([{ status: 'cancelled', note: 'Out of stock until spring.' }]);
    expect(await within(screen.getByRole('listitem', { name: 'Gypsum Drywall Panel, 1/2 in × 4 × 8 ft' })).findByText(/Status: Cancelled/)).toBeInTheDocument();
  });

  it('shows the API’s refusal of a cancellation', async () => {
    server.use(failingHandler('put', '/api/ordering/order_line_items/li-drywall/', 409, errorBody('conflict', 'This line item cannot go from shipped to cancelled.')));
    const { user } = renderRoute({ url: '/supplier/purchase-orders/po-accepted' });
    const drywall = await screen.findByRole('listitem', { name: 'Gypsum Drywall Panel, 1/2 in × 4 × 8 ft' });
    await user.click(within(drywall).getByRole('button', { name: 'Cancel item' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel the item' }));
    expect(await screen.findByText('This line item cannot go from shipped to cancelled.')).toBeInTheDocument();
  });

  it('flashes the API’s refusal', async () => {
    withShortReceipt();
    server.use(failingHandler('post', '/api/ordering/order_line_items/li-osb-short/settle-shortage/', 409, errorBody('conflict', 'This shortage is already settled.')));
    const { user } = renderRoute({ url: '/supplier/purchase-orders/po-short' });
    await user.click(await within(await screen.findByRole('listitem', { name: 'OSB Sheathing, 7/16 in × 4 × 8 ft' })).findByRole('button', { name: 'Accept the shortage' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Accept the shortage' }));
    expect(await screen.findByText('This shortage is already settled.')).toBeInTheDocument();
  });

  it('links each purchase order of the history to its page', async () => {
    const { user } = renderRoute({ url: '/supplier/purchase-orders' });
    await user.click(await screen.findByRole('link', { name: 'PO-2031-1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase order PO-2031-1' })).toBeInTheDocument();
  });
});
