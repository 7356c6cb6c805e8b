import type { ApprovalRequest, CompanyAuditEvent, CompanyInvitation, CompanyMember, CompanyRole, ErrorBody, ProjectApprovers, ProjectBudget, PurchasingSettings } from '@marketplace/contracts';

/** The API's error body, as every 4xx answers it. */
export function errorBody(code: string, message: string): ErrorBody {
  return { code, message, display_error: message };
}

/** The signed-in owner of Summit Builders, who decides. */
export const mockOwner = { id: 'user-omar', name: 'Omar Owner' };
/** A buyer, who asks. */
export const mockBuyer = { id: 'user-dana', name: 'Dana Builder' };

/** GET /api/users/me/ of the mock owner; `role` overrides the role (the owner's, else a buyer's). */
export function mockSignedInUser(who: { id: string; name: string } = mockOwner, role?: CompanyRole | null) {
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
    company_role: role !== undefined ? role : who.id === mockOwner.id ? 'owner' : 'buyer',
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

/** The company's projects (GET /api/projects/), of which the pages read the names. */
export const mockProjects = [
  { id: 'proj-maple', name: 'Maple Street Duplex' },
  { id: 'proj-harbor', name: 'Harbor View Offices' },
];

// The company page ----------------------------------------------------------------------------

const noLimits = { order_limit_cents: null, monthly_limit_cents: null, approval_limit_cents: null };

/** A member as GET /api/company/members/ answers them; override what a case needs. */
export function mockMember(overrides: Partial<CompanyMember> = {}): CompanyMember {
  return {
    id: 'user-x',
    email: 'someone@summit.example',
    first_name: 'Some',
    last_name: 'One',
    user_type: 'builder',
    company_role: 'buyer',
    email_verified: true,
    limits: noLimits,
    approver_projects: [],
    created_at: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Summit Builders: Omar the owner, Ava an admin, Paul an approver of Maple Street, Dana a buyer with limits, Rick a receiver. */
export function mockMembers(): CompanyMember[] {
  return [
    mockMember({ id: mockOwner.id, email: 'omar@summit.example', first_name: 'Omar', last_name: 'Owner', company_role: 'owner' }),
    mockMember({ id: 'user-ava', email: 'ava@summit.example', first_name: 'Ava', last_name: 'Admin', company_role: 'admin', limits: { ...noLimits, approval_limit_cents: 5_000_000 } }),
    mockMember({
      id: 'user-paul',
      email: 'paul@summit.example',
      first_name: 'Paul',
      last_name: 'Approver',
      company_role: 'approver',
      limits: { ...noLimits, approval_limit_cents: 2_500_000 },
      approver_projects: [{ id: 'proj-maple', name: 'Maple Street Duplex' }],
    }),
    mockMember({ id: mockBuyer.id, email: 'dana@summit.example', first_name: 'Dana', last_name: 'Builder', company_role: 'buyer', limits: { order_limit_cents: 50_000, monthly_limit_cents: 500_000, approval_limit_cents: null } }),
    mockMember({ id: 'user-rick', email: 'rick@summit.example', first_name: 'Rick', last_name: 'Receiver', user_type: 'builder_receiver', company_role: null }),
  ];
}

/** GET /api/projects/{id}/approvers/ as the API answers it: the members whose approver projects name it. */
export function mockProjectApprovers(members: readonly CompanyMember[], projectId: string): ProjectApprovers {
  const approvers = members.flatMap(({ id, email, first_name, last_name, company_role, limits, approver_projects }) =>
    company_role && approver_projects.some((project) => project.id === projectId)
      ? [{ id, email, first_name, last_name, company_role, approval_limit_cents: limits.approval_limit_cents }]
      : [],
  );
  return { project_id: projectId, approvers };
}

/** The API's 400 (field `user_ids`) when someone given is not an approver, admin or owner of the company. */
export const notAnApproverMessage = (userIds: readonly string[]) => `Only approvers, admins and owners of your company can approve a project’s requests; not ${userIds.join(', ')}.`;

/** One invitation waiting: a buyer. */
export function mockInvitations(): CompanyInvitation[] {
  return [{ id: 'inv-1', email: 'bea@summit.example', user_type: 'builder', company_role: 'buyer', created_at: '2026-11-20T09:00:00.000Z', expires_at: '2026-11-27T09:00:00.000Z' }];
}

/** The company's settings: a $10,000 threshold, 72 hours, budgets ask approval. */
export function mockPurchasingSettings(overrides: Partial<PurchasingSettings> = {}): PurchasingSettings {
  return { approval_threshold_cents: 1_000_000, approval_expiry_hours: 72, approval_over_budget: true, updated_at: '2026-11-01T09:00:00.000Z', ...overrides };
}

const omarActor = { id: mockOwner.id, email: 'omar@summit.example', first_name: 'Omar', last_name: 'Owner' };

/** The audit log, newest first: one of each kind the page words. */
export function mockAuditEvents(): CompanyAuditEvent[] {
  const event = (id: string, at: string, action: string, subject_type: string, subject_id: string | null, before: Record<string, unknown> | null, after: Record<string, unknown> | null): CompanyAuditEvent => ({
    id,
    actor: omarActor,
    action,
    subject_type,
    subject_id,
    before,
    after,
    created_at: at,
  });
  return [
    event('ev-9', '2026-11-22T09:30:00.000Z', 'approval.reject', 'approval_request', 'appr-0', { status: 'pending' }, { status: 'rejected', note: 'Order the plywood next month.' }),
    event('ev-8', '2026-11-21T15:00:00.000Z', 'approval.request', 'approval_request', 'appr-1', null, { status: 'pending', total_cents: 91_900, project_id: 'proj-maple', reasons: ['order_limit'] }),
    event('ev-7', '2026-11-20T10:00:00.000Z', 'project.budget', 'project', 'proj-maple', null, { amount_cents: 25_000_000, categories: [{ category_id: 'cat-lumber', amount_cents: 8_000_000 }] }),
    event('ev-6', '2026-11-19T10:00:00.000Z', 'project.approvers', 'project', 'proj-maple', { user_ids: [] }, { user_ids: ['user-paul'] }),
    event('ev-5', '2026-11-18T10:00:00.000Z', 'purchasing_settings.change', 'company', 'company-summit', { approval_threshold_cents: null, approval_expiry_hours: 72, approval_over_budget: true }, { approval_threshold_cents: 1_000_000, approval_expiry_hours: 72, approval_over_budget: true }),
    event('ev-4', '2026-11-17T10:00:00.000Z', 'member.limits', 'user', mockBuyer.id, noLimits, { order_limit_cents: 50_000, monthly_limit_cents: 500_000, approval_limit_cents: null }),
    event('ev-3', '2026-11-16T10:00:00.000Z', 'member.role', 'user', 'user-paul', { company_role: 'buyer' }, { company_role: 'approver' }),
    event('ev-2', '2026-11-15T10:00:00.000Z', 'invitation.create', 'invitation', 'inv-1', null, { email: 'bea@summit.example', user_type: 'builder', company_role: 'buyer' }),
    event('ev-1', '2026-11-14T10:00:00.000Z', 'approval.approve', 'approval_request', 'appr-5', { status: 'pending' }, { status: 'approved', settlement: 'credit', note: null }),
    event('ev-0', '2026-11-13T10:00:00.000Z', 'approval.withdraw', 'approval_request', 'appr-4', { status: 'pending' }, { status: 'withdrawn' }),
  ];
}

// Budgets -------------------------------------------------------------------------------------

/** The catalogue's top-level categories. */
export const mockCategories = [
  { id: 'cat-lumber', name: 'Lumber', slug: 'lumber', parent_id: null },
  { id: 'cat-concrete', name: 'Concrete', slug: 'concrete', parent_id: null },
  { id: 'cat-roofing', name: 'Roofing', slug: 'roofing', parent_id: null },
];

/** Maple Street's budget: $250,000, Lumber and Concrete budgeted, spending at two suppliers. */
export function mockProjectBudget(overrides: Partial<ProjectBudget> = {}): ProjectBudget {
  return {
    project_id: 'proj-maple',
    amount_cents: 25_000_000,
    committed_cents: 4_500_000,
    delivered_cents: 6_000_000,
    remaining_cents: 14_500_000,
    currency: 'USD',
    by_category: [
      { category_id: 'cat-lumber', name: 'Lumber', budget_cents: 8_000_000, committed_cents: 3_000_000, delivered_cents: 4_000_000, remaining_cents: 1_000_000 },
      { category_id: 'cat-concrete', name: 'Concrete', budget_cents: 5_000_000, committed_cents: 1_000_000, delivered_cents: 1_500_000, remaining_cents: 2_500_000 },
      { category_id: 'cat-roofing', name: 'Roofing', budget_cents: null, committed_cents: 500_000, delivered_cents: 500_000, remaining_cents: null },
    ],
    by_supplier: [
      { supplier_id: 'sup-northside', name: 'Northside Lumber', committed_cents: 3_500_000, delivered_cents: 4_500_000 },
      { supplier_id: 'sup-harbor', name: 'Harbor Concrete', committed_cents: 1_000_000, delivered_cents: 1_500_000 },
    ],
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Maple Street without a budget and without orders yet. */
export function mockEmptyBudget(): ProjectBudget {
  return mockProjectBudget({ amount_cents: null, committed_cents: 0, delivered_cents: 0, remaining_cents: null, by_category: [], by_supplier: [], updated_at: null });
}

/** Maple Street over its budget: Lumber spent more than its part. */
export function mockOverBudget(): ProjectBudget {
  return mockProjectBudget({
    amount_cents: 10_000_000,
    committed_cents: 4_500_000,
    delivered_cents: 6_000_000,
    remaining_cents: -500_000,
    by_category: [
      { category_id: 'cat-lumber', name: 'Lumber', budget_cents: 6_000_000, committed_cents: 3_000_000, delivered_cents: 4_000_000, remaining_cents: -1_000_000 },
      { category_id: 'cat-concrete', name: 'Concrete', budget_cents: 3_000_000, committed_cents: 1_000_000, delivered_cents: 1_500_000, remaining_cents: 500_000 },
      { category_id: 'cat-roofing', name: 'Roofing', budget_cents: null, committed_cents: 500_000, delivered_cents: 500_000, remaining_cents: null },
    ],
  });
}
