import { apiUrl } from '@marketplace/api-client';
import {
  CARD_DECLINED_MESSAGE,
  SANDBOX_CARD_DECLINED,
  SANDBOX_CARD_SUCCEEDS,
  type CheckoutOrder,
  type CheckoutSessionResponse,
  type Project,
  type SessionStatusResponse,
} from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody, mockCartLines, mockSignedInUser, mockProject, mockProjectRecord, mockRequirements } from './fixtures';
import { cartView } from './handlers';

/** Options of {@link createCheckoutHandlers}. */
export interface CheckoutMockOptions {
  /** Whether the signed-in builder has accepted the terms of service; true by default. */
  tosAccepted?: boolean;
  /** The status the session-status call answers; follows the mock payment by default. */
  sessionStatus?: SessionStatusResponse['status'];
  /** The company's business credit: none (no application, the default), approved with enough, or approved but too little. */
  credit?: 'none' | 'approved' | 'insufficient';
  /** The selected project as the projects list answers it; the mock project by default. */
  project?: Project;
}

export { mockCompanyId } from './fixtures';
import { mockCompanyId } from './fixtures';

function creditOf(kind: CheckoutMockOptions['credit'], used = 0) {
  const limit = kind === 'approved' ? 5_000_000 : kind === 'insufficient' ? 50_000 : 0;
  return { approved_limit_cents: limit, used_cents: used, available_cents: limit - used, currency: 'USD' };
}

/** The order a mock payment on terms placed, as GET /api/get_order/{id} answers it. */
function mockCreditOrder(kind: CheckoutMockOptions['credit']) {
  const placed = mockPlacedOrder('placed');
  return {
    id: 'order-terms-1',
    number: 'ORD-100002',
    status: 'placed',
    payment_method: 'credit',
    payment_status: 'on_terms',
    project_id: placed.project_id,
    currency: 'USD',
    subtotal_cents: placed.total_cents,
    total_cents: placed.total_cents,
    created_at: '2026-11-21T15:00:00.000Z',
    placed_at: '2026-11-21T15:00:01.000Z',
    purchase_orders: placed.purchase_orders.map((po, index) => ({
      id: `po-terms-${index + 1}`,
      number: `ORD-100002-${index + 1}`,
      status: 'submitted',
      supplier: po.supplier,
      subtotal_cents: po.subtotal_cents,
    })),
    credit: creditOf(kind, placed.total_cents),
  };
}

export const mockSessionId = 'cs_sandbox_mock';

/** The mock cart's total: what the mock session charges. */
function mockTotal(): number {
  return cartView(mockCartLines(), mockRequirements()).total_cents;
}

/** The order a completed mock payment placed: two purchase orders, one per supplier. */
export function mockPlacedOrder(status: CheckoutOrder['status'] = 'placed'): CheckoutOrder {
  const groups = cartView(mockCartLines(), mockRequirements()).groups;
  return {
    id: 'order-1001',
    number: status === 'placed' ? 'ORD-100001' : null,
    status,
    payment_status: status === 'placed' ? 'paid' : 'pending',
    project_id: mockProject.id,
    currency: 'USD',
    total_cents: mockTotal(),
    placed_at: status === 'placed' ? '2026-11-21T15:04:05.000Z' : null,
    purchase_orders: groups.map((group, index) => ({
      id: `po-${index + 1}`,
      number: status === 'placed' ? `ORD-100001-${index + 1}` : null,
      supplier: group.supplier,
      subtotal_cents: group.subtotal_cents,
      item_count: group.items.length,
    })),
  };
}


/**
 * The payment calls of a sandbox deployment: client-config, the current user (for the terms
 * prompt), opening a session, the sandbox's card payment (4242… pays, 4000 0000 0000 0002 is
 * declined) and the session status.
 */
