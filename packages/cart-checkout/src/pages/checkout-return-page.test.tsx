import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCheckoutHandlers, mockSessionId } from '../mocks/checkout-handlers';
import { mockProject } from '../mocks/fixtures';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

function openReturn(sessionStatus: 'open' | 'complete' | 'expired', url = `/checkout-return?session_id=${mockSessionId}`) {
  server.use(...createCheckoutHandlers({ sessionStatus }));
  return renderRoute({ url, selectedProjectId: mockProject.id });
}

describe('CheckoutReturnPage', () => {
  it('shows the placed order with one purchase order per supplier and links to it', async () => {
    openReturn('complete');
    const heading = await screen.findByRole('heading', { name: 'Order ORD-100001 placed' });
    // Good news shows a check mark in a circle, not the empty-list inbox.
    const icon = heading.parentElement?.querySelector('.mk-empty-state__icon svg');
    expect(icon?.querySelector('circle')).not.toBeNull();
    const purchaseOrders = screen.getByRole('region', { name: 'Purchase orders' });
    expect(within(purchaseOrders).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('ORD-100001-1 — Northside Building Supply'),
      expect.stringContaining('ORD-100001-2 — Harbor Lumber Co.'),
    ]);
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/orders/order-1001');
  });

  it('waits while the payment is still open', async () => {
    openReturn('open');
    expect(await screen.findByRole('heading', { name: 'Waiting for the payment to be confirmed' })).toBeInTheDocument();
  });

  it('says nothing was charged when the session expired, and leads back to the cart', async () => {
    openReturn('expired');
    expect(await screen.findByRole('heading', { name: 'The payment was not completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart');
  });

  it('explains itself when opened without a session', async () => {
    openReturn('complete', '/checkout-return');
    expect(await screen.findByRole('heading', { name: 'No payment to show' })).toBeInTheDocument();
  });
});
