import type { Invoice, InvoiceTolerances, PurchaseOrder } from '@marketplace/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED_AUTOMATICALLY } from './invoice-auto-approval';
import { SETTLED_ON_TERMS } from './invoice-approval';
import { MATCHED_AGAIN } from './invoice-rematch';
import { invoiceUrl, issued, lineOf, PLYWOOD, receive, SCREWS, setAutoApprove, startInvoiceWorld } from './invoice-test-world';
import type { InvoiceWorld } from './invoice-test-world';

let w: InvoiceWorld;

beforeAll(async () => {
  w = await startInvoiceWorld();
});
afterEach(async () => {
  await setAutoApprove(w, false);
});
afterAll(async () => {
  await w.t.close();
});

const TOLERANCES_URL = '/api/company/invoice-tolerances/';
const DEFAULTS = { price_basis_points: 200, price_amount_cents: 5_000, quantity_basis_points: 0, quantity_units: 0, total_basis_points: 200, total_amount_cents: 5_000 };

const read = async (id: string, client = w.builder) => (await client.get(invoiceUrl(id))).json() as Invoice;
const moves = (invoice: Invoice) => invoice.history.map((event) => `${event.from_status}→${event.to_status}`);

async function auditOf(subjectId: string, action?: string): Promise<{ action: string; before: unknown; after: unknown }[]> {
  const events = (await w.builder.get('/api/company/audit-events/?limit=100')).json().results as { action: string; subject_id: string; before: unknown; after: unknown }[];
  return events.filter((event) => event.subject_id === subjectId && (!action || event.action === action)).reverse();
}

const emailsTitled = async (subject: string) => (await w.t.outbox()).filter((email) => email.subject === subject);

/** A new order with both suppliers' lines shipped; the Northwind lines counted as `received` says (all unless told). */
async function northwindOrder(received: Record<string, number> = {}): Promise<PurchaseOrder> {
  return (await w.receivedOrder(received)).northwind;
}

