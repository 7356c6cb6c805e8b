import { screen, within } from '@testing-library/react';
import { recordRequests } from '@marketplace/vitest-config/msw-server';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { createSupplierHandlers, failingHandler } from '../mocks/handlers';
import { createOrderHandlers, mockPurchaseOrders, mockShortReceivedPurchaseOrder } from '../mocks/order-handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const withShortReceipt = () => server.resetHandlers(...createSupplierHandlers(), ...createOrderHandlers({ purchaseOrders: [...mockPurchaseOrders(), mockShortReceivedPurchaseOrder()] }));
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
    expect(within(osb()).queryByRole('button', { name: 'Accept the shortage' })).not.toBeInTheDocument();
    expect(within(osb()).getByText('Shortage accepted: the builder is refunded.')).toBeInTheDocument();
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
