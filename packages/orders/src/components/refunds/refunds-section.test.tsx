import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockOrder, mockOrderId, mockOrderWithRefunds } from '../../mocks/fixtures';
import { createOrdersHandlers } from '../../mocks/handlers';
import { setupMswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';

const server = setupMswServer();

const openOrder = async () => {
  renderRoute({ url: `/orders/${mockOrderId}`, selectedProjectId: 'proj-maple' });
  await screen.findByRole('heading', { level: 1, name: 'Order ORD-1001' });
};

describe('the refunds of an order', () => {
  it('lists each refund with its amount, item, reason, where it goes, whether it is back and when', async () => {
    server.resetHandlers(...createOrdersHandlers({ orders: [mockOrderWithRefunds()] }));
    await openOrder();
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    const [shortage, plywood] = within(refunds).getAllByRole('listitem');
    // Newest first.
    expect(shortage).toHaveAccessibleName('$12.50 for High-Strength Concrete Mix, 80 lb bag (Harbor Lumber Co.)');
    expect(shortage).toHaveTextContent('2 bags short on delivery; Harbor Lumber Co. accepted the shortage.');
    expect(shortage).toHaveTextContent('To your card');
    expect(shortage).toHaveTextContent('Pending');
    expect(shortage).toHaveTextContent(/Started Nov 10, 2026/);
    expect(plywood).toHaveAccessibleName('$390.00 for CDX Plywood Sheathing, 3/4 in × 4 × 8 ft (Northside Building Supply)');
    expect(plywood).toHaveTextContent('Cancelled by Northside Building Supply.');
    expect(plywood).toHaveTextContent('Refunded');
    expect(plywood).toHaveTextContent(/Refunded Nov 4, 2026/);
  });

  it('shows the refunded total beside the order total, with the part still pending', async () => {
    server.resetHandlers(...createOrdersHandlers({ orders: [mockOrderWithRefunds()] }));
    await openOrder();
    const details = screen.getByRole('region', { name: 'Order details' });
    const refunded = within(details).getByText('Refunded', { selector: 'dt' }).nextSibling as HTMLElement;
    expect(refunded).toHaveTextContent('$402.50');
    expect(refunded).toHaveTextContent('$12.50 still pending');
  });

  it('says nothing of refunds when there are none', async () => {
    server.resetHandlers(...createOrdersHandlers({ orders: [mockOrder('in_progress')] }));
    await openOrder();
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Order details' })).queryByText('Refunded')).not.toBeInTheDocument();
  });
});
