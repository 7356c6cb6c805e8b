import { apiUrl } from '@marketplace/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { dayFromToday, formatDay } from '@marketplace/ui-kit';
import { describe, expect, it } from 'vitest';
import { createCheckoutHandlers, mockPlacedOrder, mockSessionId } from '../mocks/checkout-handlers';
import { errorBody, mockBlockedCartLines, mockProject, mockProjectRecord } from '../mocks/fixtures';
import { createCartHandlers } from '../mocks/handlers';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

function openCheckout(options: Parameters<typeof createCheckoutHandlers>[0] = {}) {
  server.use(...createCheckoutHandlers(options));
  return renderRoute({ url: '/checkout', selectedProjectId: mockProject.id });
}

/** Presses "Pay by card" once it may be pressed: it waits for the signed-in user, who may have terms to accept first. */
async function payByCard(user: ReturnType<typeof renderRoute>['user']) {
  const button = await screen.findByRole('button', { name: 'Pay $919.00 by card' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

async function fillCard(user: ReturnType<typeof renderRoute>['user'], cardNumber: string) {
  // The card form appears once the payment session has opened.
  await user.type(await screen.findByLabelText('Card number'), cardNumber);
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

    await payByCard(user);
    expect(await bodiesOf(requests, 'POST', '/api/sandbox/checkout-session/')).toEqual([{ project_id: mockProject.id, expected_total_cents: 91_900 }]);

    await fillCard(user, '4242 4242 4242 4242');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/checkout-return?session_id=${mockSessionId}`));
    const [payment] = (await bodiesOf(requests, 'POST', `/api/sandbox/checkout-session/${mockSessionId}/pay/`)) as Record<string, string>[];
    expect(payment).toEqual({ card_number: '4242424242424242', expiry: '12/30', cvc: '123', cardholder_name: 'Dana Builder' });
  });

  it('shows the card-declined message on the card form, keeps the form and never touches the cart', async () => {
    const requests = recordRequests(server);
    const { user } = openCheckout();
    await payByCard(user);
    await fillCard(user, '4000 0000 0000 0002');
    const cardForm = screen.getByRole('form', { name: 'Card payment' });
    expect(await within(cardForm).findByRole('alert')).toHaveTextContent('Your card was declined.');
    // The reason belongs to the card form, not to a flash that outlives it.
    expect(document.querySelector('.mk-flash')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it('leaves no trace of a declined card once another card pays', async () => {
    // The payment-status page loaded beforehand, so paying reaches it at once, well within the
    // seconds a flash message stays; cheap queries keep the steps quick on a busy machine.
    await import('./checkout-return-page');
    const { user } = openCheckout();
    await payByCard(user);
    await fillCard(user, '4000 0000 0000 0002');
    const cardForm = screen.getByRole('form', { name: 'Card payment' });
    await waitFor(() => expect(cardForm).toHaveTextContent('Your card was declined.'));

    // The next attempt pays (another card).
    const paid = { session_id: mockSessionId, status: 'complete', order: mockPlacedOrder('placed') };
    server.use(
      http.post(apiUrl(`/api/sandbox/checkout-session/${mockSessionId}/pay/`), () => HttpResponse.json(paid)),
      http.get(apiUrl('/api/sandbox/session-status/'), () => HttpResponse.json(paid)),
    );
    await user.click(within(cardForm).getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Order ORD-100001 placed', { selector: 'h2' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/declined/);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows where the order is delivered and who meets the driver', async () => {
    openCheckout();
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(await within(delivery).findByText(/1418 Maple Street/)).toBeInTheDocument();
    expect(within(delivery).getByText(/Sacramento, CA 95814/)).toBeInTheDocument();
    expect(within(delivery).getByText(/Luis Ortega/)).toBeInTheDocument();
    expect(within(delivery).getByRole('link', { name: '(916) 555-0148' })).toHaveAttribute('href', 'tel:9165550148');
    expect(within(delivery).getByText('Gate code 4412; unload at the north driveway.')).toBeInTheDocument();
  });

  it('says when the project has no site contact', async () => {
    openCheckout({ project: { ...mockProjectRecord, site_contact_name: null, site_contact_phone: null, delivery_instructions: null } });
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(await within(delivery).findByText(/None given/)).toBeInTheDocument();
  });

  it('names card fields the form can check before paying', async () => {
    const { user } = openCheckout();
    await payByCard(user);
    await user.click(within(await screen.findByRole('form', { name: 'Card payment' })).getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Enter the card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY.')).toBeInTheDocument();
    expect(screen.getByText('Enter the name on the card.')).toBeInTheDocument();
  });

  it('asks for the terms of service before the first checkout', async () => {
    const requests = recordRequests(server);
    const { user } = openCheckout({ tosAccepted: false });
    expect(await screen.findByRole('heading', { name: 'Terms of service' })).toBeInTheDocument();
    // The terms open in a new tab, so reading them never loses the checkout.
    const terms = screen.getByRole('link', { name: /Read the terms of service/ });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
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
    await payByCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('the total is now $950.00');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('tells a builder who has not confirmed the email address to do that first, and opens no payment', async () => {
    const { user } = openCheckout();
    server.use(
      http.post(apiUrl('/api/sandbox/checkout-session/'), () =>
        HttpResponse.json(errorBody('email_unverified', 'Confirm your email address first: follow the link we emailed you, or ask for a new one.'), { status: 403 }),
      ),
    );
    await payByCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm your email address first');
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

  it('places the order on terms only once the builder confirms the amount, the net terms and the due date', async () => {
    const requests = recordRequests(server);
    const { user } = openCheckout({ credit: 'approved' });
    expect(await screen.findByText('$50,000.00')).toBeInTheDocument();
    const due = formatDay(dayFromToday(30))!;
    expect(screen.getByText(`Net 30: pay within 30 days of ordering, by ${due}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place the order on terms ($919.00)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Place this order on terms?' });
    expect(within(dialog).getByText('Net 30 on your business credit')).toBeInTheDocument();
    expect(within(dialog).getByText(due)).toBeInTheDocument();
    expect(within(dialog).getByText('$49,081.00')).toBeInTheDocument();
    // Nothing is ordered before the confirmation.
    expect(requests.some((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/create_order/')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout-return?order_id=order-terms-1'));
    expect(await bodiesOf(requests, 'POST', '/api/create_order/')).toEqual([{ project_id: mockProject.id, expected_total_cents: 91_900 }]);
    expect(requests.some((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/finalize_an_order/order-terms-1/')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Order ORD-100002 placed on terms' })).toBeInTheDocument();
    // Placed on Nov 21: due thirty days later.
    expect(screen.getByText(/Net 30: payment is due by Dec 21, 2026\./)).toBeInTheDocument();
    const purchaseOrders = screen.getByRole('region', { name: 'Purchase orders' });
    expect(within(purchaseOrders).getByText(/Douglas Fir Framing Lumber/)).toBeInTheDocument();
  });

  it('places nothing when the confirmation is cancelled', async () => {
    const requests = recordRequests(server);
    const { user } = openCheckout({ credit: 'approved' });
    await user.click(await screen.findByRole('button', { name: 'Place the order on terms ($919.00)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Place this order on terms?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
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
