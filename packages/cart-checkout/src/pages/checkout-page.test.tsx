import { apiUrl } from '@marketplace/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCheckoutHandlers, mockSessionId } from '../mocks/checkout-handlers';
import { errorBody, mockBlockedCartLines, mockProject } from '../mocks/fixtures';
import { createCartHandlers } from '../mocks/handlers';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

function openCheckout(options: Parameters<typeof createCheckoutHandlers>[0] = {}) {
  server.use(...createCheckoutHandlers(options));
  return renderRoute({ url: '/checkout', selectedProjectId: mockProject.id });
}

async function fillCard(user: ReturnType<typeof renderRoute>['user'], cardNumber: string) {
  await user.type(screen.getByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Dana Builder');
  await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
}

describe('CheckoutPage', () => {
  it('reviews one purchase order per supplier, then pays with the sandbox card and goes to the payment status', async () => {
    const requests = recordRequests(server);
    const { user } = openCheckout();
    const review = await screen.findByRole('region', { name: 'Order review' });
    expect(within(review).getByRole('heading', { name: 'Northside Building Supply' })).toBeInTheDocument();
    expect(within(review).getByRole('heading', { name: 'Harbor Lumber Co.' })).toBeInTheDocument();
    expect(within(review).getByText(/Total:/)).toHaveTextContent('$919.00');

    await user.click(await screen.findByRole('button', { name: 'Pay $919.00 by card' }));
    expect(await bodiesOf(requests, 'POST', '/api/sandbox/checkout-session/')).toEqual([{ project_id: mockProject.id, expected_total_cents: 91_900 }]);

    await fillCard(user, '4242 4242 4242 4242');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/checkout-return?session_id=${mockSessionId}`));
    const [payment] = (await bodiesOf(requests, 'POST', `/api/sandbox/checkout-session/${mockSessionId}/pay/`)) as Record<string, string>[];
    expect(payment).toEqual({ card_number: '4242424242424242', expiry: '12/30', cvc: '123', cardholder_name: 'Dana Builder' });
  });

  it('shows the card-declined message, keeps the form and never touches the cart', async () => {
    const requests = recordRequests(server);
    const { user } = openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $919.00 by card' }));
    await fillCard(user, '4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it('names card fields the form can check before paying', async () => {
    const { user } = openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $919.00 by card' }));
    await user.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Enter the card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY.')).toBeInTheDocument();
    expect(screen.getByText('Enter the name on the card.')).toBeInTheDocument();
  });

  it('asks for the terms of service before the first checkout', async () => {
    const requests = recordRequests(server);
    const { user } = openCheckout({ tosAccepted: false });
    expect(await screen.findByRole('heading', { name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /by card/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /accept the marketplace terms/ }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('button', { name: 'Pay $919.00 by card' })).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/users/update_tos/')).toEqual([{ tos_accepted: true }]);
  });

  it('says when prices changed and shows the cart as it is now', async () => {
    const { user } = openCheckout();
    server.use(
      http.post(apiUrl('/api/sandbox/checkout-session/'), () =>
        HttpResponse.json(errorBody('price_changed', 'Prices changed since you last saw your cart: the total is now $950.00. Review it before paying.'), { status: 409 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Pay $919.00 by card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the total is now $950.00');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('sends a cart that needs attention back to the cart', async () => {
    server.resetHandlers(...createCartHandlers({ lines: mockBlockedCartLines() }));
    openCheckout();
    expect(await screen.findByRole('heading', { name: 'Some items need your attention' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
  });

  it('shows an empty cart', async () => {
    server.resetHandlers(...createCartHandlers({ lines: [] }));
    openCheckout();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('places the order on terms when approved credit covers it, then shows it with its items', async () => {
    const requests = recordRequests(server);
    const { user } = openCheckout({ credit: 'approved' });
    expect(await screen.findByText('$50,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place the order on terms ($919.00)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout-return?order_id=order-terms-1'));
    expect(await bodiesOf(requests, 'POST', '/api/create_order/')).toEqual([{ project_id: mockProject.id, expected_total_cents: 91_900 }]);
    expect(requests.some((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/finalize_an_order/order-terms-1/')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Order ORD-100002 placed on terms' })).toBeInTheDocument();
    const purchaseOrders = screen.getByRole('region', { name: 'Purchase orders' });
    expect(within(purchaseOrders).getByText(/Douglas Fir Framing Lumber/)).toBeInTheDocument();
  });

  it('says when the order is larger than the available credit, and offers applying without credit', async () => {
    openCheckout({ credit: 'insufficient' });
    expect(await screen.findByText(/larger than your available credit/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /on terms/ })).not.toBeInTheDocument();
  });

  it('points to the credit page when the company has no approved credit', async () => {
    openCheckout();
    expect(await screen.findByRole('link', { name: 'Apply for credit' })).toHaveAttribute('href', '/credit');
  });

  it('asks for a project when none is selected', async () => {
    server.use(...createCheckoutHandlers());
    renderRoute({ url: '/checkout', selectedProjectId: null });
    expect(await screen.findByRole('heading', { name: 'Choose a project' })).toBeInTheDocument();
  });
});
