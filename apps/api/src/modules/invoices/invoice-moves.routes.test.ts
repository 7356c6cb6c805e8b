import type { Invoice, PurchaseOrder } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time';
import { SETTLED_ON_TERMS } from './invoice-decisions';
import { invoiceUrl, issued, lineOf, SCREWS, startInvoiceWorld } from './invoice-test-world';
import type { InvoiceWorld } from './invoice-test-world';

let w: InvoiceWorld;

beforeAll(async () => {
  w = await startInvoiceWorld();
});
afterAll(async () => {
  await w.t.close();
});

/** A matched invoice of a new, fully received order's Northwind purchase order. */
async function matchedInvoice(): Promise<{ invoice: Invoice; po: PurchaseOrder }> {
  const { northwind: po } = await w.receivedOrder();
  const invoice = await issued(w.northwind, po);
  expect(invoice.status).toBe('matched');
  return { invoice, po };
}

/** An invoice with a price exception. */
async function exceptionInvoice(): Promise<Invoice> {
  const { northwind: po } = await w.receivedOrder();
  const screws = lineOf(po, SCREWS);
  const invoice = await issued(w.northwind, po, { lines: [{ line_item_id: screws.id, description: 'Screws', quantity: 2, unit_price_cents: screws.unit_price_cents * 2 }] });
  expect(invoice.status).toBe('exception');
  return invoice;
}

const act = (client: typeof w.builder, id: string, action: string, body?: unknown) => client.post(invoiceUrl(id, action), body);
const DISPUTE = { reason: 'short_shipped', note: 'Two boxes of screws never arrived.' };

async function auditOf(subjectId: string): Promise<{ action: string; before: unknown; after: unknown }[]> {
  const events = (await w.builder.get('/api/company/audit-events/?limit=100')).json().results as { action: string; subject_id: string; before: unknown; after: unknown }[];
  return events.filter((event) => event.subject_id === subjectId).reverse();
}