export function createCheckoutHandlers(options: CheckoutMockOptions = {}): HttpHandler[] {
  let tosAccepted = options.tosAccepted ?? true;
  const credit = options.credit ?? 'none';
  let paid = false;
  const session = (): CheckoutSessionResponse => ({
    session_id: mockSessionId,
    provider: 'sandbox',
    status: paid ? 'complete' : 'open',
    client_secret: null,
    order_id: 'order-1001',
    amount_cents: mockTotal(),
    currency: 'USD',
    expires_at: '2026-11-21T15:30:00.000Z',
  });
  const status = (): SessionStatusResponse => {
    const current = options.sessionStatus ?? (paid ? 'complete' : 'open');
    return { session_id: mockSessionId, status: current, order: mockPlacedOrder(current === 'complete' ? 'placed' : current === 'expired' ? 'cancelled' : 'pending_payment') };
  };
  return [
    http.get(apiUrl('/api/client-config/'), () =>
      HttpResponse.json({ payments: { provider: 'sandbox', publishable_key: null }, analytics: null, support: null }),
    ),
    http.get(apiUrl('/api/users/me/'), () => HttpResponse.json(mockSignedInUser(tosAccepted))),
    http.post(apiUrl('/api/users/update_tos/'), () => {
      tosAccepted = true;
      return HttpResponse.json(mockSignedInUser(true));
    }),
    http.post(apiUrl('/api/sandbox/checkout-session/'), () => HttpResponse.json(session())),
    http.get(apiUrl('/api/projects/'), () => {
      const projects = [options.project ?? mockProjectRecord];
      return HttpResponse.json({ count: projects.length, results: projects });
    }),
    http.get(apiUrl('/api/preapproval-application/'), () =>
      HttpResponse.json({
        application: credit === 'none' ? null : { id: 'app-1', company_id: mockCompanyId, status: 'approved' },
        credit: creditOf(credit),
      }),
    ),
    http.post(apiUrl('/api/create_order/'), () => HttpResponse.json({ ...mockCreditOrder(credit), status: 'pending_payment', number: null, placed_at: null })),
    http.post(apiUrl('/api/finalize_an_order/order-terms-1/'), () => HttpResponse.json(mockCreditOrder(credit))),
    http.get(apiUrl('/api/get_order/order-terms-1/'), () => HttpResponse.json(mockCreditOrder(credit))),
    http.get(apiUrl('/api/get_order_items/order-terms-1/'), () =>
      HttpResponse.json({
        order_id: 'order-terms-1',
        items: cartView(mockCartLines(), mockRequirements()).groups.flatMap((group, index) =>
          group.items.map((item) => ({
            id: `line-${item.id}`,
            purchase_order_id: `po-terms-${index + 1}`,
            supplier_name: group.supplier.name,
            product_supplier_variant_id: item.product_supplier_variant_id,
            product_name: item.product_name,
            variant_name: item.variant_name,
            sku: item.sku,
            image_url: item.image_url,
            unit_of_measure: item.unit_of_measure,
            quantity: item.quantity,
            unit_price_cents: item.unit_price_cents,
            total_cents: item.line_total_cents,
            requested_delivery_date: item.requested_delivery_date,
            status: 'pending',
          })),
        ),
      }),
    ),
    http.get(apiUrl('/api/sandbox/session-status/'), () => HttpResponse.json(status())),
    http.post(apiUrl(`/api/sandbox/checkout-session/${mockSessionId}/pay/`), async ({ request }) => {
      const card = (await request.json()) as { card_number: string };
      if (card.card_number === SANDBOX_CARD_DECLINED) {
        return HttpResponse.json(errorBody('card_declined', CARD_DECLINED_MESSAGE), { status: 402 });
      }
      if (card.card_number !== SANDBOX_CARD_SUCCEEDS) {
        return HttpResponse.json(errorBody('validation_error', 'Use a sandbox test card.', { card_number: 'Use a sandbox test card.' }), { status: 400 });
      }
      paid = true;
      return HttpResponse.json(status());
    }),
  ];
}
