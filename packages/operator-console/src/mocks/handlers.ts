import { apiUrl } from '@marketplace/api-client';
import { creditRepaymentRequestSchema } from '@marketplace/contracts';
import type {
  CategoryCreateRequest,
  CommissionOverride,
  CommissionOverrideRequest,
  CreditAccountDetail,
  CreditDecisionRequest,
  CreditRepayment,
  ErrorBody,
  MarketplaceSettings,
  OperatorLoginRequest,
  OperatorSupplierDetail,
  PayoutDetail,
  Reconciliation,
} from '@marketplace/contracts';
import { formatMoney } from '@marketplace/ui-kit';
import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { utcToday } from '../lib/today';
import {
  errorBody,
  MOCK_TOTP_CODE,
  mockAuditEvents,
  mockBrands,
  mockCategories,
  mockContactMessages,
  mockCreditAccounts,
  mockCreditApplications,
  mockOperator,
  mockOrders,
  mockOverrides,
  mockPayout,
  mockPayouts,
  mockPurchaseOrders,
  mockReconciliation,
  mockRefunds,
  mockSettings,
  mockSupplierIds,
  mockSuppliers,
} from './fixtures';

/** Options of {@link createOperatorHandlers}. */
export interface OperatorMockOptions {
  /** Whether an operator session exists when the handlers start. @defaultValue true */
  signedIn?: boolean;
  payouts?: PayoutDetail[];
  reconciliation?: Reconciliation;
  suppliers?: OperatorSupplierDetail[];
  creditAccounts?: CreditAccountDetail[];
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const summaryOf = <T extends { lines?: unknown; users?: unknown }>(item: T) => {
  const { lines: _lines, users: _users, ...rest } = item;
  return rest;
};

/** A page of `rows` as the API answers lists: `limit` and `offset` from the query string. */
function page<T>(rows: readonly T[], params: URLSearchParams) {
  const limit = Number(params.get('limit') ?? 20);
  const offset = Number(params.get('offset') ?? 0);
  return { count: rows.length, results: rows.slice(offset, offset + limit) };
}

const notFound = (what: string) => HttpResponse.json(errorBody('not_found', `We could not find this ${what}.`), { status: 404 });
const noCreditAccount = () => HttpResponse.json(errorBody('not_found', 'This company has no credit account.'), { status: 404 });
/** A refusal naming the bad fields, its sentence the first field's message, as the API's. */
const badFields = (fields: Record<string, string>) => HttpResponse.json(errorBody('validation_error', Object.values(fields)[0] ?? 'Check the highlighted fields.', fields), { status: 400 });
/** Each named field's first problem, as the API reports a body its rules refuse. */
function fieldsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  return fields;
}
const conflictOn = (field: string, message: string) => HttpResponse.json(errorBody('conflict', message, { [field]: message }), { status: 409 });
const signInFirst = () => HttpResponse.json(errorBody('not_authenticated', 'Sign in to the operator console first.'), { status: 401 });

/**
 * A stand-in for the operator API, shared by tests and stories: sign-in with the mock code, money
 * (refunds, payouts with statements, a payout run, the reconciliation, settings and overrides,
 * credit accounts and their repayments), suppliers with approval, brands and categories, credit
 * decisions, contact messages, orders and the audit log. Changes are kept in memory while the
 * handlers live; without a session every call but sign-in answers 401, as the API does.
 */
