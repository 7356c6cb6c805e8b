import type { ApprovalRequest, ErrorBody } from '@marketplace/contracts';

/** The API's error body, as every 4xx answers it. */
export function errorBody(code: string, message: string): ErrorBody {
  return { code, message, display_error: message };
}

/** The signed-in owner of Summit Builders, who decides. */
export const mockOwner = { id: 'user-omar', name: 'Omar Owner' };
/** A buyer, who asks. */
export const mockBuyer = { id: 'user-dana', name: 'Dana Builder' };

/** GET /api/users/me/ of the mock owner. */
export function mockSignedInUser(who: { id: string; name: string } = mockOwner) {
  const [first_name, last_name] = who.name.split(' ');
  return {
    id: who.id,
    email: `${first_name?.toLowerCase()}@summit.example`,
    first_name,
    last_name,
    user_type: 'builder',
    tos_accepted: true,
    email_verified: true,
    company: { id: 'company-summit', name: 'Summit Builders', company_type: 'builder' },
    company_role: who.id === mockOwner.id ? 'owner' : 'buyer',
  };
}

/** A request as the API answers it: Dana's, pending, over her order limit; override what a case needs. */
export function mockApprovalRequest(overrides: Partial<ApprovalRequest> = {}): ApprovalRequest {
  return {
    id: 'appr-1',
    project_id: 'proj-maple',
    project_name: 'Maple Street Duplex',
    requested_by: mockBuyer,
    total_cents: 91_900,
    currency: 'USD',
    lines: [
      { product_name: 'Douglas Fir Framing Lumber', variant_name: '2x4 × 8 ft #2', supplier_id: 'sup-northside', quantity: 60, unit_price_cents: 465, line_total_cents: 27_900 },
      { product_name: 'CDX Plywood Sheathing', variant_name: '3/4 in × 4 × 8 ft', supplier_id: 'sup-northside', quantity: 12, unit_price_cents: 3250, line_total_cents: 39_000 },
      { product_name: 'High-Strength Concrete Mix', variant_name: '80 lb bag', supplier_id: 'sup-harbor', quantity: 40, unit_price_cents: 625, line_total_cents: 25_000 },
    ],
    reasons: [{ code: 'order_limit', limit_cents: 50_000, message: 'Over your limit of $500.00 per order.' }],
    status: 'pending',
    settlement: null,
    order_id: null,
    decided_by: null,
    decision_note: null,
    decided_at: null,
    expires_at: '2026-11-24T15:00:00.000Z',
    created_at: '2026-11-21T15:00:00.000Z',
    can_decide: true,
    ...overrides,
  };
}

/** The company's requests, newest first: one waiting for the owner, one the owner asked (not theirs to decide), one rejected. */
export function mockApprovalRequests(): ApprovalRequest[] {
  return [
    mockApprovalRequest(),
    mockApprovalRequest({
      id: 'appr-2',
      project_id: 'proj-harbor',
      project_name: 'Harbor View Offices',
      requested_by: mockOwner,
      total_cents: 1_250_000,
      reasons: [{ code: 'company_threshold', limit_cents: 1_000_000, message: 'At or above the company’s approval threshold of $10,000.00.' }],
      can_decide: false,
      created_at: '2026-11-20T10:00:00.000Z',
    }),
    mockApprovalRequest({
      id: 'appr-0',
      status: 'rejected',
      decided_by: mockOwner,
      decided_at: '2026-11-19T09:30:00.000Z',
      decision_note: 'Order the plywood next month.',
      can_decide: false,
      created_at: '2026-11-18T10:00:00.000Z',
    }),
  ];
}
