import type { Invoice, InvoiceList, PurchaseOrder } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedFields } from '../../testing/refused-fields';
import { COMPOUND, invoiceBody, invoiceUrl, issue, issued, lineOf, nextNumber, PLYWOOD, SCREWS, startInvoiceWorld } from './invoice-test-world';
import type { InvoiceWorld } from './invoice-test-world';

let w: InvoiceWorld;
let northwind: PurchaseOrder;
let granite: PurchaseOrder;

beforeAll(async () => {
  w = await startInvoiceWorld();
  ({ northwind, granite } = await w.receivedOrder());
});
afterAll(async () => {
  await w.t.close();
});

const list = async (client: typeof w.builder, query = '') => {
  const response = await client.get(`/api/ordering/invoices/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvoiceList;
};

describe('POST /api/ordering/purchase_orders/{id}/invoices/', () => {
  it('matches an invoice of what was received at the purchase order’s prices, due in 30 days, and tells the owners and admins', async () => {
    const invoice = await issued(w.northwind, northwind, { invoice_date: '2026-01-31', tax_cents: 150 });
    const screws = lineOf(northwind, SCREWS);
    const plywood = lineOf(northwind, PLYWOOD);
    const subtotal = screws.line_total_cents + plywood.line_total_cents;
    expect(invoice).toMatchObject({
      status: 'matched',
      purchase_order: { id: northwind.id, number: northwind.number },
      order: { id: northwind.order_id, number: northwind.order_number },
      project: { name: 'Mission Bay Townhomes' },
      buyer_company: { name: 'Summit Builders' },
      supplier_company: { name: 'Northwind Lumber Co.' },
      currency: 'USD',
      invoice_date: '2026-01-31',
      due_date: '2026-03-02',
      net_terms_days: 30,
      subtotal_cents: subtotal,
      tax_cents: 150,
      freight_cents: 0,
      total_cents: subtotal + 150,
      exception_count: 0,
      match: { expected_cents: subtotal, total_variance_cents: 0, total_within_tolerance: true, tolerances: { price_basis_points: 200, price_amount_cents: 5_000, quantity_basis_points: 0, quantity_units: 0 } },
      dispute: null,
      approval: null,
      actions: ['void', 'attach'],
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({ line_item_id: screws.id, sku: SCREWS, quantity: 2, match_status: 'matched', billable_quantity: 2, quantity_variance: 0, price_variance_cents: 0 }),
      expect.objectContaining({ line_item_id: plywood.id, sku: PLYWOOD, quantity: 3, match_status: 'matched', billable_quantity: 3 }),
    ]);
    expect(invoice.history.map((event) => `${event.from_status}→${event.to_status}`)).toEqual(['null→received', 'received→matched']);

    const emails = (await w.t.outbox()).filter((email) => email.subject === `Invoice ${invoice.number} from Northwind Lumber Co.: matched`);
    expect(emails.map((email) => email.to).sort()).toEqual(['adam@summit.test', 'builder@example.com', 'olga@summit.test']);
    expect(emails[0]?.text).toContain('ready to approve');

    // The builder reads the same invoice, with what they may do.
    const read = (await w.builder.get(invoiceUrl(invoice.id))).json() as Invoice;
    expect(read).toMatchObject({ id: invoice.id, status: 'matched', actions: ['approve', 'dispute'] });
    expect((await w.receiver.get(invoiceUrl(invoice.id))).json()).toMatchObject({ id: invoice.id, actions: [] });
  });

  it('finds every kind of exception, line by line, and says so in the email', async () => {
    const { northwind: po, granite: gpo } = await w.receivedOrder({ [PLYWOOD]: 0 });
    const screws = lineOf(po, SCREWS);
    const invoice = await issued(w.northwind, po, {
      lines: [
        { line_item_id: screws.id, description: 'Screws', quantity: 2, unit_price_cents: screws.unit_price_cents * 2 },
        { line_item_id: lineOf(po, PLYWOOD).id, description: 'Plywood', quantity: 3, unit_price_cents: lineOf(po, PLYWOOD).unit_price_cents },
        { line_item_id: null, description: 'Pallet fee', quantity: 1, unit_price_cents: 2_500 },
      ],
    });
    expect(invoice.status).toBe('exception');
    expect(invoice.lines.map((line) => line.match_status)).toEqual(['price_exception', 'awaiting_receipt', 'unmatched']);
    expect(invoice.exception_count).toBe(3);
    expect(invoice.lines[0]?.message).toMatch(/^Billed \$[\d.,]+ a unit; the purchase order says \$[\d.,]+\.$/);
    const email = (await w.t.outbox()).find((candidate) => candidate.to === 'builder@example.com' && candidate.subject === `Invoice ${invoice.number} from Northwind Lumber Co.: 3 exceptions`);
    expect(email?.text).toContain('- Pallet fee: The purchase order has no such line.');

    // Another currency matches nothing.
    const cad = await issued(w.granite, gpo, { currency: 'cad' });
    expect(cad).toMatchObject({ status: 'exception', currency: 'CAD' });
    expect(cad.lines[0]).toMatchObject({ match_status: 'unmatched', message: 'Billed in CAD; the purchase order is in USD.' });
  });

  it('bills only what other invoices did not, until they are voided', async () => {
    const { granite: po } = await w.receivedOrder();
    const first = await issued(w.granite, po);
    expect(first.status).toBe('matched');
    const again = await issued(w.granite, po);
    expect(again).toMatchObject({ status: 'exception', lines: [expect.objectContaining({ match_status: 'qty_exception', billable_quantity: 0, quantity_variance: 1 })] });
    expect((await w.granite.post(invoiceUrl(first.id, 'void'))).statusCode).toBe(200);
    expect((await w.granite.post(invoiceUrl(again.id, 'void'))).statusCode).toBe(200);
    expect((await issued(w.granite, po)).status).toBe('matched');
  });

  it('applies the buying company’s tolerances, a supplier’s own first', async () => {
    const { northwind: po } = await w.receivedOrder();
    const screws = lineOf(po, SCREWS);
    const over = { lines: [{ line_item_id: screws.id, description: 'Screws', quantity: 2, unit_price_cents: screws.unit_price_cents + 1 }] };
    // A cent over a unit price is within the 2% default on these prices, and makes the line within tolerance.
    const within = await issued(w.northwind, po, over);
    expect(within.lines[0]?.match_status).toBe('within_tolerance');
    await w.northwind.post(invoiceUrl(within.id, 'void'));

    const strict = { price_basis_points: 0, price_amount_cents: 0, quantity_basis_points: 0, quantity_units: 0, total_basis_points: 0, total_amount_cents: 0 };
    const northwindCompany = (await w.t.app.db.selectFrom('companies').select('id').where('name', '=', 'Northwind Lumber Co.').executeTakeFirstOrThrow()).id;
    const saved = await w.builder.put('/api/company/invoice-tolerances/', { defaults: { ...strict, price_basis_points: 10_000, price_amount_cents: 100_000, total_basis_points: 10_000, total_amount_cents: 100_000 }, suppliers: [{ supplier_company_id: northwindCompany, ...strict }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await issued(w.northwind, po, over);
    expect(refused).toMatchObject({ status: 'exception', match: { tolerances: strict } });
    expect(refused.lines[0]?.match_status).toBe('price_exception');
    await w.northwind.post(invoiceUrl(refused.id, 'void'));
    await w.builder.put('/api/company/invoice-tolerances/', { defaults: { price_basis_points: 200, price_amount_cents: 5_000, quantity_basis_points: 0, quantity_units: 0, total_basis_points: 200, total_amount_cents: 5_000 }, suppliers: [] });
  });

  it('replaces a disputed or exception invoice with a corrected one, which voids it in the same step', async () => {
    const { northwind: po } = await w.receivedOrder();
    const screws = lineOf(po, SCREWS);
    const wrong = await issued(w.northwind, po, { lines: [{ line_item_id: screws.id, description: 'Screws', quantity: 2, unit_price_cents: screws.unit_price_cents * 3 }] });
    expect(wrong.status).toBe('exception');
    const corrected = await issued(w.northwind, po, { replaces_invoice_id: wrong.id });
    expect(corrected).toMatchObject({ status: 'matched', replaces_invoice_id: wrong.id });
    expect(corrected.history[0]?.note).toBe(`Corrects invoice ${wrong.number}.`);
    const old = (await w.builder.get(invoiceUrl(wrong.id))).json() as Invoice;
    expect(old).toMatchObject({ status: 'void', replaced_by_invoice_id: corrected.id });
    expect(old.history.at(-1)).toMatchObject({ from_status: 'exception', to_status: 'void', note: `Replaced by invoice ${corrected.number}.` });

    // Only a disputed or exception invoice of this purchase order is replaced.
    const matched = await issue(w.northwind, po, { replaces_invoice_id: corrected.id });
    expect(matched.statusCode).toBe(409);
    expect(matched.json().display_error).toBe(`Invoice ${corrected.number} is matched: only a disputed invoice, or one with exceptions, can be replaced.`);
    const elsewhere = await issue(w.northwind, northwind, { replaces_invoice_id: wrong.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields).toEqual({ replaces_invoice_id: 'Give a disputed invoice, or one with exceptions, of this purchase order.' });
  });

  it('refuses a number the supplier used already, whatever its case, and a cancelled purchase order', async () => {
    const { granite: po } = await w.receivedOrder();
    const number = nextNumber('dup');
    await issued(w.granite, po, { number });
    const again = await issue(w.granite, po, { number: number.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().display_error).toBe(`You already issued invoice ${number.toUpperCase()}: give each invoice its own number.`);
    // Another supplier may use the same number.
    const { northwind: other } = await w.receivedOrder();
    expect((await issue(w.northwind, other, { number })).statusCode).toBe(201);

    const cancelled = (await w.placeOrder()).purchase_orders.find((candidate) => candidate.supplier_company_name === 'Granite Supply Inc.')!;
    expect((await w.granite.put(`/api/ordering/purchase_orders/${cancelled.id}/`, { status: 'cancelled' })).statusCode).toBe(200);
    const refused = await issue(w.granite, cancelled);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().display_error).toBe('This purchase order was cancelled: there is nothing to bill.');
  });

  it('refuses bad input naming the field', async () => {
    const line = lineOf(granite, COMPOUND);
    const cases: [Record<string, unknown>, string][] = [
      [{ number: ' ' }, 'number'],
      [{ invoice_date: '2026-02-30' }, 'invoice_date'],
      [{ invoice_date: '2999-01-01' }, 'invoice_date'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ line_item_id: line.id, description: 'x', quantity: 0, unit_price_cents: 1 }] }, 'lines.0.quantity'],
      [{ lines: [{ line_item_id: line.id, description: 'x', quantity: 1, unit_price_cents: 1.5 }] }, 'lines.0.unit_price_cents'],
      [{ lines: [{ line_item_id: lineOf(northwind, SCREWS).id, description: 'x', quantity: 1, unit_price_cents: 1 }] }, 'lines.0.line_item_id'],
      [
        {
          lines: [
            { line_item_id: line.id, description: 'x', quantity: 1, unit_price_cents: 1 },
            { line_item_id: line.id, description: 'y', quantity: 1, unit_price_cents: 1 },
          ],
        },
        'lines.1.line_item_id',
      ],
      [{ tax_cents: -1 }, 'tax_cents'],
      [{ currency: 'dollars' }, 'currency'],
      [{ surprise: true } as Record<string, unknown>, 'surprise'],
    ];
    for (const [overrides, field] of cases) {
      const response = await w.granite.post(`/api/ordering/purchase_orders/${granite.id}/invoices/`, { ...invoiceBody(granite), ...overrides });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), field).toContain(field);
    }
  });

  it('answers 401 signed out, 403 to the buying company, 404 to another supplier', async () => {
    const body = invoiceBody(granite);
    const url = `/api/ordering/purchase_orders/${granite.id}/invoices/`;
    expect((await w.signedOut.post(url, body)).statusCode).toBe(401);
    for (const client of [w.builder, w.receiver, w.members.admin.client, w.otherBuilder]) {
      const refused = await client.post(url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().display_error).toBe('Only the supplier of the purchase order can do this with its invoices.');
    }
    expect((await w.northwind.post(url, body)).statusCode).toBe(404);
  });
});

describe('GET /api/ordering/invoices/', () => {
  it('shows the buying company every supplier’s invoices, each supplier its own, and another company none', async () => {
    const builder = await list(w.builder, '?limit=100');
    const northwindList = await list(w.northwind, '?limit=100');
    const graniteList = await list(w.granite, '?limit=100');
    expect(builder.count).toBe(northwindList.count + graniteList.count);
    expect(northwindList.results.every((invoice) => invoice.supplier_company.name === 'Northwind Lumber Co.')).toBe(true);
    expect(graniteList.results.every((invoice) => invoice.supplier_company.name === 'Granite Supply Inc.')).toBe(true);
    expect(graniteList.count).toBeGreaterThan(0);
    expect((await list(w.receiver)).count).toBe(builder.count);
    expect((await list(w.otherBuilder)).count).toBe(0);
    // Newest first.
    const times = builder.results.map((invoice) => invoice.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by status, open, and purchase order, and pages', async () => {
    const exceptions = await list(w.builder, '?status=exception&limit=100');
    expect(exceptions.count).toBeGreaterThan(0);
    expect(exceptions.results.every((invoice) => invoice.status === 'exception')).toBe(true);
    const open = await list(w.builder, '?status=open&limit=100');
    expect(open.results.some((invoice) => invoice.status === 'void')).toBe(false);
    expect((await list(w.builder, '?status=void&limit=100')).count).toBeGreaterThan(0);
    const ofPo = await list(w.builder, `?purchase_order_id=${northwind.id}`);
    expect(ofPo.results.map((invoice) => invoice.purchase_order.id)).toEqual(ofPo.results.map(() => northwind.id));
    expect(ofPo.count).toBeGreaterThan(0);
    const page = await list(w.builder, '?limit=1&offset=1');
    expect(page.results).toHaveLength(1);
  });

  it('refuses bad filters naming them, and signed-out callers', async () => {
    expect(await refusedFields(w.builder, '/api/ordering/invoices/?status=late&purchase_order_id=nope&limit=0')).toEqual({
      status: 'Use one of open, matched, exception, disputed, approved, exported, paid, void.',
      purchase_order_id: 'This is not a valid purchase order id.',
      limit: 'Use a whole number from 1 to 100.',
    });
    expect((await w.signedOut.get('/api/ordering/invoices/')).statusCode).toBe(401);
  });
});

describe('GET /api/ordering/invoices/{id}/', () => {
  it('answers the invoice’s two parties and 404 to everyone else', async () => {
    const invoice = (await list(w.granite)).results[0]!;
    expect((await w.builder.get(invoiceUrl(invoice.id))).statusCode).toBe(200);
    expect((await w.members.buyer.client.get(invoiceUrl(invoice.id))).statusCode).toBe(200);
    expect((await w.granite.get(invoiceUrl(invoice.id))).statusCode).toBe(200);
    expect((await w.northwind.get(invoiceUrl(invoice.id))).statusCode).toBe(404);
    expect((await w.otherBuilder.get(invoiceUrl(invoice.id))).statusCode).toBe(404);
    expect((await w.builder.get(invoiceUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await w.signedOut.get(invoiceUrl(invoice.id))).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every invoice route under the invoices tag', async () => {
    const document = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const [path, method] of [
      ['/api/ordering/purchase_orders/{id}/invoices/', 'post'],
      ['/api/ordering/invoices/', 'get'],
      ['/api/ordering/invoices/export/', 'post'],
      ['/api/ordering/invoices/{id}/', 'get'],
      ['/api/ordering/invoices/{id}/pdf/', 'get'],
      ['/api/ordering/invoices/{id}/attachment/', 'post'],
      ['/api/ordering/invoices/{id}/approve/', 'post'],
      ['/api/ordering/invoices/{id}/dispute/', 'post'],
      ['/api/ordering/invoices/{id}/mark-paid/', 'post'],
      ['/api/ordering/invoices/{id}/respond/', 'post'],
      ['/api/ordering/invoices/{id}/void/', 'post'],
      ['/api/supplier/statements/', 'get'],
      ['/api/company/invoice-tolerances/', 'put'],
    ] as const) {
      expect(document.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['invoices']);
    }
  });
});
