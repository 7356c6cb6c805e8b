import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRole } from '../../db/purchasing-schema';
import { nowIso } from '../../lib/time';
import { fillCart, PAYING_CARD } from '../../testing/checkout-helpers';
import { signInCompanyMember } from '../../testing/company-members';
import { applyAndSubmit, linkSandboxBank } from '../../testing/credit-helpers';
import type { TestClient } from '../../testing/test-client';
import { startOrderWorld } from '../orders/order-test-world';
import type { OrderWorld } from '../orders/order-test-world';

let w: OrderWorld;
let companyId: string;
let projectId: string;
let buyer: TestClient;
let buyerId: string;
let approver: TestClient;
let approverId: string;
let admin: TestClient;
let otherBuyer: TestClient;

/** A member of the demo builder's company with a role, signed in on a client of their own. */
async function member(role: CompanyRole, name: string): Promise<{ client: TestClient; id: string }> {
  const signedIn = await signInCompanyMember(w.t, role, { email: `${name}@builder.test`, firstName: name, companyId });
  return { client: signedIn.client, id: signedIn.id };
}

const limits = (userId: string, values: { order_limit_cents?: number | null; monthly_limit_cents?: number | null; approval_limit_cents?: number | null }) =>
  w.t.app.db
    .insertInto('spending_limits')
    .values({ user_id: userId, order_limit_cents: null, monthly_limit_cents: null, approval_limit_cents: null, ...values, updated_at: nowIso() })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...values, updated_at: nowIso() }))
    .execute();

/** Fills the project's cart with screws worth `quantity` × their price; answers the total. */
async function cartOf(client: TestClient, quantity: number): Promise<number> {
  return (await fillCart(client, projectId, [{ psvId: w.offer('drywallScrews', 'northwind'), quantity }])).total_cents;
}

const checkout = (client: TestClient, total: number) => client.post('/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: total });
const ask = (client: TestClient, total: number, note?: string) => client.post('/api/approval-requests/', { project_id: projectId, expected_total_cents: total, ...(note ? { note } : {}) });

beforeAll(async () => {
  w = await startOrderWorld();
  companyId = (await w.t.app.db.selectFrom('users').select('company_id').where('email', '=', 'builder@example.com').executeTakeFirstOrThrow()).company_id;
  projectId = w.fixture.projects.missionBay;
  ({ client: buyer, id: buyerId } = await member('buyer', 'bea'));
  ({ client: approver, id: approverId } = await member('approver', 'abe'));
  ({ client: admin } = await member('admin', 'ada'));
  ({ client: otherBuyer } = await member('buyer', 'oli'));
  await w.t.app.db.insertInto('project_approvers').values({ project_id: projectId, user_id: approverId }).execute();
});
afterAll(async () => {
  await w.t.close();
});

describe('checkout within limits', () => {
  it('goes through as before for a company that sets no limits, and at exactly the limit', async () => {
    const total = await cartOf(buyer, 2);
    expect((await checkout(buyer, total)).statusCode).toBe(200);
    await limits(buyerId, { order_limit_cents: total });
    expect((await checkout(buyer, total)).statusCode).toBe(200);
  });

  it('asks approval a cent over the limit, naming the limit, and never charges', async () => {
    const total = await cartOf(buyer, 2);
    await limits(buyerId, { order_limit_cents: total - 1 });
    const refused = await checkout(buyer, total);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'approval_required', display_error: expect.stringContaining('Over your limit of') });
    const credit = await buyer.post('/api/create_order', { project_id: projectId, expected_total_cents: total });
    expect(credit.statusCode).toBe(409);
  });
});

