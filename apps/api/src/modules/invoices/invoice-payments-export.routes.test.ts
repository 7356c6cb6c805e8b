import type { Invoice, PurchaseOrder } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CODES_URL, EXPORT_URL, exportedRows, invoiceUrl, issued, startInvoiceWorld } from './invoice-test-world';
import type { InvoiceWorld } from './invoice-test-world';

let w: InvoiceWorld;

beforeAll(async () => {
  w = await startInvoiceWorld();
});
afterAll(async () => {
  await w.t.close();
});

const XERO_PAYMENT_HEADER = ['*InvoiceNumber', '*ContactName', '*Date', '*Amount', 'Reference', '*AccountCode', 'Currency'];
const QUICKBOOKS_PAYMENT_HEADER = ['Bill No', 'Vendor', 'Payment Date', 'Amount', 'Payment Account', 'Reference', 'Memo'];

/** An approved invoice of each purchase order of a new, fully received order; Northwind's with tax and freight. */
async function approvedInvoices(): Promise<{ northwind: Invoice; granite: Invoice; po: PurchaseOrder }> {
  const { northwind: po, granite: gpo } = await w.receivedOrder();
  const northwind = await issued(w.northwind, po, { tax_cents: 500, freight_cents: 1_000 });
  const granite = await issued(w.granite, gpo);
  for (const invoice of [northwind, granite]) {
    // Freight is on no purchase order, so it may be over the total's tolerance: then an override.
    const approved = await w.builder.post(invoiceUrl(invoice.id, 'approve'), invoice.status === 'exception' ? { override_reason: 'Freight agreed' } : undefined);
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return { northwind, granite, po };
}

/** A settled invoice: its order as if placed on the company's credit terms (placing one is credit-orders' own test), then approved. */
async function settledInvoice(): Promise<Invoice> {
  const { northwind: po } = await w.receivedOrder();
  await w.t.app.db.updateTable('orders').set({ payment_method: 'credit', payment_status: 'on_terms' }).where('id', '=', po.order_id).execute();
  const invoice = await issued(w.northwind, po);
  const approved = await w.builder.post(invoiceUrl(invoice.id, 'approve'));
  expect(approved.json()).toMatchObject({ status: 'paid' });
  return approved.json() as Invoice;
}

const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const dollars = (cents: number) => (cents / 100).toFixed(2);

describe('the bills file books each line to its category’s account', () => {
  it('uses the fallback account until the company sets a table, then each category’s, a parent’s for a sub-category, else the default', async () => {
    const first = await approvedInvoices();
    const before = await exportedRows(w.builder, { format: 'xero' });
    expect(before.rows.filter((row) => row['*InvoiceNumber'] === first.northwind.number).map((row) => row['*AccountCode'])).toEqual(['300', '300', '300', '300']);

    const category = (slug: string) => w.fixture.taxonomy.categoryId(slug);
    const saved = await w.builder.put(ACCOUNT_CODES_URL, {
      default_account: { xero_code: '400', quickbooks_account: 'Purchases' },
      categories: [
        { category_id: category('fasteners'), xero_code: '320', quickbooks_account: 'Job Materials:Fasteners' },
        // Plywood is a sub-category of it: the product's own category has no account, its parent does.
        { category_id: category('lumber-composites'), xero_code: '310', quickbooks_account: 'Job Materials:Lumber' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // Screws (fasteners), plywood (lumber, by its parent), then freight and tax (the default); joint compound (drywall, unmapped): the default.
    const xero = await exportedRows(w.builder, { format: 'xero' });
    const accounts = (number: string) => xero.rows.filter((row) => row['*InvoiceNumber'] === number).map((row) => `${row.Description?.replace(/^PO [^:]+: /, '')} ${row['*AccountCode']}`);
    expect(accounts(first.northwind.number)).toEqual([`${first.northwind.lines[0]!.description} 320`, `${first.northwind.lines[1]!.description} 310`, 'Freight 400', 'Sales tax 400']);
    expect(accounts(first.granite.number)).toEqual([`${first.granite.lines[0]!.description} 400`]);

    const quickBooks = await exportedRows(w.builder, { format: 'quickbooks' });
    expect(quickBooks.rows.filter((row) => row['Bill No'] === first.northwind.number).map((row) => row.Account)).toEqual(['Job Materials:Fasteners', 'Job Materials:Lumber', 'Purchases', 'Purchases']);
    expect(quickBooks.rows.filter((row) => row['Bill No'] === first.granite.number).map((row) => row.Account)).toEqual(['Purchases']);

    // A line the purchase order does not have has no category: the default account.
    const { northwind: po } = await w.receivedOrder();
    const extra = await issued(w.northwind, po, { lines: [{ line_item_id: null, description: 'Pallet fee', quantity: 1, unit_price_cents: 2_500 }] });
    expect((await w.builder.post(invoiceUrl(extra.id, 'approve'), { override_reason: 'Agreed on the phone' })).statusCode).toBe(200);
    expect((await exportedRows(w.builder, { format: 'xero' })).rows.find((row) => row['*InvoiceNumber'] === extra.number)?.['*AccountCode']).toBe('400');

    // Another company's export books nothing of this company's, and to its own fallback.
    expect((await exportedRows(w.otherBuilder, { format: 'xero' })).rows).toEqual([]);
    await w.builder.put(ACCOUNT_CODES_URL, { default_account: { xero_code: '300', quickbooks_account: 'Cost of Goods Sold' }, categories: [] });
  });
});

describe('the payments file', () => {
  it('lists each paid and settled invoice once, after its bill, dated the day it was paid, without moving any', async () => {
    const { northwind: cardPaid, granite: notPaid } = await approvedInvoices();
    const settled = await settledInvoice();
    // Bills first: a payment is recorded against a bill the program has.
    expect((await exportedRows(w.builder, { format: 'xero', kind: 'payments' })).rows.map((row) => row['*InvoiceNumber'])).not.toContain(settled.number);
    await exportedRows(w.builder, { format: 'xero' });
    const paid = await w.members.approver.client.post(invoiceUrl(cardPaid.id, 'mark-paid'));
    expect(paid.statusCode).toBe(200);
    const paidAt = (paid.json() as Invoice).paid_at!;

    const file = await exportedRows(w.members.admin.client, { format: 'xero', kind: 'payments' });
    expect(file.fileName).toMatch(/^payments-xero-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.header).toEqual(XERO_PAYMENT_HEADER);
    expect(file.rows).toEqual([
      { '*InvoiceNumber': settled.number, '*ContactName': 'Northwind Lumber Co.', '*Date': usDay(settled.paid_at!), '*Amount': dollars(settled.total_cents), Reference: 'Credit terms', '*AccountCode': '090', Currency: 'USD' },
      { '*InvoiceNumber': cardPaid.number, '*ContactName': 'Northwind Lumber Co.', '*Date': usDay(paidAt), '*Amount': dollars(cardPaid.total_cents), Reference: 'Marked paid', '*AccountCode': '090', Currency: 'USD' },
    ].sort((a, b) => a['*Date'].localeCompare(b['*Date']) || a['*InvoiceNumber'].localeCompare(b['*InvoiceNumber'])));
    expect(file.rows.map((row) => row['*InvoiceNumber'])).not.toContain(notPaid.number);

    // Once: the second file is empty, in either format; nothing moved.
    expect((await exportedRows(w.builder, { format: 'xero', kind: 'payments' })).rows).toEqual([]);
    expect((await exportedRows(w.builder, { format: 'quickbooks', kind: 'payments' })).rows).toEqual([]);
    for (const [invoice, status] of [
      [cardPaid, 'paid'],
      [settled, 'paid'],
      [notPaid, 'exported'],
    ] as const) {
      expect((await w.builder.get(invoiceUrl(invoice.id))).json().status).toBe(status);
    }
    // The bills file still has the unpaid one, and none of the paid ones.
    const bills = (await exportedRows(w.builder, { format: 'xero' })).rows.map((row) => row['*InvoiceNumber']);
    expect(bills).toContain(notPaid.number);
    expect(bills).not.toContain(cardPaid.number);

    // Audited with its kind.
    const events = (await w.builder.get('/api/company/audit-events/?limit=100')).json().results as { action: string; after: Record<string, unknown> }[];
    expect(events.find((event) => event.action === 'invoice.export' && event.after.kind === 'payments')?.after).toEqual({ payment_exported: true, kind: 'payments', format: 'xero', invoices: expect.arrayContaining([settled.number, cardPaid.number]) });
    expect(events.find((event) => event.action === 'invoice.export' && event.after.kind === 'bills')?.after).toMatchObject({ status: 'exported', format: 'xero' });
  });

  it('writes QuickBooks Online’s columns, the purchase order in the memo', async () => {
    const { northwind: invoice, po } = await approvedInvoices();
    await exportedRows(w.builder, { format: 'quickbooks' });
    expect((await w.builder.post(invoiceUrl(invoice.id, 'mark-paid'))).statusCode).toBe(200);
    const file = await exportedRows(w.builder, { format: 'quickbooks', kind: 'payments' });
    expect(file.header).toEqual(QUICKBOOKS_PAYMENT_HEADER);
    const read = (await w.builder.get(invoiceUrl(invoice.id))).json() as Invoice;
    expect(file.rows).toEqual([{ 'Bill No': invoice.number, Vendor: 'Northwind Lumber Co.', 'Payment Date': usDay(read.paid_at!), Amount: dollars(invoice.total_cents), 'Payment Account': 'Checking', Reference: 'Marked paid', Memo: `PO ${po.number}` }]);
  });

  it('is for owners and admins of the buying company only, its own payments only, of a kind it knows', async () => {
    const payments = { format: 'xero', kind: 'payments' };
    expect((await w.signedOut.post(EXPORT_URL, payments)).statusCode).toBe(401);
    for (const client of [w.members.approver.client, w.members.buyer.client, w.receiver, w.northwind]) {
      const refused = await client.post(EXPORT_URL, payments);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().display_error).toBe('Only an owner or admin can export invoices.');
    }
    const bad = await w.builder.post(EXPORT_URL, { format: 'xero', kind: 'receipts' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ kind: 'Use one of bills, payments.' });
    // A paid invoice of this company is none of another's.
    await settledInvoice();
    await exportedRows(w.builder, { format: 'xero' });
    expect((await exportedRows(w.otherBuilder, { format: 'xero', kind: 'payments' })).rows).toEqual([]);
    expect((await exportedRows(w.builder, { format: 'xero', kind: 'payments' })).rows).toHaveLength(1);
    // Without a kind, the bills as before.
    expect((await exportedRows(w.builder, { format: 'xero' })).header[0]).toBe('*ContactName');
  });

  it('pays from the company’s own paying account in both programs, and says on the invoice when its payment went out', async () => {
    const { northwind, granite } = await approvedInvoices();
    await exportedRows(w.builder, { format: 'xero' });
    const read = async (invoice: Invoice) => (await w.builder.get(invoiceUrl(invoice.id))).json() as Invoice;
    for (const invoice of [northwind, granite]) expect((await w.builder.post(invoiceUrl(invoice.id, 'mark-paid'))).statusCode).toBe(200);
    // Paid, and no file carried the payment yet.
    for (const invoice of [northwind, granite]) expect(await read(invoice)).toMatchObject({ status: 'paid', payment_exported_at: null });

    const table = { default_account: { xero_code: '300', quickbooks_account: 'Cost of Goods Sold' }, categories: [] };
    expect((await w.builder.put(ACCOUNT_CODES_URL, { ...table, payment_account: { xero_code: '091', quickbooks_account: 'Operating Account' } })).statusCode).toBe(200);

    const before = new Date().toISOString();
    const xero = await exportedRows(w.builder, { format: 'xero', kind: 'payments' });
    expect(xero.rows.filter((row) => [northwind.number, granite.number].includes(row['*InvoiceNumber']!)).map((row) => row['*AccountCode'])).toEqual(['091', '091']);
    for (const invoice of [northwind, granite]) {
      const exported = await read(invoice);
      expect(exported.payment_exported_at).toEqual(expect.any(String));
      expect(exported.payment_exported_at! >= before).toBe(true);
    }

    // QuickBooks names the account: another paid invoice, in its file.
    const { northwind: third } = await approvedInvoices();
    await exportedRows(w.builder, { format: 'quickbooks' });
    expect((await w.builder.post(invoiceUrl(third.id, 'mark-paid'))).statusCode).toBe(200);
    const quickBooks = await exportedRows(w.builder, { format: 'quickbooks', kind: 'payments' });
    expect(quickBooks.rows.find((row) => row['Bill No'] === third.number)?.['Payment Account']).toBe('Operating Account');
    expect((await read(third)).payment_exported_at).toEqual(expect.any(String));

    // Back to the standard bank account, for the files of the tests after this one.
    await w.builder.put(ACCOUNT_CODES_URL, table);
  });
});