export function createOperatorHandlers(options: OperatorMockOptions = {}): HttpHandler[] {
  let signedIn = options.signedIn ?? true;
  const payouts = structuredClone(options.payouts ?? mockPayouts());
  const suppliers = structuredClone(options.suppliers ?? mockSuppliers());
  let settings: MarketplaceSettings = { ...mockSettings };
  let overrides: CommissionOverride[] = mockOverrides();
  const brands = mockBrands();
  const categories = mockCategories();
  const applications = mockCreditApplications();
  const creditAccounts = structuredClone(options.creditAccounts ?? mockCreditAccounts());
  let approvalSetting = { new_suppliers_need_approval: true, updated_at: '2026-09-01T12:00:00.000Z' };
  let sequence = 0;
  // Without a session, every call but sign-in is refused as the API refuses it.
  const guarded =
    (handle: HttpResponseResolver): HttpResponseResolver =>
    (info) =>
      signedIn ? handle(info) : signInFirst();
  const findSupplier = (id: unknown) => suppliers.find((candidate) => candidate.id === id);
  const findCreditAccount = (companyId: unknown) => creditAccounts.find((candidate) => candidate.account.company_id === companyId);
  const file = (type: string, text: string) => HttpResponse.arrayBuffer(new TextEncoder().encode(text).buffer, { headers: { 'content-type': type } });

  return [
    http.get(apiUrl('/csrf/token/'), () => HttpResponse.json({ csrf_token: 'mock-csrf-token' })),
    http.post(apiUrl('/api/operator/auth/login/'), async ({ request }) => {
      const body = (await request.json()) as OperatorLoginRequest;
      if (body.code !== MOCK_TOTP_CODE) return HttpResponse.json(errorBody('authentication_failed', 'The email, password or code is not right.'), { status: 401 });
      signedIn = true;
      return HttpResponse.json({ ...mockOperator, email: body.email });
    }),
    http.post(apiUrl('/api/operator/auth/logout/'), () => {
      signedIn = false;
      return HttpResponse.json({ detail: 'Signed out.' });
    }),
    http.get(apiUrl('/api/operator/auth/me/'), guarded(() => HttpResponse.json(mockOperator))),

    // Money ---------------------------------------------------------------------------------
    http.get(apiUrl('/api/operator/refunds/'), guarded(({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const supplier = params.get('supplier_company_id');
      // Refunds name purchase orders; the mock gives Granite the shortage and Northwind the rest.
      const supplierOf = (purchaseOrderId: string) => (purchaseOrderId === 'po-2044-2' ? mockSupplierIds.granite : mockSupplierIds.northwind);
      return HttpResponse.json(page(mockRefunds().filter((refund) => (!status || refund.status === status) && (!supplier || supplierOf(refund.purchase_order_id) === supplier)), params));
    })),
    http.get(apiUrl('/api/operator/payouts/'), guarded(({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const supplier = params.get('supplier_company_id');
      return HttpResponse.json(page(payouts.filter((payout) => (!status || payout.status === status) && (!supplier || payout.supplier_company_id === supplier)).map(summaryOf), params));
    })),
    http.get(apiUrl('/api/operator/payouts/:id/'), guarded(({ params }) => {
      const payout = payouts.find((candidate) => candidate.id === params.id);
      return payout ? HttpResponse.json(payout) : notFound('payout');
    })),
    http.get('*/api/operator/payouts/:id/statement.pdf', guarded(({ params }) => (payouts.some((candidate) => candidate.id === params.id) ? file('application/pdf', `%PDF-1.7\n% statement ${String(params.id)}\n%%EOF\n`) : notFound('payout')))),
    http.get('*/api/operator/payouts/:id/statement.csv', guarded(({ params }) => (payouts.some((candidate) => candidate.id === params.id) ? file('text/csv', 'line_item_id,quantity,gross_cents\n') : notFound('payout')))),
    http.post(apiUrl('/api/operator/payout_runs/'), guarded(() => {
      sequence += 1;
      // Granite's delivered concrete is due; Cedar has lines due but no banking details.
      const payout = mockPayout(`payout-run-${sequence}`, mockSupplierIds.granite, 'Granite Supply Inc.', new Date().toISOString().slice(0, 10), [
        { line_item_id: `li-concrete-${sequence}`, order_number: 'ORD-2044', purchase_order_number: 'ORD-2044-2', product_name: 'High-Strength Concrete Mix', variant_name: '80 lb bag', sku: 'GR-CM-80', quantity: 40, gross_cents: 25_000, commission_basis_points: settings.commission_basis_points, commission_cents: Math.floor((25_000 * settings.commission_basis_points + 5_000) / 10_000) },
      ], false);
      payouts.unshift(payout);
      return HttpResponse.json({
        run_id: `run-${sequence}`,
        payouts: 1,
        amount_cents: payout.amount_cents,
        waiting: [{ supplier_company_id: mockSupplierIds.cedar, supplier_company_name: 'Cedar Ridge Millwork', reason: 'No banking details on file yet.' }],
      });
    })),
    http.get(apiUrl('/api/operator/reconciliation/'), guarded(({ request }) => {
      const params = new URL(request.url).searchParams;
      const base = options.reconciliation ?? mockReconciliation();
      const from = params.get('from') ?? base.from;
      const to = params.get('to') ?? base.to;
      return HttpResponse.json({ ...base, from, to, days: base.days.filter((item) => item.day >= from && item.day <= to) });
    })),
    http.get(apiUrl('/api/operator/money_settings/'), guarded(() => HttpResponse.json(settings))),
    http.patch(apiUrl('/api/operator/money_settings/'), guarded(async ({ request }) => {
      const body = (await request.json()) as Partial<MarketplaceSettings>;
      if (body.commission_basis_points !== undefined && body.commission_basis_points > 5_000) {
        return HttpResponse.json(errorBody('validation_error', 'A rate above 50% is not allowed.', { commission_basis_points: 'A rate above 50% is not allowed.' }), { status: 400 });
      }
      settings = { ...settings, ...body };
      return HttpResponse.json(settings);
    })),
    http.get(apiUrl('/api/operator/commission_overrides/'), guarded(() => HttpResponse.json({ results: overrides }))),
    http.put(apiUrl('/api/operator/commission_overrides/'), guarded(async ({ request }) => {
      const body = (await request.json()) as CommissionOverrideRequest;
      const name = body.scope === 'supplier' ? findSupplier(body.scope_id)?.name : mockCategories().flatMap((category) => [category, ...(category.sub_categories ?? [])]).find((category) => category.id === body.scope_id)?.name;
      if (!name) return notFound(body.scope);
      const saved: CommissionOverride = { ...body, scope_name: name, updated_at: new Date().toISOString() };
      overrides = [...overrides.filter((item) => !(item.scope === body.scope && item.scope_id === body.scope_id)), saved];
      return HttpResponse.json(saved);
    })),
    http.delete(apiUrl('/api/operator/commission_overrides/:scope/:scopeId/'), guarded(({ params }) => {
      const before = overrides.length;
      overrides = overrides.filter((item) => !(item.scope === params.scope && item.scope_id === params.scopeId));
      return overrides.length === before ? notFound('rate') : new HttpResponse(null, { status: 204 });
    })),

    // Suppliers -----------------------------------------------------------------------------
    http.get(apiUrl('/api/operator/suppliers/'), guarded(({ request }) => {
      const params = new URL(request.url).searchParams;
      const search = params.get('search')?.toLowerCase();
      const status = params.get('approval_status');
      return HttpResponse.json(page(suppliers.filter((item) => (!search || item.name.toLowerCase().includes(search)) && (!status || item.approval_status === status)).map(({ id, name, created_at, approval_status, profile_complete, banking_details_on_file, offers_count }) => ({ id, name, created_at, approval_status, profile_complete, banking_details_on_file, offers_count })), params));
    })),
    http.get(apiUrl('/api/operator/suppliers/:id/'), guarded(({ params }) => {
      const found = findSupplier(params.id);
      return found ? HttpResponse.json(found) : notFound('supplier');
    })),
    http.post(apiUrl('/api/operator/suppliers/:id/approve/'), guarded(({ params }) => {
      const found = findSupplier(params.id);
      if (!found) return notFound('supplier');
      Object.assign(found, { approval_status: 'approved', approval_changed_at: new Date().toISOString(), active_offers_count: found.offers_count, withheld_offers_count: 0 });
      return HttpResponse.json(found);
    })),
    http.post(apiUrl('/api/operator/suppliers/:id/suspend/'), guarded(({ params }) => {
      const found = findSupplier(params.id);
      if (!found) return notFound('supplier');
      Object.assign(found, { approval_status: 'suspended', approval_changed_at: new Date().toISOString(), withheld_offers_count: found.active_offers_count });
      return HttpResponse.json(found);
    })),
    http.get(apiUrl('/api/operator/settings/supplier-approval/'), guarded(() => HttpResponse.json(approvalSetting))),
    http.put(apiUrl('/api/operator/settings/supplier-approval/'), guarded(async ({ request }) => {
      const body = (await request.json()) as { new_suppliers_need_approval: boolean };
      approvalSetting = { new_suppliers_need_approval: body.new_suppliers_need_approval, updated_at: new Date().toISOString() };
      return HttpResponse.json(approvalSetting);
    })),

    // Brands and categories -----------------------------------------------------------------
    http.get(apiUrl('/api/operator/brands/'), guarded(({ request }) => HttpResponse.json(page([...brands].sort((a, b) => a.name.localeCompare(b.name)), new URL(request.url).searchParams)))),
    http.post(apiUrl('/api/operator/brands/'), guarded(async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      if (brands.some((brand) => brand.name.toLowerCase() === name.toLowerCase())) return HttpResponse.json(errorBody('conflict', `A brand named ${name} already exists.`), { status: 409 });
      sequence += 1;
      const brand = { id: `brand-new-${sequence}`, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') };
      brands.push(brand);
      return HttpResponse.json(brand, { status: 201 });
    })),
    http.put(apiUrl('/api/operator/brands/:id/'), guarded(async ({ params, request }) => {
      const brand = brands.find((candidate) => candidate.id === params.id);
      if (!brand) return notFound('brand');
      brand.name = ((await request.json()) as { name: string }).name;
      return HttpResponse.json(brand);
    })),
    http.delete(apiUrl('/api/operator/brands/:id/'), guarded(({ params }) => {
      if (params.id === 'brand-usg') return HttpResponse.json(errorBody('conflict', 'USG still has products: move them to another brand first.'), { status: 409 });
      const index = brands.findIndex((candidate) => candidate.id === params.id);
      if (index < 0) return notFound('brand');
      brands.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    })),
    http.get(apiUrl('/api/operator/categories/'), guarded(({ request }) => HttpResponse.json(page(categories, new URL(request.url).searchParams)))),
    http.post(apiUrl('/api/operator/categories/'), guarded(async ({ request }) => {
      const body = (await request.json()) as CategoryCreateRequest;
      sequence += 1;
      const created = { id: `cat-new-${sequence}`, name: body.name, slug: body.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), parent_id: body.parent_id ?? null };
      const parent = categories.find((category) => category.id === body.parent_id);
      if (parent) parent.sub_categories = [...(parent.sub_categories ?? []), created];
      else categories.push({ ...created, sub_categories: [] });
      return HttpResponse.json({ ...created, position: 0 }, { status: 201 });
    })),
    http.put(apiUrl('/api/operator/categories/:id/'), guarded(async ({ params, request }) => {
      const category = categories.flatMap((item) => [item, ...(item.sub_categories ?? [])]).find((item) => item.id === params.id);
      if (!category) return notFound('category');
      category.name = ((await request.json()) as { name: string }).name;
      return HttpResponse.json(category);
    })),
    http.delete(apiUrl('/api/operator/categories/:id/'), guarded(({ params }) => {
      const index = categories.findIndex((item) => item.id === params.id);
      if (index >= 0 && (categories[index]?.sub_categories?.length ?? 0) > 0) return HttpResponse.json(errorBody('conflict', 'This category still has sub-categories.'), { status: 409 });
      if (index >= 0) categories.splice(index, 1);
      for (const item of categories) item.sub_categories = item.sub_categories?.filter((sub) => sub.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    })),

    // Credit accounts -----------------------------------------------------------------------
    http.get(apiUrl('/api/operator/credit-accounts/'), guarded(({ request }) => {
      const params = new URL(request.url).searchParams;
      const search = params.get('search')?.toLowerCase();
      const accounts = creditAccounts.map((item) => item.account).filter((account) => !search || account.company_name.toLowerCase().includes(search));
      return HttpResponse.json(page(accounts.sort((a, b) => b.owed_cents - a.owed_cents), params));
    })),
    http.get(apiUrl('/api/operator/credit-accounts/:companyId/'), guarded(({ params }) => {
      const found = findCreditAccount(params.companyId);
      return found ? HttpResponse.json(found) : noCreditAccount();
    })),
    http.post(apiUrl('/api/operator/credit-accounts/:companyId/repayments/'), guarded(async ({ params, request }) => {
      const found = findCreditAccount(params.companyId);
      if (!found) return noCreditAccount();
      const parsed = creditRepaymentRequestSchema.safeParse(await request.json());
      if (!parsed.success) return badFields(fieldsOf(parsed.error.issues));
      const body = parsed.data;
      if (body.received_on > utcToday()) return badFields({ received_on: 'The money cannot have arrived after today.' });
      const { account } = found;
      if (body.amount_cents > account.owed_cents) return conflictOn('amount_cents', `${account.company_name} owes ${formatMoney(account.owed_cents, account.currency)} on terms: record at most that.`);
      if (found.repayments.some((item) => item.bank_reference === body.bank_reference)) return conflictOn('bank_reference', `The transfer ${body.bank_reference} was already recorded for ${account.company_name}.`);
      sequence += 1;
      const recorded: CreditRepayment = { id: `repayment-new-${sequence}`, company_id: account.company_id, currency: account.currency, recorded_by: mockOperator.id, created_at: new Date().toISOString(), ...body };
      found.repayments.unshift(recorded);
      account.owed_cents -= body.amount_cents;
      account.available_cents = Math.max(0, account.approved_limit_cents - account.owed_cents);
      account.last_repaid_on = account.last_repaid_on && account.last_repaid_on > body.received_on ? account.last_repaid_on : body.received_on;
      return HttpResponse.json(recorded, { status: 201 });
    })),

    // Credit, messages, orders, audit -------------------------------------------------------
    http.get(apiUrl('/api/operator/credit-applications/'), guarded(({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status') ?? 'submitted';
      return HttpResponse.json(page(applications.filter((application) => application.status === status), params));
    })),
    http.post(apiUrl('/api/operator/credit-applications/:id/decision/'), guarded(async ({ params, request }) => {
      const application = applications.find((candidate) => candidate.id === params.id);
      if (!application) return notFound('application');
      const body = (await request.json()) as CreditDecisionRequest;
      Object.assign(application, {
        status: body.decision === 'approve' ? 'approved' : 'declined',
        approved_limit_cents: body.decision === 'approve' ? (body.approved_limit_cents ?? null) : null,
        decision_reasons: body.reason ? [body.reason] : [],
        decided_by: 'operator',
        decided_at: new Date().toISOString(),
      });
      return HttpResponse.json(application);
    })),
    http.get(apiUrl('/api/operator/contact-messages/'), guarded(({ request }) => HttpResponse.json(page(mockContactMessages(), new URL(request.url).searchParams)))),
    http.get(apiUrl('/api/operator/orders/'), guarded(({ request }) => {
      const params = new URL(request.url).searchParams;
      const number = params.get('number')?.toLowerCase();
      const company = params.get('company')?.toLowerCase();
      const status = params.get('status');
      return HttpResponse.json(page(mockOrders().filter((order) => (!number || (order.number ?? '').toLowerCase().includes(number)) && (!company || order.buyer_company.name.toLowerCase().includes(company)) && (!status || order.status === status)), params));
    })),
    http.get(apiUrl('/api/operator/purchase-orders/'), guarded(({ request }) => {
      const params = new URL(request.url).searchParams;
      const company = params.get('company')?.toLowerCase();
      return HttpResponse.json(page(mockPurchaseOrders().filter((po) => !company || `${po.supplier_company.name} ${po.buyer_company.name}`.toLowerCase().includes(company)), params));
    })),
    http.get(apiUrl('/api/operator/audit-events/'), guarded(({ request }) => {
      const params = new URL(request.url).searchParams;
      const type = params.get('subject_type');
      return HttpResponse.json(page(mockAuditEvents().filter((event) => !type || event.subject_type === type), params));
    })),
  ];
}

/** A handler that answers `status` with `body`, to show a failure. */
export function failingHandler(method: Method, path: string, status: number, body: ErrorBody): HttpHandler {
  return http[method](apiUrl(path), () => HttpResponse.json(body, { status }));
}

/** A handler that never answers, to show a loading state. */
export function pendingHandler(method: Method, path: string): HttpHandler {
  return http[method](apiUrl(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}