describe('an approval request', () => {
  it('freezes the cart, reaches the project’s approver, and is paid by the buyer’s card once approved', async () => {
    const total = await cartOf(buyer, 3);
    await limits(buyerId, { order_limit_cents: 100 });
    const asked = await ask(buyer, total, 'For the second floor');
    expect(asked.statusCode).toBe(201);
    const request = asked.json();
    expect(request).toMatchObject({ status: 'pending', total_cents: total, reasons: [expect.objectContaining({ code: 'order_limit', limit_cents: 100 })], can_decide: false });
    expect(request.lines).toEqual([expect.objectContaining({ quantity: 3 })]);

    // Frozen: every change and checkout is refused while it waits.
    const add = await buyer.post('/api/ordering/cart/', { project_id: projectId, product_supplier_variant_id: w.offer('plywood', 'northwind'), quantity: 1 });
    expect(add.statusCode).toBe(409);
    expect(add.json().code).toBe('cart_pending_approval');
    expect((await buyer.request('DELETE', `/api/ordering/cart/?project_id=${projectId}`)).json().code).toBe('cart_pending_approval');
    expect((await checkout(buyer, total)).json().code).toBe('cart_pending_approval');
    expect((await ask(buyer, total)).statusCode).toBe(409);

    const emails = await w.t.outbox();
    expect(emails.filter((email) => email.to === 'abe@builder.test' && email.subject.startsWith('Approval needed'))).toHaveLength(1);

    // Who decides: the project's approver; another buyer sees it (it holds their cart too) but may not.
    expect((await approver.get('/api/approval-requests/?status=pending')).json().results).toContainEqual(expect.objectContaining({ id: request.id, can_decide: true }));
    expect((await otherBuyer.get('/api/approval-requests/')).json().results).toContainEqual(expect.objectContaining({ id: request.id, can_decide: false }));
    // A cart reads its own project's requests only.
    expect((await buyer.get(`/api/approval-requests/?project_id=${projectId}`)).json().results.map((found: { id: string }) => found.id)).toEqual([request.id]);
    expect((await buyer.post(`/api/approval-requests/${request.id}/approve/`, { settlement: 'buyer_card' })).statusCode).toBe(403);

    const approved = await approver.post(`/api/approval-requests/${request.id}/approve/`, { settlement: 'buyer_card', note: 'Go ahead' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', settlement: 'buyer_card', decided_by: { id: approverId } });
    expect((await w.t.outbox()).some((email) => email.to === 'bea@builder.test' && email.subject.startsWith('Approved'))).toBe(true);
    const audit = (await w.builder.get('/api/company/audit-events/')).json().results as { action: string; subject_id: string }[];
    expect(audit.filter((event) => event.subject_id === request.id).map((event) => event.action).sort()).toEqual(['approval.approve', 'approval.request']);

    const session = await checkout(buyer, total);
    expect(session.statusCode).toBe(200);
    const paid = await buyer.post(`/api/sandbox/checkout-session/${session.json().session_id}/pay/`, PAYING_CARD);
    expect(paid.statusCode).toBe(200);
    const ordered = (await buyer.get(`/api/approval-requests/${request.id}/`)).json();
    expect(ordered).toMatchObject({ status: 'ordered', order_id: paid.json().order.id });
  });

  it('is placed on the company’s credit terms when the approver pays that way, as the buyer’s order', async () => {
    await w.builder.post('/api/users/update_tos/', { tos_accepted: true });
    const linked = await linkSandboxBank(w.builder);
    expect((await applyAndSubmit(w.builder, linked.accounts[0]!.id, { requested_limit_cents: 1_000_000 })).application.status).toBe('approved');
    const total = await cartOf(buyer, 2);
    const request = (await ask(buyer, total)).json();

    // A buyer who has not accepted the terms of service: nothing is placed, and the request still waits.
    await w.t.app.db.updateTable('users').set({ tos_accepted: 0 }).where('id', '=', buyerId).execute();
    const refused = await approver.post(`/api/approval-requests/${request.id}/approve/`, { settlement: 'credit' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'terms_not_accepted', message: 'bea must accept the terms of service at checkout before an order is placed for them.' });
    expect((await buyer.get(`/api/approval-requests/${request.id}/`)).json()).toMatchObject({ status: 'pending', decided_by: null, settlement: null });

    // The approver has not accepted them either: the order is the buyer's, under the buyer's acceptance.
    await w.t.app.db.updateTable('users').set({ tos_accepted: 0 }).where('id', '=', approverId).execute();
    await buyer.post('/api/users/update_tos/', { tos_accepted: true });
    const approved = await approver.post(`/api/approval-requests/${request.id}/approve/`, { settlement: 'credit' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'ordered', settlement: 'credit', order_id: expect.any(String) });
    const order = (await buyer.get(`/api/ordering/orders/${approved.json().order_id}/`)).json();
    expect(order).toMatchObject({ status: 'placed', payment_method: 'credit', total_cents: total });
    const placedBy = await w.t.app.db.selectFrom('orders').select('created_by').where('id', '=', approved.json().order_id).executeTakeFirstOrThrow();
    expect(placedBy.created_by).toBe(buyerId);
  });

  it('leaves the request pending, with no email and no audit entry, when the company’s credit cannot carry it', async () => {
    const total = await cartOf(buyer, 2);
    const request = (await ask(buyer, total)).json();
    const emailsBefore = (await w.t.outbox()).length;
    // The company's approved limit is cut below what this order needs.
    await w.t.app.db.updateTable('preapproval_applications').set({ approved_limit_cents: total - 1 }).where('company_id', '=', companyId).where('status', '=', 'approved').execute();
    const refused = await approver.post(`/api/approval-requests/${request.id}/approve/`, { settlement: 'credit' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('credit_limit_exceeded');
    expect((await buyer.get(`/api/approval-requests/${request.id}/`)).json()).toMatchObject({ status: 'pending', order_id: null });
    expect((await w.t.outbox()).length).toBe(emailsBefore);
    const audit = (await w.builder.get('/api/company/audit-events/')).json().results as { action: string; subject_id: string }[];
    expect(audit.filter((event) => event.subject_id === request.id).map((event) => event.action)).toEqual(['approval.request']);
    await w.t.app.db.updateTable('preapproval_applications').set({ approved_limit_cents: 1_000_000 }).where('company_id', '=', companyId).where('status', '=', 'approved').execute();
    await buyer.post(`/api/approval-requests/${request.id}/withdraw/`);
  });

  it('approved for a card, may be paid by the approver’s own card at checkout instead of the buyer’s', async () => {
    const total = await cartOf(buyer, 2);
    const request = (await ask(buyer, total)).json();
    expect((await approver.post(`/api/approval-requests/${request.id}/approve/`, { settlement: 'buyer_card' })).statusCode).toBe(200);
    await approver.post('/api/users/update_tos/', { tos_accepted: true });
    const session = await checkout(approver, total);
    expect(session.statusCode, session.body).toBe(200);
    const paid = await approver.post(`/api/sandbox/checkout-session/${session.json().session_id}/pay/`, PAYING_CARD);
    expect(paid.statusCode).toBe(200);
    expect((await buyer.get(`/api/approval-requests/${request.id}/`)).json()).toMatchObject({ status: 'ordered', order_id: paid.json().order.id });
    // The cart is free again for the buyer's next order.
    expect((await cartOf(buyer, 1)) > 0).toBe(true);
  });

  it('shows a colleague the open request that holds the shared cart, naming who asked, but never their rejection', async () => {
    const total = await cartOf(buyer, 2);
    const request = (await ask(buyer, total)).json();
    const seen = (await otherBuyer.get('/api/approval-requests/?status=pending')).json().results as { id: string; can_decide: boolean }[];
    expect(seen.find((row) => row.id === request.id)).toMatchObject({ can_decide: false });
    expect((await otherBuyer.get(`/api/approval-requests/${request.id}/`)).statusCode).toBe(200);
    const change = await otherBuyer.post('/api/ordering/cart/', { project_id: projectId, product_supplier_variant_id: w.offer('drywallScrews', 'northwind'), quantity: 1 });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ code: 'cart_pending_approval', message: 'This cart is waiting for approval of bea Tester’s request: it stays as it is until the request is decided or withdrawn.' });
    expect((await otherBuyer.post(`/api/approval-requests/${request.id}/withdraw/`)).statusCode).toBe(403);

    await approver.post(`/api/approval-requests/${request.id}/reject/`, { note: 'Not this week' });
    expect((await otherBuyer.get(`/api/approval-requests/${request.id}/`)).statusCode).toBe(404);
    expect(((await otherBuyer.get('/api/approval-requests/')).json().results as { id: string }[]).some((row) => row.id === request.id)).toBe(false);
  });

  it('takes exactly one of two decisions made at once; the other gets 409', async () => {
    const total = await cartOf(buyer, 2);
    const request = (await ask(buyer, total)).json();
    const answers = await Promise.all([approver.post(`/api/approval-requests/${request.id}/reject/`, { note: 'Not this week' }), admin.post(`/api/approval-requests/${request.id}/approve/`, { settlement: 'buyer_card' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const status = (await buyer.get(`/api/approval-requests/${request.id}/`)).json().status;
    expect(['approved', 'rejected']).toContain(status);
    if (status === 'approved') expect((await buyer.post(`/api/approval-requests/${request.id}/withdraw/`)).statusCode).toBe(200);
  });

  it('gives the cart back when rejected or withdrawn, and cannot be decided by the one who asked', async () => {
    const total = await cartOf(buyer, 2);
    const request = (await ask(buyer, total)).json();
    expect((await approver.post(`/api/approval-requests/${request.id}/reject/`, { note: 'Use the Granite offer' })).json()).toMatchObject({ status: 'rejected', decision_note: 'Use the Granite offer' });
    expect((await buyer.post('/api/ordering/cart/', { project_id: projectId, product_supplier_variant_id: w.offer('drywallScrews', 'northwind'), quantity: 1 })).statusCode).toBe(200);
    const again = (await ask(buyer, await cartOf(buyer, 2))).json();
    expect((await buyer.post(`/api/approval-requests/${again.id}/withdraw/`)).json().status).toBe('withdrawn');
    expect((await buyer.post(`/api/approval-requests/${again.id}/withdraw/`)).statusCode).toBe(409);

    await limits((await w.t.app.db.selectFrom('users').select('id').where('email', '=', 'ada@builder.test').executeTakeFirstOrThrow()).id, { order_limit_cents: 100 });
    const own = (await ask(admin, await cartOf(admin, 2))).json();
    expect(own.can_decide).toBe(false);
    expect((await admin.post(`/api/approval-requests/${own.id}/approve/`, { settlement: 'buyer_card' })).statusCode).toBe(403);
    expect((await approver.post(`/api/approval-requests/${own.id}/approve/`, { settlement: 'buyer_card' })).statusCode).toBe(200);
    expect((await admin.post(`/api/approval-requests/${own.id}/withdraw/`)).statusCode).toBe(200);
  });

  it('asks again when prices changed after the approval', async () => {
    const total = await cartOf(buyer, 2);
    const request = (await ask(buyer, total)).json();
    expect((await approver.post(`/api/approval-requests/${request.id}/approve/`, { settlement: 'buyer_card' })).statusCode).toBe(200);
    const offer = w.offer('drywallScrews', 'northwind');
    const current = await w.t.app.db.selectFrom('product_supplier_variants').select('price_cents').where('id', '=', offer).executeTakeFirstOrThrow();
    await w.t.app.db.updateTable('product_supplier_variants').set({ price_cents: Number(current.price_cents) + 100 }).where('id', '=', offer).execute();
    const newTotal = (await buyer.get(`/api/ordering/cart/?project_id=${projectId}`)).json().total_cents as number;
    const refused = await checkout(buyer, newTotal);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'approval_required', display_error: expect.stringContaining('Prices changed') });
    const asked = await ask(buyer, newTotal);
    expect(asked.statusCode).toBe(201);
    expect((await buyer.get(`/api/approval-requests/${request.id}/`)).json().status).toBe('superseded');
    expect((await buyer.post(`/api/approval-requests/${asked.json().id}/withdraw/`)).statusCode).toBe(200);
  });

  it('expires after its time, and the cart is free again', async () => {
    const request = (await ask(buyer, await cartOf(buyer, 2))).json();
    await w.t.app.db.updateTable('approval_requests').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', request.id).execute();
    expect((await buyer.get(`/api/approval-requests/${request.id}/`)).json().status).toBe('expired');
    expect((await approver.post(`/api/approval-requests/${request.id}/approve/`, { settlement: 'buyer_card' })).statusCode).toBe(409);
    expect((await buyer.post('/api/ordering/cart/', { project_id: projectId, product_supplier_variant_id: w.offer('drywallScrews', 'northwind'), quantity: 1 })).statusCode).toBe(200);
  });
});

describe('company rules', () => {
  it('asks approval at the company threshold from everyone but the owner, and counts the month', async () => {
    await limits(buyerId, { order_limit_cents: null });
    const total = await cartOf(buyer, 2);
    await w.t.app.db.insertInto('purchasing_settings').values({ company_id: companyId, approval_threshold_cents: total, approval_expiry_hours: 72, approval_over_budget: 0, updated_at: nowIso() }).execute();
    expect((await checkout(buyer, total)).json()).toMatchObject({ code: 'approval_required', display_error: expect.stringContaining('or more need approval') });
    expect((await checkout(w.builder, total)).statusCode).toBe(200);
    await w.t.app.db.deleteFrom('purchasing_settings').where('company_id', '=', companyId).execute();

    await limits(buyerId, { monthly_limit_cents: 1 });
    const monthly = await checkout(buyer, await cartOf(buyer, 2));
    expect(monthly.json()).toMatchObject({ code: 'approval_required', display_error: expect.stringContaining('already ordered this month') });
    await limits(buyerId, { monthly_limit_cents: null });
  });
});

describe('who may call', () => {
  it('refuses the signed out, suppliers and receivers, and answers 404 for another company’s request and bad input by field', async () => {
    await limits(buyerId, { order_limit_cents: 100 });
    const requestId = (await ask(buyer, await cartOf(buyer, 2))).json().id as string;
    for (const [method, url, body] of [
      ['GET', '/api/approval-requests/'],
      ['POST', '/api/approval-requests/', { project_id: projectId, expected_total_cents: 1 }],
      ['POST', `/api/approval-requests/${requestId}/approve/`, { settlement: 'buyer_card' }],
    ] as const) {
      expect((await w.signedOut.request(method, url, body)).statusCode).toBe(401);
      expect((await w.northwind.request(method, url, body)).statusCode).toBe(403);
      expect((await w.receiver.request(method, url, body)).statusCode).toBe(403);
    }
    expect((await w.otherBuilder.get(`/api/approval-requests/${requestId}/`)).statusCode).toBe(404);
    expect((await w.otherBuilder.post(`/api/approval-requests/${requestId}/approve/`, { settlement: 'buyer_card' })).statusCode).toBe(404);
    const bad = await approver.post(`/api/approval-requests/${requestId}/approve/`, { settlement: 'cash' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toContain('settlement');
    const badAsk = await buyer.post('/api/approval-requests/', { project_id: projectId, expected_total_cents: -1 });
    expect(Object.keys(badAsk.json().fields)).toContain('expected_total_cents');
    const badFilter = await buyer.get('/api/approval-requests/?project_id=');
    expect(badFilter.statusCode).toBe(400);
    expect(Object.keys(badFilter.json().fields)).toContain('project_id');
    // Another company's project filters to nothing, never to its requests.
    expect((await w.otherBuilder.get(`/api/approval-requests/?project_id=${projectId}`)).json()).toEqual({ count: 0, results: [] });
  });
});
