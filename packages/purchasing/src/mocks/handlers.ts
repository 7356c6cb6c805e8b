import { apiUrl } from '@marketplace/api-client';
import {
  projectApproversRequestSchema,
  projectBudgetRequestSchema,
  purchasingSettingsRequestSchema,
  spendingLimitsRequestSchema,
  type ApprovalDecision,
  type ApprovalRejection,
  type ApprovalRequest,
  type CompanyAuditEvent,
  type CompanyInvitation,
  type CompanyMember,
  type CompanyRole,
  type ProjectBudget,
  type PurchasingSettings,
} from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  errorBody,
  mockApprovalRequests,
  mockAuditEvents,
  mockCategories,
  mockInvitations,
  mockMembers,
  mockOwner,
  mockProjectApprovers,
  mockProjectBudget,
  mockProjects,
  mockPurchasingSettings,
  mockSignedInUser,
  notAnApproverMessage,
} from './fixtures';
import { createAccountCodeHandlers, type AccountCodeMockOptions } from './account-code-handlers';
import { createInvoiceHandlers, type InvoiceMockOptions } from './invoice-handlers';
import type { MockContext } from './mock-context';
import { createQuoteHandlers, type QuoteMockOptions } from './quote-handlers';
import { validationFailure } from './validation-failure';

/** Options of {@link createPurchasingHandlers}: the company's, and its quotes' and invoices'. */
export interface PurchasingMockOptions extends QuoteMockOptions, InvoiceMockOptions, AccountCodeMockOptions {
  /** The company's requests, newest first; the fixtures' three by default. */
  requests?: ApprovalRequest[];
  /** Who is signed in; the owner by default. */
  user?: { id: string; name: string };
  /** Their company role; the owner's, or a buyer's for anyone else, by default. */
  role?: CompanyRole | null;
  /** The company's members (their `approver_projects` are the projects' approvers); the fixtures' five by default. */
  members?: CompanyMember[];
  invitations?: CompanyInvitation[];
  settings?: PurchasingSettings;
  /** The audit log, newest first. */
  auditEvents?: CompanyAuditEvent[];
  /** The budget every project answers (its `project_id` replaced); Maple Street's by default. */
  budget?: ProjectBudget;
}

/** The API's 403 sentences (apps/api company-roles.ts). */
export const onlyManagersMessages = {
  seeMembers: 'Only an owner or admin can see the company’s members.',
  changeLimits: 'Only an owner or admin can change spending limits.',
  setBudget: 'Only an owner or admin can set a project’s budget.',
  projectApprovers: 'Only an owner or admin can see or assign a project’s approvers.',
} as const;
/** The roles the API accepts as a project's approvers. */
const approvingRoles: readonly (CompanyRole | null)[] = ['owner', 'admin', 'approver'];
/** The name every mock project answers with. */
const mockProjectName = 'Maple Street Duplex';
/** The API's 409 when the last owner would lose the role, with its field message. */
export const lastOwnerMessage = 'The company needs an owner: make someone else an owner before changing this role.';
export const lastOwnerFieldMessage = 'The last owner stays an owner.';

/** What the mock API answers to a decision on a request that is no longer pending. */
export const alreadyDecidedMessage = 'This request was decided already, or withdrawn.';