describe('approving', () => {
  it('approves a matched invoice by the project’s approver, audited, and tells the supplier', async () => {
    const { invoice } = await matchedInvoice();
    const approved = await act(w.members.approver.client, invoice.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', approval: { approved_by: { id: w.members.approver.id, name: 'april Tester' }, override_reason: null }, actions: ['mark_paid'] });
    expect((approved.json() as Invoice).history.at(-1)).toMatchObject({ from_status: 'matched', to_status: 'approved', actor: { id: w.members.approver.id } });
    expect(await auditOf(invoice.id)).toEqual([expect.objectContaining({ action: 'invoice.approve', before: expect.objectContaining({ status: 'matched' }), after: { status: 'approved', override_reason: null } })]);
    const emails = (await w.t.outbox()).filter((email) => email.subject === `Invoice ${invoice.number} approved by Summit Builders`);
    expect(emails.map((email) => email.to)).toEqual(['supplier@example.com']);
    // Approving twice is a 409 naming where it is.
    const again = await act(w.builder, invoice.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().display_error).toBe('This invoice is approved: it cannot be approved.');
  });

  it('lets an approver approve only on their projects and within their limit; buyers, receivers and suppliers never', async () => {
    const { invoice } = await matchedInvoice();
    for (const client of [w.members.buyer.client, w.receiver, w.northwind]) {
      const refused = await act(client, invoice.id, 'approve');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().display_error).toBe('Only an owner, an admin or an approver of the project can approve, dispute or mark invoices paid.');
    }
    const unassigned = await act(w.members.unassignedApprover.client, invoice.id, 'approve');
    expect(unassigned.statusCode).toBe(403);
    expect(unassigned.json().display_error).toBe('Only an approver of this invoice’s project can decide on it, within their approval limit.');
    await w.t.app.db.insertInto('spending_limits').values({ user_id: w.members.approver.id, order_limit_cents: null, monthly_limit_cents: null, approval_limit_cents: invoice.total_cents - 1, updated_at: nowIso() }).execute();
    expect((await act(w.members.approver.client, invoice.id, 'approve')).statusCode).toBe(403);
    // The approver may still dispute it: only approving is capped.
    expect((await w.members.approver.client.get(invoiceUrl(invoice.id))).json().actions).toEqual(['dispute']);
    await w.t.app.db.updateTable('spending_limits').set({ approval_limit_cents: invoice.total_cents }).where('user_id', '=', w.members.approver.id).execute();
    expect((await act(w.members.approver.client, invoice.id, 'approve')).statusCode).toBe(200);
    await w.t.app.db.deleteFrom('spending_limits').where('user_id', '=', w.members.approver.id).execute();
  });

  it('approves an exception only as an owner’s or admin’s override with a reason, which is recorded', async () => {
    const invoice = await exceptionInvoice();
    const approver = await act(w.members.approver.client, invoice.id, 'approve', { override_reason: 'Agreed by phone' });
    expect(approver.statusCode).toBe(403);
    expect(approver.json().display_error).toBe('Only an owner or admin can approve an invoice with exceptions or in dispute, giving a reason.');
    const noReason = await act(w.members.admin.client, invoice.id, 'approve', {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ override_reason: 'Say why you approve an invoice with exceptions or in dispute.' });
    expect((await act(w.members.admin.client, invoice.id, 'approve')).statusCode).toBe(400);
    const approved = await act(w.members.admin.client, invoice.id, 'approve', { override_reason: 'Price rise agreed by phone' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', approval: { override_reason: 'Price rise agreed by phone' } });
    expect((approved.json() as Invoice).history.at(-1)?.note).toBe('Override: Price rise agreed by phone');
    expect(await auditOf(invoice.id)).toEqual([expect.objectContaining({ action: 'invoice.override', after: { status: 'approved', override_reason: 'Price rise agreed by phone' } })]);
  });

  it('refuses bad input naming the field, and another company’s invoice as missing', async () => {
    const { invoice } = await matchedInvoice();
    const bad = await act(w.builder, invoice.id, 'approve', { override_reason: 'x', approve: true });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['approve']);
    expect((await act(w.otherBuilder, invoice.id, 'approve')).statusCode).toBe(404);
    expect((await act(w.signedOut, invoice.id, 'approve')).statusCode).toBe(401);
  });
});

describe('disputes', () => {
  it('disputes a matched invoice, tells the supplier, takes its answer, and is resolved by an override', async () => {
    const { invoice } = await matchedInvoice();
    const lineId = invoice.lines[0]!.id;
    const disputed = await act(w.members.approver.client, invoice.id, 'dispute', { ...DISPUTE, line_ids: [lineId] });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json()).toMatchObject({ status: 'disputed', dispute: { status: 'open', reason: 'short_shipped', note: DISPUTE.note, disputed_by: { id: w.members.approver.id }, supplier_response: null } });
    expect((disputed.json() as Invoice).lines.map((line) => line.disputed)).toEqual([true, false]);
    expect((await auditOf(invoice.id)).map((event) => event.action)).toEqual(['invoice.dispute']);
    const told = (await w.t.outbox()).find((email) => email.to === 'supplier@example.com' && email.subject === `Invoice ${invoice.number} disputed by Summit Builders`);
    expect(told?.text).toContain('for short shipped');
    expect(told?.text).toContain(`Note: ${DISPUTE.note}`);
    expect((await w.northwind.get(invoiceUrl(invoice.id))).json().actions).toEqual(['void', 'attach', 'respond']);

    // Only the supplier answers; its answer reaches the one who disputed.
    expect((await act(w.builder, invoice.id, 'respond', { note: 'Sent today' })).statusCode).toBe(403);
    expect((await act(w.granite, invoice.id, 'respond', { note: 'Sent today' })).statusCode).toBe(404);
    const empty = await act(w.northwind, invoice.id, 'respond', { note: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ note: 'Write your answer to the dispute.' });
    const answered = await act(w.northwind, invoice.id, 'respond', { note: 'The two boxes went out today.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'disputed', dispute: { status: 'supplier_responded', supplier_response: 'The two boxes went out today.' } });
    expect((await w.t.outbox()).some((email) => email.to === 'april@summit.test' && email.subject === `Northwind Lumber Co. answered your dispute of invoice ${invoice.number}`)).toBe(true);

    // A disputed invoice is not payable; approving it is an override.
    expect((await act(w.builder, invoice.id, 'mark-paid')).statusCode).toBe(409);
    expect((await act(w.builder, invoice.id, 'approve')).statusCode).toBe(400);
    const approved = await act(w.builder, invoice.id, 'approve', { override_reason: 'Boxes arrived' });
    expect(approved.json()).toMatchObject({ status: 'approved', dispute: { status: 'resolved' } });
  });

  it('is resolved by the supplier voiding the invoice, which is then final', async () => {
    const invoice = await exceptionInvoice();
    expect((await act(w.builder, invoice.id, 'dispute', { ...DISPUTE, reason: 'price_mismatch' })).statusCode).toBe(200);
    const voided = await act(w.northwind, invoice.id, 'void');
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'void', dispute: { status: 'resolved' }, actions: [] });
    for (const [client, action, body] of [
      [w.northwind, 'void', undefined],
      [w.northwind, 'respond', { note: 'x' }],
      [w.builder, 'approve', { override_reason: 'x' }],
      [w.builder, 'dispute', DISPUTE],
      [w.builder, 'mark-paid', undefined],
    ] as const) {
      const refused = await act(client, invoice.id, action, body);
      expect(refused.statusCode, action).toBe(409);
    }
  });

  it('refuses a bad reason, an empty note and lines of another invoice, naming the field', async () => {
    const { invoice } = await matchedInvoice();
    const { invoice: other } = await matchedInvoice();
    const reason = await act(w.builder, invoice.id, 'dispute', { reason: 'late', note: 'x' });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().fields).toEqual({ reason: 'Use one of short_shipped, damaged, price_mismatch, not_ordered, duplicate.' });
    expect(Object.keys((await act(w.builder, invoice.id, 'dispute', { reason: 'damaged' })).json().fields)).toEqual(['note']);
    const lines = await act(w.builder, invoice.id, 'dispute', { ...DISPUTE, line_ids: [other.lines[0]!.id] });
    expect(lines.statusCode).toBe(400);
    expect(lines.json().fields).toEqual({ line_ids: 'Name lines of this invoice only.' });
    // Nothing of the refused dispute stayed.
    expect((await w.builder.get(invoiceUrl(invoice.id))).json()).toMatchObject({ status: 'matched', dispute: null });
    expect((await act(w.members.buyer.client, invoice.id, 'dispute', DISPUTE)).statusCode).toBe(403);
    expect((await act(w.otherBuilder, invoice.id, 'dispute', DISPUTE)).statusCode).toBe(404);
  });
});

