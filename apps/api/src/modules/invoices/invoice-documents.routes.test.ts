import type { Invoice, InvoiceTolerances, SupplierStatements } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import type { TestClient } from '../../testing/test-client';
import { pdfTextLines } from '../orders/pdf-text';
import { invoiceUrl, issued, lineOf, SCREWS, startInvoiceWorld } from './invoice-test-world';
import type { InvoiceWorld } from './invoice-test-world';

let w: InvoiceWorld;

beforeAll(async () => {
  w = await startInvoiceWorld();
});
afterAll(async () => {
  await w.t.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffffff7f0009fb03fdf5d8f19a0000000049454e44ae426082', 'hex');

/** Today plus `days`, YYYY-MM-DD in UTC. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function upload(client: TestClient, invoiceId: string, file: Buffer, fileName: string) {
  const boundary = '----invoice-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request('POST', invoiceUrl(invoiceId, 'attachment'), body, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

describe('GET /api/ordering/invoices/{id}/pdf/', () => {
  it('prints the invoice with its lines, their match, the totals and the dispute', async () => {
    const { northwind: po } = await w.receivedOrder();
    const screws = lineOf(po, SCREWS);
    const invoice = await issued(w.northwind, po, { invoice_date: '2026-03-05', freight_cents: 1_250, tax_cents: 99 });
    await w.builder.post(invoiceUrl(invoice.id, 'dispute'), { reason: 'damaged', note: 'Three sheets split.' });
    const response = await w.builder.get(`${invoiceUrl(invoice.id, 'pdf')}?timezone-offset=-420`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="invoice-${invoice.number}.pdf"`);
    const text = pdfTextLines(response.rawPayload);
    for (const expected of [
      `Invoice ${invoice.number}`,
      `Purchase order ${po.number}, order ${po.order_number}`,
      'Northwind Lumber Co.',
      'Summit Builders',
      'Project: Mission Bay Townhomes',
      'Invoice date: Mar 5, 2026',
      'Due: Apr 4, 2026 (Net 30)',
      '2',
      'Matched',
      `Freight: ${formatMoney(1_250, 'USD')}`,
      `Tax: ${formatMoney(99, 'USD')}`,
      `Total: ${formatMoney(invoice.total_cents, 'USD')}`,
      'Disputed: damaged goods',
      'Three sheets split.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // A long item wraps inside its cell.
    expect(text.join('')).toContain(`${screws.product_name} (${SCREWS})`);
    // The supplier prints it too; nobody else finds it.
    expect((await w.northwind.get(invoiceUrl(invoice.id, 'pdf'))).statusCode).toBe(200);
    expect((await w.granite.get(invoiceUrl(invoice.id, 'pdf'))).statusCode).toBe(404);
    expect((await w.otherBuilder.get(invoiceUrl(invoice.id, 'pdf'))).statusCode).toBe(404);
    expect((await w.signedOut.get(invoiceUrl(invoice.id, 'pdf'))).statusCode).toBe(401);
    expect(Object.keys((await w.builder.get(`${invoiceUrl(invoice.id, 'pdf')}?timezone-offset=9999`)).json().fields)).toEqual(['timezone-offset']);
  });
});

describe('the supplier’s own PDF', () => {
  it('is attached by the supplier, read by both sides, and refused in any other type', async () => {
    const { granite: po } = await w.receivedOrder();
    const invoice = await issued(w.granite, po);
    const attached = await upload(w.granite, invoice.id, PDF, 'granite invoice 88.pdf');
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().attachment).toMatchObject({ file_name: 'granite invoice 88.pdf', size_bytes: PDF.length, url: invoiceUrl(invoice.id, 'attachment') });
    for (const client of [w.builder, w.receiver, w.granite]) {
      const file = await client.get(invoiceUrl(invoice.id, 'attachment'));
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers['content-disposition']).toBe('attachment; filename="granite invoice 88.pdf"');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
    const png = await upload(w.granite, invoice.id, PNG, 'photo.png');
    expect(png.statusCode).toBe(400);
    expect(png.json().fields).toEqual({ file: 'Attach the invoice as a PDF.' });
    expect((await w.granite.post(invoiceUrl(invoice.id, 'attachment'), { file: 'x' })).json().fields).toEqual({ file: 'Send the file as multipart/form-data.' });
    expect((await upload(w.builder, invoice.id, PDF, 'x.pdf')).statusCode).toBe(403);
    expect((await upload(w.northwind, invoice.id, PDF, 'x.pdf')).statusCode).toBe(404);
    expect((await upload(w.signedOut, invoice.id, PDF, 'x.pdf')).statusCode).toBe(401);
    expect((await w.northwind.get(invoiceUrl(invoice.id, 'attachment'))).statusCode).toBe(404);
    // Once approved, the file is part of what was approved.
    await w.builder.post(invoiceUrl(invoice.id, 'approve'));
    expect((await upload(w.granite, invoice.id, PDF, 'late.pdf')).statusCode).toBe(409);
  });

  it('answers 404 for an invoice without one', async () => {
    const { granite: po } = await w.receivedOrder();
    const invoice = await issued(w.granite, po);
    expect((await w.builder.get(invoiceUrl(invoice.id, 'attachment'))).json().display_error).toBe('This invoice has no file.');
  });
});

const EXPORT_URL = '/api/ordering/invoices/export/';

describe('POST /api/ordering/invoices/export/', () => {
  it('exports approved invoices as Xero bills, marks them exported, and exports them again until paid', async () => {
    const { northwind: po, granite: gpo } = await w.receivedOrder();
    const approved = await issued(w.northwind, po, { tax_cents: 500 });
    await w.builder.post(invoiceUrl(approved.id, 'approve'));
    const matched = await issued(w.granite, gpo);

    const response = await w.members.admin.client.post(EXPORT_URL, { format: 'xero' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoices-xero-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = response.body.trimEnd().split('\n');
    expect(rows[0]).toBe(
      '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,*InvoiceDate,*DueDate,Total,InventoryItemCode,Description,*Quantity,*UnitAmount,*AccountCode,*TaxType,TaxAmount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency',
    );
    const mine = rows.filter((row) => row.includes(`,${approved.number},`));
    expect(mine).toHaveLength(3);
    expect(mine[0]).toContain(`PO ${po.number}: ${lineOf(po, SCREWS).product_name}`);
    expect(mine[2]).toContain(`PO ${po.number}: Sales tax,1,5.00`);
    expect(rows.some((row) => row.includes(`,${matched.number},`))).toBe(false);

    const read = (await w.builder.get(invoiceUrl(approved.id))).json() as Invoice;
    expect(read).toMatchObject({ status: 'exported', exported_at: expect.any(String) });
    expect(read.history.at(-1)).toMatchObject({ from_status: 'approved', to_status: 'exported', note: 'Exported for Xero.' });

    // Again, as QuickBooks: the exported invoice is still in it, until it is paid.
    const quickBooks = await w.builder.post(EXPORT_URL, { format: 'quickbooks' });
    const qbRows = quickBooks.body.trimEnd().split('\n');
    expect(qbRows[0]).toBe('Bill No,Vendor,Bill Date,Due Date,Terms,Location,Memo,Account,Line Description,Line Amount,Class,Customer,Billable');
    const [year, month, date] = approved.invoice_date.split('-');
    expect(qbRows.filter((row) => row.startsWith(`${approved.number},Northwind Lumber Co.,${month}/${date}/${year},`))).toHaveLength(3);
    expect((await w.builder.post(invoiceUrl(approved.id, 'mark-paid'))).json().status).toBe('paid');
    expect((await w.builder.post(EXPORT_URL, { format: 'quickbooks' })).body).not.toContain(approved.number);
  });

  it('is for owners and admins of the buying company only, in a format it knows', async () => {
    const xero = { format: 'xero' };
    expect((await w.signedOut.post(EXPORT_URL, xero)).statusCode).toBe(401);
    for (const client of [w.members.approver.client, w.members.buyer.client, w.receiver, w.northwind]) {
      const refused = await client.post(EXPORT_URL, xero);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().display_error).toBe('Only an owner or admin can export invoices.');
    }
    expect((await w.builder.post(EXPORT_URL, { format: 'sage' })).json().fields).toEqual({ format: 'Use one of xero, quickbooks.' });
    expect(Object.keys((await w.builder.post(EXPORT_URL, {})).json().fields)).toEqual(['format']);
    // Another company exports its own invoices: none.
    expect((await w.otherBuilder.post(EXPORT_URL, xero)).body.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('GET /api/supplier/statements/', () => {
  it('shows each supplier what each builder owes it, disputed apart, aged by due date', async () => {
    const statementOf = async (client: TestClient) => {
      const response = await client.get('/api/supplier/statements/');
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as SupplierStatements).statements.find((statement) => statement.buyer_company.name === 'Summit Builders');
    };
    const before = await statementOf(w.granite);
    const base = before ?? { open_balance_cents: 0, disputed_cents: 0, invoice_count: 0, aging: { current_cents: 0, days_1_30_cents: 0, days_31_60_cents: 0, days_61_90_cents: 0, days_over_90_cents: 0 } };

    // Due in 20 days; 10 days late; 45 days late (disputed); 100 days late; paid; void.
    const totals: number[] = [];
    for (const [invoiceDays, then] of [
      [-10, null],
      [-40, null],
      [-75, 'dispute'],
      [-130, null],
      [-5, 'paid'],
      [-5, 'void'],
    ] as const) {
      const { granite: po } = await w.receivedOrder();
      const invoice = await issued(w.granite, po, { invoice_date: day(invoiceDays) });
      totals.push(invoice.total_cents);
      if (then === 'dispute') await w.builder.post(invoiceUrl(invoice.id, 'dispute'), { reason: 'damaged', note: 'Lid cracked.' });
      if (then === 'paid') {
        await w.builder.post(invoiceUrl(invoice.id, 'approve'));
        await w.builder.post(invoiceUrl(invoice.id, 'mark-paid'));
      }
      if (then === 'void') await w.granite.post(invoiceUrl(invoice.id, 'void'));
    }
    const after = await statementOf(w.granite);
    expect(after).toMatchObject({
      currency: 'USD',
      invoice_count: base.invoice_count + 4,
      open_balance_cents: base.open_balance_cents + totals[0]! + totals[1]! + totals[2]! + totals[3]!,
      disputed_cents: base.disputed_cents + totals[2]!,
      aging: {
        current_cents: base.aging.current_cents + totals[0]!,
        days_1_30_cents: base.aging.days_1_30_cents + totals[1]!,
        days_31_60_cents: base.aging.days_31_60_cents + totals[2]!,
        days_61_90_cents: base.aging.days_61_90_cents,
        days_over_90_cents: base.aging.days_over_90_cents + totals[3]!,
      },
    });
    // Northwind's statement holds none of Granite's invoices.
    const northwind = await statementOf(w.northwind);
    expect(northwind?.open_balance_cents ?? 0).toBeLessThan(after!.open_balance_cents + 1);
    const northwindInvoices = (await w.northwind.get('/api/ordering/invoices/?status=open&limit=100')).json().results as Invoice[];
    expect(northwind?.open_balance_cents ?? 0).toBe(northwindInvoices.reduce((sum, invoice) => sum + invoice.total_cents, 0));
  });

  it('is for suppliers only', async () => {
    expect((await w.signedOut.get('/api/supplier/statements/')).statusCode).toBe(401);
    for (const client of [w.builder, w.receiver]) expect((await client.get('/api/supplier/statements/')).statusCode).toBe(403);
  });
});

describe('/api/company/invoice-tolerances/', () => {
  const values = { price_basis_points: 300, price_amount_cents: 10_000, quantity_basis_points: 500, quantity_units: 2, total_basis_points: 100, total_amount_cents: 2_500 };

  it('reads the defaults until an owner or admin sets them, and audits every change', async () => {
    const defaults = (await w.members.buyer.client.get('/api/company/invoice-tolerances/')).json() as InvoiceTolerances;
    expect(defaults).toEqual({ defaults: { price_basis_points: 200, price_amount_cents: 5_000, quantity_basis_points: 0, quantity_units: 0, total_basis_points: 200, total_amount_cents: 5_000 }, suppliers: [], auto_approve_matched: false, updated_at: null });
    const granite = (await w.t.app.db.selectFrom('companies').select('id').where('name', '=', 'Granite Supply Inc.').executeTakeFirstOrThrow()).id;
    const saved = await w.members.admin.client.put('/api/company/invoice-tolerances/', { defaults: values, suppliers: [{ supplier_company_id: granite, ...values, price_basis_points: 0 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ defaults: values, suppliers: [{ supplier_company_id: granite, supplier_name: 'Granite Supply Inc.', price_basis_points: 0 }], updated_at: expect.any(String) });
    expect((await w.members.approver.client.get('/api/company/invoice-tolerances/')).json()).toEqual(saved.json());
    // Saving the same again changes nothing and logs nothing.
    await w.builder.put('/api/company/invoice-tolerances/', { defaults: values, suppliers: [{ ...values, price_basis_points: 0, supplier_company_id: granite }] });
    const audit = ((await w.builder.get('/api/company/audit-events/')).json().results as { action: string; before: unknown; after: { defaults: unknown } }[]).filter((event) => event.action === 'invoice_tolerances.change');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: null, after: { defaults: values } });
    // Another company still has the defaults.
    expect((await w.otherBuilder.get('/api/company/invoice-tolerances/')).json()).toMatchObject({ suppliers: [], updated_at: null });
    await w.builder.put('/api/company/invoice-tolerances/', { defaults: defaults.defaults, suppliers: [] });
  });

  it('refuses other roles, signed-out callers and bad input naming the field', async () => {
    const url = '/api/company/invoice-tolerances/';
    const body = { defaults: values, suppliers: [] };
    expect((await w.signedOut.get(url)).statusCode).toBe(401);
    expect((await w.signedOut.put(url, body)).statusCode).toBe(401);
    for (const client of [w.receiver, w.northwind]) expect((await client.get(url)).statusCode).toBe(403);
    for (const client of [w.members.approver.client, w.members.buyer.client, w.receiver, w.northwind]) {
      const refused = await client.put(url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().display_error).toBe('Only an owner or admin can change the invoice tolerances.');
    }
    const bad = await w.builder.put(url, { defaults: { ...values, price_basis_points: 10_001, quantity_units: -1 }, suppliers: [] });
    expect(bad.json().fields).toEqual({ 'defaults.price_basis_points': 'Give a price tolerance of at most 10000 (100%).', 'defaults.quantity_units': 'Give a quantity tolerance of 0 or more.' });
    const missing = await w.builder.put(url, { defaults: { ...values, total_amount_cents: undefined } });
    expect(Object.keys(missing.json().fields)).toEqual(['defaults.total_amount_cents']);
    const stranger = await w.builder.put(url, { defaults: values, suppliers: [{ supplier_company_id: w.companyId, ...values }] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields).toEqual({ 'suppliers.0.supplier_company_id': 'There is no such supplier.' });
  });
});
