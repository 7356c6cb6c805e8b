import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockOrderId, mockOrderWithBalanceDue } from '../../mocks/fixtures';
import { createOrdersHandlers, mockBalanceSessionId } from '../../mocks/handlers';
import { bodiesOf, recordRequests, setupMswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';

// Stripe's own form loads Stripe's script; the stand-in shows what it was given.
vi.mock('./stripe-balance-checkout', () => ({
  default: ({ publishableKey, clientSecret }: { publishableKey: string; clientSecret: string }) => <p>{`Stripe form ${publishableKey} ${clientSecret}`}</p>,
}));

const server = setupMswServer({ orders: [mockOrderWithBalanceDue()] });

const openOrder = (search = '') => renderRoute({ url: `/orders/${mockOrderId}${search}`, selectedProjectId: 'proj-maple' });
const notice = () => screen.findByRole('region', { name: 'New prices accepted: $18.00 to pay before these items ship' });
/** Success flashes are polite status messages, not alerts. */
const confirmation = (text: string) => screen.findByText(text, { selector: '[role="status"] *, [role="status"]' });

async function fillCard(user: ReturnType<typeof openOrder>['user'], cardNumber: string) {
  const form = await screen.findByRole('form', { name: 'Card payment' });
  await user.type(within(form).getByRole('textbox', { name: /^Card number/ }), cardNumber);
  await user.type(within(form).getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
  await user.type(within(form).getByRole('textbox', { name: 'Security code' }), '123');
  await user.type(within(form).getByRole('textbox', { name: 'Name on card' }), 'Dana Builder');
  await user.click(within(form).getByRole('button', { name: 'Pay $18.00' }));
  return form;
}

describe('BalanceDue on the order page', () => {
  it('says what higher prices accepted on a card order still owe, with the way to pay it', async () => {
    openOrder();
    const region = await notice();
    expect(within(region).getByRole('button', { name: 'Pay $18.00' })).toBeInTheDocument();
  });

  it('says nothing of a balance when nothing is owed', async () => {
    server.resetHandlers(...createOrdersHandlers());
    openOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-1001' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^New prices accepted/ })).not.toBeInTheDocument();
  });

  it('pays the difference with the sandbox’s card form, then reads the order again: nothing is owed', async () => {
    const requests = recordRequests(server);
    const { user } = openOrder();
    await user.click(within(await notice()).getByRole('button', { name: 'Pay $18.00' }));
    await fillCard(user, '4242 4242 4242 4242');

    expect(await confirmation('Paid $18.00. The suppliers can now ship these items.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /^New prices accepted/ })).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST' && new URL(request.url).pathname === `/api/ordering/orders/${mockOrderId}/balance-payment/`)).toHaveLength(1);
    expect(await bodiesOf(requests, 'POST', `/api/ordering/orders/${mockOrderId}/balance-payment/${mockBalanceSessionId}/sandbox-pay/`)).toEqual([
      { card_number: '4242424242424242', expiry: '12/30', cvc: '123', cardholder_name: 'Dana Builder' },
    ]);
  });

  it('keeps a declined card’s reason on the form, and the amount still due', async () => {
    const { user } = openOrder();
    await user.click(within(await notice()).getByRole('button', { name: 'Pay $18.00' }));
    const form = await fillCard(user, '4000 0000 0000 0002');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('region', { name: 'New prices accepted: $18.00 to pay before these items ship' })).toBeInTheDocument();
  });

  it('reads the order again when the API says nothing is owed any more', async () => {
    server.use(http.post(apiUrl(`/api/ordering/orders/${mockOrderId}/balance-payment/`), () => HttpResponse.json(errorBody('conflict', 'Nothing is owed on this order.'), { status: 409 })));
    const requests = recordRequests(server);
    const { user } = openOrder();
    await user.click(within(await notice()).getByRole('button', { name: 'Pay $18.00' }));
    expect(await screen.findByText('Nothing is owed on this order.')).toBeInTheDocument();
    const orderReads = () => requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname.startsWith(`/v3/orders/${mockOrderId}`));
    await waitFor(() => expect(orderReads()).toHaveLength(2));
  });

  it('mounts Stripe’s form with the session’s secret when Stripe is the provider', async () => {
    server.resetHandlers(...createOrdersHandlers({ orders: [mockOrderWithBalanceDue()], cardProvider: 'stripe' }));
    const { user } = openOrder();
    await user.click(within(await notice()).getByRole('button', { name: 'Pay $18.00' }));
    expect(await screen.findByText('Stripe form pk_test_mock cs_test_mock_secret')).toBeInTheDocument();
  });

  it('books the payment Stripe sends the builder back from, says so, and leaves the address clean', async () => {
    server.resetHandlers(...createOrdersHandlers({ orders: [mockOrderWithBalanceDue()], cardProvider: 'stripe' }));
    const requests = recordRequests(server);
    openOrder(`?balance_session_id=${mockBalanceSessionId}`);
    expect(await confirmation('Payment received. The suppliers can now ship these items.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/orders/${mockOrderId}$`)));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^New prices accepted/ })).not.toBeInTheDocument());
    expect(requests.filter((request) => new URL(request.url).pathname === `/api/ordering/orders/${mockOrderId}/balance-payment/${mockBalanceSessionId}/`)).toHaveLength(1);
  });
});
