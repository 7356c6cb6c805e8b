import { apiUrl } from '@marketplace/api-client';
import type { ApprovalRequest, ApprovalRequestCreate, Cart } from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody, mockSignedInUser } from './fixtures';

/** The buyer signed in at checkout (see checkout-handlers), who asks for approval. */
export const mockBuyer = { id: 'user-dana', name: 'Dana Builder' };
/** The company's owner, who decides. */
export const mockApprover = { id: 'user-omar', name: 'Omar Owner' };
/** The sentence the API gives for the mock cart, over Dana's limit of $500.00 per order. */
export const mockApprovalReason = 'Over your limit of $500.00 per order.';
/** What the mock checkout answers when the cart needs approval (409 `approval_required`). */
export const mockApprovalRequiredMessage = `This order needs approval: ${mockApprovalReason}`;
/** What the mock API answers to a change of a frozen cart (409 `cart_pending_approval`). */
export const mockFrozenCartMessage = 'This cart is waiting for approval: withdraw the request to change it.';

/** A request for `cart` as the API answers it: pending, asked by Dana; override what a state needs. */
export function approvalRequestFor(cart: Cart, projectName: string, overrides: Partial<ApprovalRequest> = {}): ApprovalRequest {
  return {
    id: 'appr-1',
    project_id: cart.project_id,
    project_name: projectName,
    requested_by: mockBuyer,
    total_cents: cart.total_cents,
    currency: cart.currency,
    lines: cart.groups.flatMap((group) =>
      group.items.map((item) => ({
        product_name: item.product_name,
        variant_name: item.variant_name,
        supplier_id: item.supplier_id,
        quantity: item.quantity,
        unit_price_cents: item.unit_price_cents,
        line_total_cents: item.line_total_cents,
      })),
    ),
    reasons: [{ code: 'order_limit', limit_cents: 50_000, message: mockApprovalReason }],
    status: 'pending',
    settlement: null,
    order_id: null,
    decided_by: null,
    decision_note: null,
    decided_at: null,
    expires_at: '2026-11-24T15:00:00.000Z',
    created_at: '2026-11-21T15:00:00.000Z',
    can_decide: false,
    ...overrides,
  };
}

/** Options of {@link createCartApprovalHandlers}. */
export interface CartApprovalMockOptions {
  /** The company's requests when the handlers start, newest first; none by default. */
  initial: readonly ApprovalRequest[];
  /** The cart as it is now, which a new request keeps. */
  currentCart: (projectId: string) => Cart;
  projectName: string;
}

const changes = ['/api/ordering/cart/', '/api/ordering/cart/items/', '/api/ordering/cart/update_dates/', '/api/ordering/cart/additional_specification_requirements/'];

/**
 * A stateful stand-in for the approval requests the cart reads: the list (by status), asking
 * (which freezes the cart) and withdrawing (which opens it again). While a request is pending or
 * approved, every cart change answers 409 `cart_pending_approval` as the API does; otherwise the
 * guard lets the request through to the cart handlers behind it.
 */
export function createCartApprovalHandlers({ initial, currentCart, projectName }: CartApprovalMockOptions): HttpHandler[] {
  let requests = [...initial];
  let sequence = 0;
  const isFrozen = () => requests.some((request) => request.status === 'pending' || request.status === 'approved');
  const frozenGuard = () => (isFrozen() ? HttpResponse.json(errorBody('cart_pending_approval', mockFrozenCartMessage), { status: 409 }) : undefined);
  return [
    ...changes.flatMap((path) => [http.post(apiUrl(path), frozenGuard), http.put(apiUrl(path), frozenGuard), http.delete(apiUrl(path), frozenGuard)]),
    // The cart's approval panel asks who is signed in: only the asker may withdraw.
    http.get(apiUrl('/api/users/me/'), () => HttpResponse.json(mockSignedInUser())),
    http.get(apiUrl('/api/approval-requests/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const [status, projectId] = [params.get('status'), params.get('project_id')];
      const results = requests.filter((candidate) => (!status || candidate.status === status) && (!projectId || candidate.project_id === projectId));
      return HttpResponse.json({ count: results.length, results });
    }),
    http.post(apiUrl('/api/approval-requests/'), async ({ request }) => {
      const body = (await request.json()) as ApprovalRequestCreate;
      if (isFrozen()) return HttpResponse.json(errorBody('cart_pending_approval', 'This cart is waiting for approval already.'), { status: 409 });
      sequence += 1;
      const created = approvalRequestFor(currentCart(body.project_id), projectName, { id: `appr-new-${sequence}` });
      requests = [created, ...requests];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(apiUrl('/api/approval-requests/:id/withdraw/'), ({ params }) => {
      const found = requests.find((candidate) => candidate.id === params.id);
      if (!found) return HttpResponse.json(errorBody('not_found', 'This approval request does not exist.'), { status: 404 });
      const withdrawn = { ...found, status: 'withdrawn' as const };
      requests = requests.map((candidate) => (candidate === found ? withdrawn : candidate));
      return HttpResponse.json(withdrawn);
    }),
  ];
}

/** Checkout's answer (card or terms, at `path`) for a cart over a limit: 409 `approval_required` with the reasons. */
export function approvalRequiredHandler(path: '/api/sandbox/checkout-session/' | '/api/create_order/'): HttpHandler {
  return http.post(apiUrl(path), () => HttpResponse.json(errorBody('approval_required', mockApprovalRequiredMessage), { status: 409 }));
}