/**
 * A stateful stand-in for the purchasing calls, shared by tests and stories. Approval requests:
 * the list (by status, paged), approving (on credit the order is placed: `ordered`; by card:
 * `approved`), rejecting and withdrawing, each refused with 409 once the request is no longer open.
 * The company: members (403 unless owner or admin), role (409 for the last owner), limits and
 * settings (400 with `fields` as the contracts' schemas refuse), invitations, the audit log (each
 * change recorded on top). Budgets: read, set (recomputing what remains), CSV, the project's name
 * and the catalogue's categories. Project approvers: read and replaced (400 naming `user_ids` for
 * anyone but an approver, admin or owner), kept on the members' `approver_projects`. The
 * company's projects (names only). Quotes and invoices (with the invoice tolerances) come from
 * quote-handlers.ts and invoice-handlers.ts, sharing who is signed in and the audit log. Each
 * call starts afresh, so tests never leak into each other.
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
  const role = options.role !== undefined ? options.role : user.id === mockOwner.id ? 'owner' : 'buyer';
  const manages = role === 'owner' || role === 'admin';
  const forbidden = (message: string) => HttpResponse.json(errorBody('permission_denied', message), { status: 403 });
  let members = [...(options.members ?? mockMembers())];
  let invitations = [...(options.invitations ?? mockInvitations())];
  let settings = options.settings ?? mockPurchasingSettings();
  let auditEvents = [...(options.auditEvents ?? mockAuditEvents())];
  let budget = options.budget ?? mockProjectBudget();
  const actor = { id: user.id, email: mockSignedInUser(user).email, first_name: user.name.split(' ')[0] ?? '', last_name: user.name.split(' ')[1] ?? '' };
  const audit = (action: string, subject_type: string, subject_id: string | null, before: Record<string, unknown> | null, after: Record<string, unknown> | null) => {
    auditEvents = [{ id: `ev-new-${auditEvents.length}`, actor, action, subject_type, subject_id, before, after, created_at: now }, ...auditEvents];
  };
  const member = (id: string) => members.find((candidate) => candidate.id === id);
  const decided = (request: ApprovalRequest, note: string | null | undefined) => ({ ...request, decided_by: user, decided_at: now, decision_note: note ?? null, can_decide: false });
  const context: MockContext = { user, role, manages, now, forbidden, audit };

  return [
    // First: their category read with sub-categories answers before the budgets' one below.
    ...createAccountCodeHandlers(context, options),
    http.get(apiUrl('/csrf/token/'), () => HttpResponse.json({ csrf_token: 'mock-csrf-token' })),
    http.get(apiUrl('/api/users/me/'), () => HttpResponse.json(mockSignedInUser(user, role))),
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
      // The company page ------------------------------------------------------------------------
    http.get(apiUrl('/api/company/members/'), () => (manages ? HttpResponse.json({ members, invitations }) : forbidden(onlyManagersMessages.seeMembers))),
    http.put(apiUrl('/api/company/members/:userId/role/'), async ({ request, params }) => {
      if (!manages) return forbidden('Only an owner or admin can change roles.');
      const body = (await request.json()) as { company_role: CompanyRole };
      const found = member(String(params.userId));
      if (!found) return HttpResponse.json(errorBody('not_found', 'This member does not exist.'), { status: 404 });
      if (found.company_role === 'owner' && body.company_role !== 'owner' && members.filter((candidate) => candidate.company_role === 'owner').length <= 1) {
        return HttpResponse.json({ ...errorBody('conflict', lastOwnerMessage), fields: { company_role: lastOwnerFieldMessage } }, { status: 409 });
      }
      const changed = { ...found, company_role: body.company_role, approver_projects: body.company_role === 'buyer' ? [] : found.approver_projects };
      members = members.map((candidate) => (candidate === found ? changed : candidate));
      audit('member.role', 'user', found.id, { company_role: found.company_role }, { company_role: body.company_role });
      return HttpResponse.json(changed);
    }),
    http.put(apiUrl('/api/company/members/:userId/limits/'), async ({ request, params }) => {
      if (!manages) return forbidden(onlyManagersMessages.changeLimits);
      const parsed = spendingLimitsRequestSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailure(parsed.error);
      const found = member(String(params.userId));
      if (!found) return HttpResponse.json(errorBody('not_found', 'This member does not exist.'), { status: 404 });
      if (found.company_role === 'owner' && Object.values(parsed.data).some((limit) => limit !== null)) {
        return HttpResponse.json(errorBody('conflict', 'An owner has no limits: make them an admin, approver or buyer first.'), { status: 409 });
      }
      const changed = { ...found, limits: parsed.data };
      members = members.map((candidate) => (candidate === found ? changed : candidate));
      audit('member.limits', 'user', found.id, { ...found.limits }, { ...parsed.data });
      return HttpResponse.json(changed);
    }),
    http.get(apiUrl('/api/company/purchasing-settings/'), () => HttpResponse.json(settings)),
    http.put(apiUrl('/api/company/purchasing-settings/'), async ({ request }) => {
      if (!manages) return forbidden('Only an owner or admin can change the purchasing settings.');
      const parsed = purchasingSettingsRequestSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailure(parsed.error);
      const { updated_at: _updatedAt, ...before } = settings;
      settings = { ...parsed.data, updated_at: now };
      audit('purchasing_settings.change', 'company', 'company-summit', before, { ...parsed.data });
      return HttpResponse.json(settings);
    }),
    http.post(apiUrl('/api/invitations/'), async ({ request }) => {
      if (!manages) return forbidden('Only an owner or admin can invite people.');
      const body = (await request.json()) as { email: string; user_type: 'builder' | 'builder_receiver'; company_role?: CompanyRole };
      if (members.some((candidate) => candidate.email === body.email)) {
        return HttpResponse.json({ ...errorBody('validation_error', 'This person is already a member of the company.'), fields: { email: 'This person is already a member of the company.' } }, { status: 400 });
      }
      const invitation: CompanyInvitation = { id: `inv-new-${invitations.length}`, email: body.email, user_type: body.user_type, company_role: body.company_role ?? 'admin', created_at: now, expires_at: '2026-11-29T09:30:00.000Z' };
      invitations = [...invitations, invitation];
      audit('invitation.create', 'invitation', invitation.id, null, { email: invitation.email, user_type: invitation.user_type, company_role: invitation.company_role });
      return HttpResponse.json({ id: invitation.id, email: invitation.email, user_type: invitation.user_type, company_role: invitation.company_role, expires_at: invitation.expires_at }, { status: 201 });
    }),
    http.get(apiUrl('/api/company/audit-events/'), ({ request }) => {
      if (!manages) return forbidden('Only an owner or admin can see the company’s audit log.');
      const params = new URL(request.url).searchParams;
      const limit = Number(params.get('limit') ?? 20);
      const offset = Number(params.get('offset') ?? 0);
      return HttpResponse.json({ count: auditEvents.length, results: auditEvents.slice(offset, offset + limit) });
    }),

    // Budgets ---------------------------------------------------------------------------------
    http.get(apiUrl('/api/projects/:id/budget/'), ({ params }) => HttpResponse.json({ ...budget, project_id: String(params.id) })),
    // A file route: no trailing slash, which `apiUrl` would add.
    http.get('*/api/projects/:id/budget.csv', () =>
      new HttpResponse('category,budget,committed,delivered,remaining\nLumber,80000.00,30000.00,40000.00,10000.00\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    ),
    http.put(apiUrl('/api/projects/:id/budget/'), async ({ request, params }) => {
      if (!manages) return forbidden(onlyManagersMessages.setBudget);
      const parsed = projectBudgetRequestSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailure(parsed.error);
      const parts = new Map(parsed.data.categories.map((part) => [part.category_id, part.amount_cents]));
      const spent = budget.by_category.map((category) => {
        const cents = parts.get(category.category_id) ?? null;
        return { ...category, budget_cents: cents, remaining_cents: cents === null ? null : cents - category.committed_cents - category.delivered_cents };
      });
      const added = [...parts]
        .filter(([id]) => !spent.some((category) => category.category_id === id))
        .map(([id, cents]) => ({ category_id: id, name: mockCategories.find((category) => category.id === id)?.name ?? id, budget_cents: cents, committed_cents: 0, delivered_cents: 0, remaining_cents: cents }));
      const before = budget.amount_cents === null ? null : { amount_cents: budget.amount_cents };
      budget = {
        ...budget,
        amount_cents: parsed.data.amount_cents,
        remaining_cents: parsed.data.amount_cents - budget.committed_cents - budget.delivered_cents,
        by_category: [...spent, ...added],
        updated_at: now,
      };
      audit('project.budget', 'project', String(params.id), before, { amount_cents: parsed.data.amount_cents, categories: parsed.data.categories });
      return HttpResponse.json({ ...budget, project_id: String(params.id) });
    }),

    // Project approvers -----------------------------------------------------------------------
    // Kept on the members (`approver_projects`), so the company page names the same projects.
    http.get(apiUrl('/api/projects/:id/approvers/'), ({ params }) =>
      manages ? HttpResponse.json(mockProjectApprovers(members, String(params.id))) : forbidden(onlyManagersMessages.projectApprovers),
    ),
    http.put(apiUrl('/api/projects/:id/approvers/'), async ({ request, params }) => {
      if (!manages) return forbidden(onlyManagersMessages.projectApprovers);
      const parsed = projectApproversRequestSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailure(parsed.error);
      const projectId = String(params.id);
      const wanted = [...new Set(parsed.data.user_ids)].sort();
      const refused = wanted.filter((id) => !approvingRoles.includes(member(id)?.company_role ?? null));
      if (refused.length > 0) {
        const message = notAnApproverMessage(refused);
        return HttpResponse.json({ ...errorBody('validation_error', message), fields: { user_ids: message } }, { status: 400 });
      }
      const before = mockProjectApprovers(members, projectId).approvers.map((approver) => approver.id).sort();
      members = members.map((candidate) => {
        const others = candidate.approver_projects.filter((project) => project.id !== projectId);
        return { ...candidate, approver_projects: wanted.includes(candidate.id) ? [...others, { id: projectId, name: mockProjectName }] : others };
      });
      if (before.join() !== wanted.join()) audit('project.approvers', 'project', projectId, { user_ids: before }, { user_ids: wanted });
      return HttpResponse.json(mockProjectApprovers(members, projectId));
    }),
    http.get(apiUrl('/api/projects/:id/'), ({ params }) => HttpResponse.json({ id: String(params.id), name: mockProjectName })),
    http.get(apiUrl('/api/category/'), () => HttpResponse.json({ count: mockCategories.length, results: mockCategories })),
    http.get(apiUrl('/api/projects/'), () => HttpResponse.json({ count: mockProjects.length, results: mockProjects })),

    ...createQuoteHandlers(context, options),
    ...createInvoiceHandlers(context, options),
  ];
}