describe('the setting', () => {
  it('is off until an owner or admin turns it on, and each change is audited with the tolerances', async () => {
    expect((await w.members.buyer.client.get(TOLERANCES_URL)).json()).toMatchObject({ auto_approve_matched: false });
    const refused = await w.members.approver.client.put(TOLERANCES_URL, { defaults: DEFAULTS, auto_approve_matched: true });
    expect(refused.statusCode).toBe(403);
    const bad = await w.builder.put(TOLERANCES_URL, { defaults: DEFAULTS, auto_approve_matched: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['auto_approve_matched']);

    const on = await w.members.admin.client.put(TOLERANCES_URL, { defaults: DEFAULTS, suppliers: [], auto_approve_matched: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ defaults: DEFAULTS, auto_approve_matched: true, updated_at: expect.any(String) });
    expect((await w.members.buyer.client.get(TOLERANCES_URL)).json()).toEqual(on.json());
    // The same again changes nothing and logs nothing; turning it off is a change of its own.
    await w.builder.put(TOLERANCES_URL, { defaults: DEFAULTS, suppliers: [], auto_approve_matched: true });
    const off = await w.builder.put(TOLERANCES_URL, { defaults: DEFAULTS, suppliers: [] });
    expect(off.json()).toMatchObject({ auto_approve_matched: false });
    const changes = await auditOf(w.companyId, 'invoice_tolerances.change');
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({ before: null, after: { defaults: DEFAULTS, suppliers: [], auto_approve_matched: true } });
    expect(changes[1]).toMatchObject({ before: { auto_approve_matched: true }, after: { auto_approve_matched: false } });
    // Another company's setting is its own.
    expect(((await w.otherBuilder.get(TOLERANCES_URL)).json() as InvoiceTolerances).auto_approve_matched).toBe(false);
  });
});

describe('approving matched invoices automatically', () => {
  it('leaves a matched invoice to a person while the setting is off', async () => {
    const invoice = await issued(w.northwind, await northwindOrder());
    expect(invoice).toMatchObject({ status: 'matched', approval: null });
    expect(moves(invoice)).toEqual(['null→received', 'received→matched']);
    expect(await emailsTitled(`Invoice ${invoice.number} from Northwind Lumber Co.: matched`)).toHaveLength(3);
  });

  it('approves a matched invoice as it arrives, as the system: history only, and the supplier hears of it', async () => {
    await setAutoApprove(w, true);
    const invoice = await issued(w.northwind, await northwindOrder());
    // The supplier can no longer void it; the company's next step is paying it.
    expect(invoice).toMatchObject({ status: 'approved', approval: null, paid_at: null, actions: [] });
    expect((await read(invoice.id)).actions).toEqual(['mark_paid']);
    expect(moves(invoice)).toEqual(['null→received', 'received→matched', 'matched→approved']);
    expect(invoice.history.at(-1)).toMatchObject({ actor: null, note: APPROVED_AUTOMATICALLY });
    // The audit log names a member for every entry: the system's approval is in the history alone.
    expect(await auditOf(invoice.id)).toEqual([]);
    expect((await emailsTitled(`Invoice ${invoice.number} approved by Summit Builders`)).map((email) => email.to)).toEqual(['supplier@example.com']);
    const told = await emailsTitled(`Invoice ${invoice.number} from Northwind Lumber Co.: matched, approved automatically`);
    expect(told.map((email) => email.to).sort()).toEqual(['adam@summit.test', 'builder@example.com', 'olga@summit.test']);
    expect(told[0]?.text).toContain('was approved automatically');
    // It is approved like any other: the company marks it paid.
    expect((await w.builder.post(invoiceUrl(invoice.id, 'mark-paid'))).json()).toMatchObject({ status: 'paid' });
  });

  it('never approves an exception, nor an invoice with a line the purchase order does not have', async () => {
    await setAutoApprove(w, true);
    const po = await northwindOrder();
    const screws = lineOf(po, SCREWS);
    const dear = await issued(w.northwind, po, { lines: [{ line_item_id: screws.id, description: 'Screws', quantity: 2, unit_price_cents: screws.unit_price_cents * 2 }] });
    expect(dear.status).toBe('exception');
    const extra = await issued(w.northwind, await northwindOrder(), { lines: [{ line_item_id: null, description: 'Pallet deposit', quantity: 1, unit_price_cents: 100 }] });
    expect(extra).toMatchObject({ status: 'exception', lines: [expect.objectContaining({ match_status: 'unmatched' })] });
    for (const invoice of [dear, extra]) expect(moves(await read(invoice.id))).not.toContain('matched→approved');
  });

  it('settles an invoice of an order on credit terms exactly as a person’s approval does', async () => {
    await setAutoApprove(w, true);
    const po = await northwindOrder();
    // The order as if placed on the company's credit terms (placing one is credit-orders' own test).
    await w.t.app.db.updateTable('orders').set({ payment_method: 'credit', payment_status: 'on_terms' }).where('id', '=', po.order_id).execute();
    const invoice = await issued(w.northwind, po);
    expect(invoice).toMatchObject({ status: 'paid', paid_at: expect.any(String), actions: [] });
    expect(moves(invoice).slice(-2)).toEqual(['matched→approved', 'approved→paid']);
    expect(invoice.history.at(-1)).toMatchObject({ actor: null, note: SETTLED_ON_TERMS });
    expect(await auditOf(invoice.id)).toEqual([]);
    expect(await emailsTitled(`Invoice ${invoice.number} paid by Summit Builders`)).toHaveLength(1);
  });
});

describe('matching again when late goods arrive', () => {
  it('matches an invoice that came before the goods once they are counted, and approves it when the company says so', async () => {
    const po = await northwindOrder({ [SCREWS]: 0, [PLYWOOD]: 0 });
    const invoice = await issued(w.northwind, po);
    expect(invoice).toMatchObject({ status: 'exception', lines: [expect.objectContaining({ match_status: 'awaiting_receipt' }), expect.objectContaining({ match_status: 'awaiting_receipt' })] });
    await setAutoApprove(w, true);

    // The screws alone: the plywood still waits, so it stays an exception, its lines as counted now.
    await receive(w, lineOf(po, SCREWS).id, 2);
    const half = await read(invoice.id);
    expect(half).toMatchObject({ status: 'exception', exception_count: 1 });
    expect(half.lines.map((line) => line.match_status)).toEqual(['matched', 'awaiting_receipt']);
    expect(half.history.at(-1)).toMatchObject({ from_status: 'exception', to_status: 'exception', actor: null, note: expect.stringMatching(/^Matched again after goods were received; still: .*Nothing of this line was received yet\./) });

    await receive(w, lineOf(po, PLYWOOD).id, 3);
    const matched = await read(invoice.id);
    expect(matched).toMatchObject({ status: 'approved', exception_count: 0, match: { total_within_tolerance: true, expected_cents: invoice.subtotal_cents } });
    expect(matched.lines.map((line) => [line.match_status, line.billable_quantity])).toEqual([
      ['matched', 2],
      ['matched', 3],
    ]);
    expect(moves(matched).slice(-2)).toEqual(['exception→matched', 'matched→approved']);
    expect(matched.history.at(-2)).toMatchObject({ actor: null, note: MATCHED_AGAIN });
    expect(matched.history.at(-1)).toMatchObject({ actor: null, note: APPROVED_AUTOMATICALLY });
    const told = await emailsTitled(`Invoice ${invoice.number} from Northwind Lumber Co.: matched now the goods are received, approved automatically`);
    expect(told.map((email) => email.to).sort()).toEqual(['adam@summit.test', 'builder@example.com', 'olga@summit.test']);
    expect(await emailsTitled(`Invoice ${invoice.number} approved by Summit Builders`)).toHaveLength(1);
  });

  it('matches with the tolerances the invoice arrived under: a count still short stays an exception, the rest makes it match', async () => {
    const po = await northwindOrder({ [PLYWOOD]: 1 });
    const invoice = await issued(w.northwind, po);
    expect(invoice.lines[1]).toMatchObject({ match_status: 'qty_exception', billable_quantity: 1, quantity_variance: 2 });
    // Today's tolerances would let a sheet over pass, line and total; the invoice keeps the ones it arrived under.
    await w.builder.put(TOLERANCES_URL, { defaults: { ...DEFAULTS, quantity_basis_points: 10_000, quantity_units: 10, total_basis_points: 10_000, total_amount_cents: 1_000_000 } });

    await receive(w, lineOf(po, PLYWOOD).id, 1);
    const short = await read(invoice.id);
    expect(short).toMatchObject({ status: 'exception', match: { tolerances: DEFAULTS } });
    expect(short.lines[1]).toMatchObject({ match_status: 'qty_exception', billable_quantity: 2, quantity_variance: 1 });

    await receive(w, lineOf(po, PLYWOOD).id, 1);
    const matched = await read(invoice.id);
    expect(matched).toMatchObject({ status: 'matched', approval: null });
    expect(matched.lines[1]).toMatchObject({ match_status: 'matched', billable_quantity: 3, quantity_variance: 0 });
    expect(matched.history.at(-1)).toMatchObject({ from_status: 'exception', to_status: 'matched', note: MATCHED_AGAIN });
    expect((await emailsTitled(`Invoice ${invoice.number} from Northwind Lumber Co.: matched now the goods are received`))[0]?.text).toContain('it is ready to approve');
    await w.builder.put(TOLERANCES_URL, { defaults: DEFAULTS });
  });

  it('counts its own lines once, and an invoice issued before it of the same goods', async () => {
    const po = await northwindOrder({ [SCREWS]: 0 });
    const screws = lineOf(po, SCREWS);
    const body = { lines: [{ line_item_id: screws.id, description: 'Screws', quantity: 2, unit_price_cents: screws.unit_price_cents }] };
    const first = await issued(w.northwind, po, body);
    const second = await issued(w.northwind, po, body);
    expect([first.status, second.status]).toEqual(['exception', 'exception']);
    await receive(w, screws.id, 2);
    // The two screws are the first invoice's; the second bills them again.
    expect(await read(first.id)).toMatchObject({ status: 'matched', lines: [expect.objectContaining({ billable_quantity: 2, quantity_variance: 0 })] });
    expect(await read(second.id)).toMatchObject({ status: 'exception', lines: [expect.objectContaining({ match_status: 'qty_exception', billable_quantity: 0, quantity_variance: 2 })] });
  });

  it('leaves disputed, approved and void invoices as people left them', async () => {
    const po = await northwindOrder({ [SCREWS]: 0, [PLYWOOD]: 0 });
    const screws = lineOf(po, SCREWS);
    const plywood = lineOf(po, PLYWOOD);
    const disputed = await issued(w.northwind, po, { lines: [{ line_item_id: screws.id, description: 'Screws', quantity: 2, unit_price_cents: screws.unit_price_cents }] });
    expect((await w.builder.post(invoiceUrl(disputed.id, 'dispute'), { reason: 'short_shipped', note: 'Nothing came yet.' })).statusCode).toBe(200);
    const overridden = await issued(w.northwind, po, { lines: [{ line_item_id: plywood.id, description: 'Plywood', quantity: 1, unit_price_cents: plywood.unit_price_cents }] });
    expect((await w.builder.post(invoiceUrl(overridden.id, 'approve'), { override_reason: 'Agreed on site' })).statusCode).toBe(200);
    const voided = await issued(w.northwind, po, { lines: [{ line_item_id: plywood.id, description: 'Plywood', quantity: 2, unit_price_cents: plywood.unit_price_cents }] });
    expect((await w.northwind.post(invoiceUrl(voided.id, 'void'))).statusCode).toBe(200);
    const before = await Promise.all([disputed, overridden, voided].map((invoice) => read(invoice.id)));

    await receive(w, screws.id, 2);
    await receive(w, plywood.id, 3);
    const after = await Promise.all([disputed, overridden, voided].map((invoice) => read(invoice.id)));
    expect(after.map((invoice) => invoice.status)).toEqual(['disputed', 'approved', 'void']);
    expect(after.map((invoice) => invoice.history.length)).toEqual(before.map((invoice) => invoice.history.length));
    expect(after[0]?.lines[0]?.match_status).toBe('awaiting_receipt');
  });

  it('shows nothing to another company: not the invoice, not its receipt, not its emails', async () => {
    const po = await northwindOrder({ [SCREWS]: 0 });
    const invoice = await issued(w.northwind, po);
    const screws = lineOf(po, SCREWS);
    expect((await w.otherBuilder.put(`/api/ordering/order_line_items/${screws.id}/`, { quantity_received: 2 })).statusCode).toBe(404);
    expect((await read(invoice.id)).status).toBe('exception');
    await receive(w, screws.id, 2);
    expect((await read(invoice.id)).status).toBe('matched');
    expect((await w.otherBuilder.get(invoiceUrl(invoice.id))).statusCode).toBe(404);
    expect((await w.granite.get(invoiceUrl(invoice.id))).statusCode).toBe(404);
    expect((await w.otherBuilder.get(`/api/ordering/invoices/?purchase_order_id=${po.id}`)).json()).toMatchObject({ count: 0 });
    const told = await emailsTitled(`Invoice ${invoice.number} from Northwind Lumber Co.: matched now the goods are received`);
    expect(told.map((email) => email.to).sort()).toEqual(['adam@summit.test', 'builder@example.com', 'olga@summit.test']);
  });
});