describe('paying and voiding', () => {
  it('marks an approved invoice paid, tells the supplier, and moves it no further', async () => {
    const { invoice } = await matchedInvoice();
    expect((await act(w.builder, invoice.id, 'mark-paid')).json().display_error).toBe('This invoice is matched: it cannot be marked paid.');
    await act(w.builder, invoice.id, 'approve');
    expect((await act(w.members.buyer.client, invoice.id, 'mark-paid')).statusCode).toBe(403);
    const paid = await act(w.members.approver.client, invoice.id, 'mark-paid');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paid_at: expect.any(String), actions: [] });
    expect((await auditOf(invoice.id)).map((event) => event.action)).toEqual(['invoice.approve', 'invoice.paid']);
    expect((await w.t.outbox()).some((email) => email.to === 'supplier@example.com' && email.subject === `Invoice ${invoice.number} paid by Summit Builders`)).toBe(true);
    for (const [client, action, body] of [
      [w.builder, 'mark-paid', undefined],
      [w.builder, 'dispute', DISPUTE],
      [w.builder, 'approve', undefined],
      [w.northwind, 'void', undefined],
    ] as const) {
      const refused = await act(client, invoice.id, action, body);
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json().display_error).toMatch(/^This invoice is paid: it cannot be /);
    }
  });

  it('settles an invoice of an order on credit terms as it is approved, and exports it once, still paid', async () => {
    const { invoice, po } = await matchedInvoice();
    // The order as if placed on the company's credit terms (placing one is credit-orders' own test).
    await w.t.app.db.updateTable('orders').set({ payment_method: 'credit', payment_status: 'on_terms' }).where('id', '=', po.order_id).execute();
    const approved = await act(w.builder, invoice.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'paid', paid_at: expect.any(String), actions: [] });
    expect(approved.json().history.map((event: { to_status: string }) => event.to_status).slice(-2)).toEqual(['approved', 'paid']);
    expect(approved.json().history.at(-1).note).toBe(SETTLED_ON_TERMS);
    // Both in one moment, so the audit log's order between them is not theirs to keep.
    expect((await auditOf(invoice.id)).map((event) => event.action).sort()).toEqual(['invoice.approve', 'invoice.paid']);
    expect((await w.t.outbox()).some((email) => email.to === 'supplier@example.com' && email.subject === `Invoice ${invoice.number} paid by Summit Builders`)).toBe(true);

    const exported = await w.builder.post('/api/ordering/invoices/export/', { format: 'xero' });
    expect(exported.body).toContain(`,${invoice.number},`);
    expect((await w.builder.get(invoiceUrl(invoice.id))).json()).toMatchObject({ status: 'paid', exported_at: expect.any(String) });
    expect((await w.builder.post('/api/ordering/invoices/export/', { format: 'xero' })).body).not.toContain(`,${invoice.number},`);
  });

  it('lets the supplier void a matched invoice but not an approved one; only its own', async () => {
    const { invoice } = await matchedInvoice();
    expect((await act(w.granite, invoice.id, 'void')).statusCode).toBe(404);
    expect((await act(w.builder, invoice.id, 'void')).statusCode).toBe(403);
    expect((await act(w.signedOut, invoice.id, 'void')).statusCode).toBe(401);
    expect((await act(w.northwind, invoice.id, 'void')).json()).toMatchObject({ status: 'void', history: expect.arrayContaining([expect.objectContaining({ to_status: 'void', note: 'Voided by the supplier.' })]) });
    const { invoice: approved } = await matchedInvoice();
    await act(w.builder, approved.id, 'approve');
    const refused = await act(w.northwind, approved.id, 'void');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().display_error).toBe('This invoice is approved: it cannot be voided.');
  });

  it('takes exactly one of two decisions made at once; the other gets 409', async () => {
    const { invoice } = await matchedInvoice();
    const answers = await Promise.all([act(w.builder, invoice.id, 'approve'), act(w.members.admin.client, invoice.id, 'dispute', DISPUTE), act(w.northwind, invoice.id, 'void')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const final = (await w.builder.get(invoiceUrl(invoice.id))).json() as Invoice;
    expect(final.history.filter((event) => event.from_status === 'matched')).toHaveLength(1);
  });
});

describe('who may call', () => {
  it('answers 401 signed out on every decision, and 404 for another company’s invoice or one that does not exist', async () => {
    const { invoice } = await matchedInvoice();
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [action, body, caller] of [
      ['approve', undefined, w.builder],
      ['dispute', DISPUTE, w.builder],
      ['mark-paid', undefined, w.builder],
      ['respond', { note: 'x' }, w.northwind],
      ['void', undefined, w.northwind],
    ] as const) {
      expect((await act(w.signedOut, invoice.id, action, body)).statusCode, action).toBe(401);
      expect((await act(caller, missing, action, body)).statusCode, action).toBe(404);
    }
    for (const action of ['approve', 'mark-paid'] as const) expect((await act(w.otherBuilder, invoice.id, action)).statusCode, action).toBe(404);
    expect((await act(w.granite, invoice.id, 'void')).statusCode).toBe(404);
    const long = await w.builder.get(invoiceUrl('x'.repeat(65)));
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fields)).toEqual(['id']);
    // Nothing moved it.
    expect((await w.builder.get(invoiceUrl(invoice.id))).json().status).toBe('matched');
  });
});
