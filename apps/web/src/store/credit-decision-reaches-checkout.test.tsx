// Business credit is decided in one package (the credit page, or our credit team through the
// operator tool) and used in another (checkout's pay-on-terms offer). With the app's own store,
// a decision must reach checkout without a reload, however it lands.
import { bankingCreditApi } from '@marketplace/banking-credit';
import { cartCheckoutRoutes } from '@marketplace/cart-checkout';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builderDana as builder } from '../test/fixtures';
import { makeStore } from './make-store';

const companyId = builder.company.id;
const projectId = 'p-1';

/** The company's application as the API holds it; the tests decide it. */
let decision: 'submitted' | 'approved' = 'submitted';

function application() {
  return {
    id: 'app-1',
    company_id: companyId,
    status: decision,
    step: 'review',
    legal_name: 'Summit Builders LLC',
    ein: '94-1234567',
    years_in_business: 7,
    annual_revenue_cents: 320_000_000,
    requested_limit_cents: 2_000_000,
    contact_name: 'Dana Builder',
    contact_email: 'dana@example.com',
    contact_phone: '(415) 555-0142',
    bank_account_id: 'bank-1',
    verified_balance_cents: 25_000_000,
    approved_limit_cents: decision === 'approved' ? 2_000_000 : null,
    decision_reasons: [],
    decided_by: decision === 'approved' ? 'rules' : null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    submitted_at: '2026-11-20T10:00:00.000Z',
    decided_at: decision === 'approved' ? '2026-11-20T10:00:00.000Z' : null,
  };
}

function preapproval() {
  const limit = decision === 'approved' ? 2_000_000 : 0;
  return { application: application(), credit: { approved_limit_cents: limit, used_cents: 0, available_cents: limit, currency: 'USD' } };
}

const cart = {
  id: 'cart-1',
  project_id: projectId,
  currency: 'USD',
  item_count: 1,
  subtotal_cents: 27_900,
  total_cents: 27_900,
  can_check_out: true,
  updated_at: '2026-11-20T09:00:00.000Z',
  groups: [
    {
      supplier: { id: 'supplier-1', name: 'Northside Building Supply' },
      additional_specification_requirements: null,
      subtotal_cents: 27_900,
      items: [
        {
          id: 'item-1',
          product_name: 'Douglas Fir Framing Lumber',
          variant_name: '2x4 × 8 ft #2',
          quantity: 60,
          currency: 'USD',
          line_total_cents: 27_900,
          requested_delivery_date: null,
          requested_delivery_time: null,
        },
      ],
    },
  ],
};

const server = setupServer(
  http.get('/csrf/token/', () => HttpResponse.json({ csrf_token: 'test-csrf-token' })),
  http.get('/api/users/me/', () => HttpResponse.json({ ...builder, first_name: 'Dana', last_name: 'Builder', user_type: 'builder', tos_accepted: true, email_verified: true, company: { id: companyId, name: 'Summit Builders', company_type: 'builder' } })),
  http.get('/api/client-config/', () => HttpResponse.json({ payments: { provider: 'sandbox', publishable_key: null }, analytics: null, support: null })),
  http.get('/api/ordering/cart/', () => HttpResponse.json(cart)),
  http.get('/api/projects/', () => HttpResponse.json({ count: 0, results: [] })),
  http.get('/api/preapproval-application/', () => HttpResponse.json(preapproval())),
  // Submitting: the sandbox rules approve at once, since the linked balance covers the limit.
  http.put('/api/preapproval-application/app-1/', () => {
    decision = 'approved';
    return HttpResponse.json(preapproval());
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  decision = 'submitted';
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Checkout under the app's real store, beside another page to leave it for. */
function renderCheckout() {
  const store = makeStore({ auth: { status: 'loaded', user: builder } });
  const router = createMemoryRouter(
    [{ element: <Outlet context={{ selectedProjectId: projectId }} />, children: [...cartCheckoutRoutes, { path: 'credit', element: <p>Credit page</p> }] }],
    { initialEntries: ['/checkout'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

const payOnTerms = () => screen.findByRole('button', { name: 'Place the order on terms ($279.00)' });

describe('a credit decision reaches checkout without a reload', () => {
  it('when the rules approve the application submitted on the credit page', async () => {
    const { store, router } = renderCheckout();
    expect(await screen.findByRole('link', { name: 'Apply for credit' })).toBeInTheDocument();
    await act(() => router.navigate('/credit'));
    await store.dispatch(bankingCreditApi.endpoints.submitPreapprovalApplication.initiate({ id: 'app-1' }));
    await act(() => router.navigate('/checkout'));
    expect(await payOnTerms()).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply for credit' })).not.toBeInTheDocument();
  });

  it('when our credit team approves it while the builder is elsewhere, and they come back within a minute', async () => {
    const { router } = renderCheckout();
    expect(await screen.findByRole('link', { name: 'Apply for credit' })).toBeInTheDocument();
    await act(() => router.navigate('/credit'));
    decision = 'approved';
    await act(() => router.navigate('/checkout'));
    expect(await payOnTerms()).toBeInTheDocument();
  });

  it('when the approval lands while checkout stays open, once the builder returns to the window', async () => {
    renderCheckout();
    expect(await screen.findByRole('link', { name: 'Apply for credit' })).toBeInTheDocument();
    decision = 'approved';
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await payOnTerms()).toBeInTheDocument();
  });
});
