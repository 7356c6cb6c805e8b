import { apiUrl } from '@marketplace/api-client';
import type { ApprovalDecision, ApprovalRejection, ApprovalRequest } from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody, mockApprovalRequests, mockOwner, mockSignedInUser } from './fixtures';

/** Options of {@link createPurchasingHandlers}. */
export interface PurchasingMockOptions {
  /** The company's requests, newest first; the fixtures' three by default. */
  requests?: ApprovalRequest[];
  /** Who is signed in; the owner by default. */
  user?: { id: string; name: string };
}

/** What the mock API answers to a decision on a request that is no longer pending. */
export const alreadyDecidedMessage = 'This request was decided already, or withdrawn.';

/**
 * A stateful stand-in for the approval-request calls, shared by tests and stories: the list (by
 * status, paged), approving (on credit the order is placed: `ordered`; by card: `approved`),
 * rejecting and withdrawing, each refused with 409 once the request is no longer open, as the
 * API does. Each call starts afresh, so tests never leak into each other.
 */
export function createPurchasingHandlers(options: PurchasingMockOptions = {}): HttpHandler[] {
  let requests = [...(options.requests ?? mockApprovalRequests())];
  const user = options.user ?? mockOwner;
  const now = '2026-11-22T09:30:00.000Z';
  const step = (id: string, from: ApprovalRequest['status'][], change: (request: ApprovalRequest) => ApprovalRequest) => {
    const found = requests.find((request) => request.id === id);
    if (!found) return HttpResponse.json(errorBody('not_found', 'This approval request does not exist.'), { status: 404 });
    if (!from.includes(found.status)) return HttpResponse.json(errorBody('conflict', alreadyDecidedMessage), { status: 409 });
    const changed = change(found);
    requests = requests.map((request) => (request === found ? changed : request));
    return HttpResponse.json(changed);
  };
  const decided = (request: ApprovalRequest, note: string | null | undefined) => ({ ...request, decided_by: user, decided_at: now, decision_note: note ?? null, can_decide: false });

  return [
    http.get(apiUrl('/csrf/token/'), () => HttpResponse.json({ csrf_token: 'mock-csrf-token' })),
    http.get(apiUrl('/api/users/me/'), () => HttpResponse.json(mockSignedInUser(user))),
    http.get(apiUrl('/api/approval-requests/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const limit = Number(params.get('limit') ?? 20);
      const offset = Number(params.get('offset') ?? 0);
      const matching = requests.filter((candidate) => !status || candidate.status === status);
      return HttpResponse.json({ count: matching.length, results: matching.slice(offset, offset + limit) });
    }),
    http.post(apiUrl('/api/approval-requests/:id/approve/'), async ({ request, params }) => {
      const body = (await request.json()) as ApprovalDecision;
      return step(String(params.id), ['pending'], (found) =>
        body.settlement === 'credit'
          ? { ...decided(found, body.note), status: 'ordered', settlement: 'credit', order_id: 'order-terms-1' }
          : { ...decided(found, body.note), status: 'approved', settlement: 'buyer_card' },
      );
    }),
    http.post(apiUrl('/api/approval-requests/:id/reject/'), async ({ request, params }) => {
      const body = (await request.json()) as ApprovalRejection;
      return step(String(params.id), ['pending'], (found) => ({ ...decided(found, body.note), status: 'rejected' }));
    }),
    http.post(apiUrl('/api/approval-requests/:id/withdraw/'), ({ params }) =>
      step(String(params.id), ['pending', 'approved'], (found) => ({ ...found, status: 'withdrawn', can_decide: false })),
    ),
  ];
}
