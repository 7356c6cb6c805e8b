import type { Attachment, Order, PurchaseOrder, PurchaseOrderListResponse } from '@marketplace/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngClaimingSize } from '../../testing/png-claiming-size';
import { refusedFields, unknownParameter } from '../../testing/refused-fields';
import type { TestClient } from '../../testing/test-client';
import { GRANITE, NORTHWIND, purchaseOrderOf, startOrderWorld } from './order-test-world';
import type { OrderWorld } from './order-test-world';
import { pdfTextLines } from './pdf-text';

let w: OrderWorld;
let order: Order;
let northwindPo: PurchaseOrder;
let granitePo: PurchaseOrder;

beforeAll(async () => {
  JPEG = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#f4f1e8' } }).jpeg().toBuffer();
  w = await startOrderWorld();
  await w.placeOrder();
  order = await w.placeOrder();
  northwindPo = purchaseOrderOf(order, NORTHWIND);
  granitePo = purchaseOrderOf(order, GRANITE);
});
afterAll(async () => {
  await w.t.close();
});

describe('GET /api/ordering/purchase_orders/', () => {
  it('answers a supplier its incoming purchase orders and a buyer its company’s, newest first, with the count', async () => {
    const northwind = (await w.northwind.get('/api/ordering/purchase_orders/')).json() as PurchaseOrderListResponse;
    expect(northwind.count).toBe(2);
    expect(northwind.results.every((po) => po.supplier_company_name === NORTHWIND)).toBe(true);
    expect(northwind.results[0]).toMatchObject({ id: northwindPo.id, order_number: order.number, buyer_company_name: 'Summit Builders', project: { name: 'Mission Bay Townhomes', postal_code: '94158' } });
    expect(northwind.results[0]?.line_items.map((line) => line.sku)).toEqual(['IF-DS-0003-01', 'CT-CDX-0004-01']);
    const granite = (await w.granite.get('/api/ordering/purchase_orders/')).json() as PurchaseOrderListResponse;
    expect(granite.results.every((po) => po.line_items.every((line) => line.sku === 'WC-APJ-0002-01'))).toBe(true);
    for (const client of [w.builder, w.receiver]) expect(((await client.get('/api/ordering/purchase_orders/')).json() as PurchaseOrderListResponse).count).toBe(4);
    expect(((await w.otherBuilder.get('/api/ordering/purchase_orders/')).json() as PurchaseOrderListResponse).count).toBe(0);
  });

  it('pages with limit and offset, filters by status, refuses bad paging and signed-out callers', async () => {
    const page = (await w.builder.get('/api/ordering/purchase_orders/?limit=1&offset=1')).json() as PurchaseOrderListResponse;
    expect(page.count).toBe(4);
    expect(page.results).toHaveLength(1);
    expect(((await w.builder.get('/api/ordering/purchase_orders/?status=delivered')).json() as PurchaseOrderListResponse).count).toBe(0);
    const bad = await w.builder.get('/api/ordering/purchase_orders/?limit=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('limit');
    expect((await w.signedOut.get('/api/ordering/purchase_orders/')).statusCode).toBe(401);
  });

  it('refuses malformed values, unknown and repeated filters, naming each, instead of listing every purchase order', async () => {
    expect(await refusedFields(w.northwind, '/api/ordering/purchase_orders/?status=open&placed_from=2026-13-01&awaiting_receipt=yes')).toEqual({
      status: 'Use one of submitted, accepted, partially_delivered, delivered, cancelled.',
      placed_from: 'Give the date as YYYY-MM-DD.',
      awaiting_receipt: 'Use true or false.',
    });
    expect(await refusedFields(w.northwind, `/api/ordering/purchase_orders/?order_id=${order.id}&status[]=accepted`)).toEqual({
      order_id: unknownParameter('limit', 'offset', 'status', 'delivery_from', 'delivery_to', 'awaiting_receipt', 'awaiting', 'placed_from', 'placed_to', 'search'),
      'status[]': unknownParameter('status'),
    });
    expect(await refusedFields(w.northwind, '/api/ordering/purchase_orders/?awaiting=supplier&awaiting=builder')).toEqual({ awaiting: 'Give this parameter once.' });
    expect(await refusedFields(w.northwind, '/api/ordering/purchase_orders/?search=ORD%00')).toEqual({ search: 'Remove the line breaks, tabs and other control characters.' });
    const filtered = await w.northwind.get('/api/ordering/purchase_orders/?limit=5&offset=0&status=submitted&awaiting=supplier&placed_from=2000-01-01&search=ORD-');
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect((filtered.json() as PurchaseOrderListResponse).count).toBe(2);
  });
});

describe('GET /api/ordering/purchase_orders/?delivery_from=&delivery_to=', () => {
  it('keeps purchase orders with an item still to deliver in the range, by the confirmed date else the requested one', async () => {
    const db = w.t.app.db;
    await db.updateTable('order_line_items').set({ requested_delivery_date: '2031-05-10' }).where('purchase_order_id', '=', granitePo.id).execute();
    await db.updateTable('order_line_items').set({ requested_delivery_date: '2031-05-10', confirmed_delivery_date: '2031-05-12' }).where('purchase_order_id', '=', northwindPo.id).execute();
    const ids = async (query: string) => ((await w.receiver.get(`/api/ordering/purchase_orders/?${query}`)).json() as PurchaseOrderListResponse).results.map((po) => po.id).sort();
    expect(await ids('delivery_from=2031-05-10&delivery_to=2031-05-10')).toEqual([granitePo.id]);
    expect(await ids('delivery_from=2031-05-11')).toEqual([northwindPo.id]);
    expect(await ids('delivery_from=2031-05-10&delivery_to=2031-05-31')).toEqual([granitePo.id, northwindPo.id].sort());
    await db.updateTable('order_line_items').set({ status: 'delivered' }).where('purchase_order_id', '=', granitePo.id).execute();
    expect(await ids('delivery_from=2031-05-01&delivery_to=2031-05-31')).toEqual([northwindPo.id]);
    await db.updateTable('order_line_items').set({ status: 'pending' }).where('purchase_order_id', '=', granitePo.id).execute();
    await db.updateTable('order_line_items').set({ requested_delivery_date: null, confirmed_delivery_date: null }).where('order_id', '=', order.id).execute();
    const bad = await w.receiver.get('/api/ordering/purchase_orders/?delivery_from=tomorrow');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('delivery_from');
  });
});

describe('GET /api/ordering/purchase_orders/?awaiting=', () => {
  it('lists apart what waits for the supplier’s answer and what waits for the builder’s answer to new terms', async () => {
    const fresh = purchaseOrderOf(await w.placeOrder(), NORTHWIND);
    const ids = async (query: string) => ((await w.northwind.get(`/api/ordering/purchase_orders/?${query}`)).json() as PurchaseOrderListResponse).results.map((po) => po.id);
    expect(await ids('awaiting=supplier')).toContain(fresh.id);
    expect(await ids('awaiting=builder')).not.toContain(fresh.id);

    // The supplier proposes a new price on every line instead of confirming: now the builder must answer.
    for (const line of fresh.line_items) {
      const proposed = await w.northwind.put(`/api/ordering/order_line_items/${line.id}/`, { unit_price_cents: line.unit_price_cents + 100 });
      expect(proposed.statusCode).toBe(200);
    }
    expect(await ids('awaiting=supplier')).not.toContain(fresh.id);
    expect(await ids('awaiting=builder')).toContain(fresh.id);
    expect(await ids('awaiting=builder&status=submitted')).toContain(fresh.id);

    const bad = await w.northwind.get('/api/ordering/purchase_orders/?awaiting=everyone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('awaiting');
    expect((await w.signedOut.get('/api/ordering/purchase_orders/?awaiting=builder')).statusCode).toBe(401);
    expect(((await w.otherBuilder.get('/api/ordering/purchase_orders/?awaiting=builder')).json() as PurchaseOrderListResponse).count).toBe(0);
  });
});

describe('GET /api/ordering/purchase_orders/{id}/', () => {
  it('answers the purchase order to its supplier and the buying company, 404 to anyone else', async () => {
    for (const client of [w.northwind, w.builder, w.receiver]) {
      const response = await client.get(`/api/ordering/purchase_orders/${northwindPo.id}/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: northwindPo.id, number: northwindPo.number, status: 'submitted', supplier_company_name: NORTHWIND });
    }
    expect((await w.granite.get(`/api/ordering/purchase_orders/${northwindPo.id}/`)).statusCode).toBe(404);
    expect((await w.otherBuilder.get(`/api/ordering/purchase_orders/${northwindPo.id}/`)).statusCode).toBe(404);
    expect((await w.signedOut.get(`/api/ordering/purchase_orders/${northwindPo.id}/`)).statusCode).toBe(401);
    const bad = await w.builder.get(`/api/ordering/purchase_orders/${'x'.repeat(80)}/`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });
});

describe('GET /api/ordering/purchase_orders/{id}/pdf/', () => {
  it('is a real PDF with both companies, the project address, the lines, the total and times in the viewer’s zone', async () => {
    await w.t.app.db.updateTable('orders').set({ placed_at: '2026-07-04T18:30:00.000Z' }).where('id', '=', order.id).execute();
    await w.t.app.db.updateTable('order_line_items').set({ requested_delivery_date: '2026-07-09', requested_delivery_time: '07:30:00' }).where('purchase_order_id', '=', northwindPo.id).execute();
    const response = await w.builder.get(`/api/ordering/purchase_orders/${northwindPo.id}/pdf/?timezone-offset=-420`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="purchase-order-${northwindPo.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfTextLines(response.rawPayload).join('\n');
    for (const expected of [
      `Purchase order ${northwindPo.number}`,
      `Order ${order.number}, placed Jul 4, 2026, 11:30 AM (UTC-07:00)`,
      'Summit Builders',
      NORTHWIND,
      'Project: Mission Bay Townhomes',
      '1 Main St',
      'City, CA 94158',
      // Cells wrap: a long name spans lines.
      'Coarse Thread Drywall Screws, 1-5/8 in,',
      '1 lb box (IF-DS-0003-01)',
      '2 box',
      '$8.99',
      'Jul 9, 2026',
      '07:30',
      '$98.97',
      `Total: $116.95`,
      // Statuses in the words the builder reads on its pages.
      'Status: Awaiting the supplier',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Joint Compound');

    const eastward = pdfTextLines((await w.northwind.get(`/api/ordering/purchase_orders/${northwindPo.id}/pdf/?timezone-offset=330`)).rawPayload).join('\n');
    expect(eastward).toContain('placed Jul 5, 2026, 12:00 AM (UTC+05:30)');
    // The supplier's copy says whose answer is awaited in the supplier's words.
    expect(eastward).toContain('Status: Awaiting your answer');
    // Dates without a time are calendar days: they print the same in every zone.
    expect(eastward).toContain('Jul 9, 2026');
  });

  it('refuses a bad offset naming it, other companies (404) and signed-out callers (401)', async () => {
    for (const offset of ['soon', '900', '1.5']) {
      const response = await w.builder.get(`/api/ordering/purchase_orders/${northwindPo.id}/pdf/?timezone-offset=${offset}`);
      expect(response.statusCode, offset).toBe(400);
      expect(response.json().fields).toHaveProperty('timezone-offset');
    }
    expect((await w.granite.get(`/api/ordering/purchase_orders/${northwindPo.id}/pdf/?timezone-offset=0`)).statusCode).toBe(404);
    expect((await w.otherBuilder.get(`/api/ordering/purchase_orders/${northwindPo.id}/pdf/?timezone-offset=0`)).statusCode).toBe(404);
    expect((await w.signedOut.get(`/api/ordering/purchase_orders/${northwindPo.id}/pdf/?timezone-offset=0`)).statusCode).toBe(401);
  });
});

/** One white pixel, a whole PNG (its pixel data checksums right: damaged images are refused). */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffffff7f0009fb03fdf5d8f19a0000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
let JPEG: Buffer;


function multipart(parts: { name: string; value: string | Buffer; fileName?: string }[]) {
  const boundary = '----orders-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${part.fileName ? `; filename="${part.fileName}"` : ''}`;
    const type = part.fileName ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(client: TestClient, poId: string, file: Buffer, fileName: string, kind?: string) {
  const { body, headers } = multipart([...(kind ? [{ name: 'kind', value: kind }] : []), { name: 'file', value: file, fileName }]);
  return client.request('POST', `/api/ordering/purchase_orders/${poId}/attachments/`, body, { headers });
}

describe('attachments on purchase orders', () => {
  it('uploads, lists and downloads delivery tickets and invoices, typed from their bytes', async () => {
    const ticket = await upload(w.northwind, northwindPo.id, PDF, 'ticket 0042.pdf', 'delivery_ticket');
    expect(ticket.statusCode).toBe(201);
    expect(ticket.json()).toMatchObject({ kind: 'delivery_ticket', file_name: 'ticket 0042.pdf', content_type: 'application/pdf', size_bytes: PDF.length });
    // A receiver photographs the signed ticket; the name claims JPEG, the bytes say PNG.
    const photo = await upload(w.receiver, northwindPo.id, PNG, '../../etc/photo.jpg');
    expect(photo.statusCode).toBe(201);
    expect(photo.json()).toMatchObject({ kind: 'other', file_name: 'photo.jpg', content_type: 'image/png' });

    const listed = await w.builder.get(`/api/ordering/purchase_orders/${northwindPo.id}/attachments/`);
    expect((listed.json() as Attachment[]).map((file) => file.file_name)).toEqual(['ticket 0042.pdf', 'photo.jpg']);
    const po = (await w.builder.get(`/api/ordering/purchase_orders/${northwindPo.id}/`)).json() as PurchaseOrder;
    expect(po.attachments).toHaveLength(2);
    const sparse = (await w.builder.get(`/v2/orders/${order.id}/?fields=purchase_orders.attachments.file_name`)).json();
    expect(sparse.purchase_orders).toContainEqual({ attachments: [{ file_name: 'ticket 0042.pdf' }, { file_name: 'photo.jpg' }] });

    const url = (ticket.json() as Attachment).url;
    const download = await w.builder.get(`${url}?timezone-offset=-420`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="ticket 0042.pdf"');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await w.northwind.get(url)).statusCode).toBe(200);
    expect((await w.granite.get(url)).statusCode).toBe(404);
    expect((await w.otherBuilder.get(url)).statusCode).toBe(404);
    expect((await w.signedOut.get(url)).statusCode).toBe(401);
    expect((await w.builder.get(`/api/ordering/purchase_orders/${granitePo.id}/attachments/${(ticket.json() as Attachment).id}/`)).statusCode).toBe(404);
  });

  it('refuses other file types, oversized files, bad kinds and non-multipart bodies naming the field', async () => {
    const text = await upload(w.northwind, northwindPo.id, Buffer.from('just words'), 'notes.pdf');
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toHaveProperty('file');
    const big = await upload(w.northwind, northwindPo.id, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf');
    expect(big.statusCode).toBe(400);
    expect(big.json().fields).toHaveProperty('file');
    const kind = await upload(w.northwind, northwindPo.id, PDF, 'x.pdf', 'receipt');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().fields).toHaveProperty('kind');
    const json = await w.northwind.post(`/api/ordering/purchase_orders/${northwindPo.id}/attachments/`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toHaveProperty('file');
  });

  it('checks images as product pictures are checked: a declared size over 8192×8192 pixels or a damaged file is refused', async () => {
    const bomb = await upload(w.receiver, northwindPo.id, pngClaimingSize(30_000, 30_000), 'ticket.png');
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().fields).toEqual({ file: 'ticket.png is an image too large: at most 8192×8192 pixels.' });
    const truncated = await upload(w.receiver, northwindPo.id, JPEG.subarray(0, JPEG.length / 2), 'ticket.jpg');
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().fields).toEqual({ file: 'ticket.jpg is not a whole PNG or JPEG image.' });
    const photo = await upload(w.receiver, northwindPo.id, JPEG, 'ticket.jpg');
    expect(photo.statusCode).toBe(201);
    expect(photo.json()).toMatchObject({ content_type: 'image/jpeg', size_bytes: JPEG.length });
    const files = (await w.builder.get(`/api/ordering/purchase_orders/${northwindPo.id}/attachments/`)).json() as Attachment[];
    expect(files.filter((file) => file.file_name === 'ticket.png')).toEqual([]);
  });

  it('keeps PDFs to a real PDF header and 10 MB', async () => {
    // A real PDF: the purchase order as the product prints it.
    const printed = (await w.northwind.get(`/api/ordering/purchase_orders/${northwindPo.id}/pdf/`)).rawPayload;
    const real = await upload(w.northwind, northwindPo.id, printed, 'invoice.pdf', 'invoice');
    expect(real.statusCode, real.body).toBe(201);
    expect(real.json()).toMatchObject({ content_type: 'application/pdf', file_name: 'invoice.pdf', size_bytes: printed.length });
    for (const bytes of [Buffer.from('<html><body>invoice</body></html>'), Buffer.from('%PDF-<script>alert(1)</script>'), Buffer.concat([Buffer.from(' '), PDF])]) {
      const fake = await upload(w.northwind, northwindPo.id, bytes, 'invoice.pdf');
      expect(fake.statusCode).toBe(400);
      expect(fake.json().fields).toEqual({ file: 'Attach a PDF, PNG or JPEG file.' });
    }
    const big = await upload(w.northwind, northwindPo.id, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf');
    expect(big.statusCode).toBe(400);
    expect(big.json().fields).toEqual({ file: 'Attach a file of at most 10 MB.' });
  });

  it('hides other companies’ purchase orders (404) and refuses signed-out callers (401)', async () => {
    expect((await upload(w.granite, northwindPo.id, PDF, 'x.pdf')).statusCode).toBe(404);
    expect((await upload(w.otherBuilder, northwindPo.id, PDF, 'x.pdf')).statusCode).toBe(404);
    expect((await w.granite.get(`/api/ordering/purchase_orders/${northwindPo.id}/attachments/`)).statusCode).toBe(404);
    expect((await w.signedOut.get(`/api/ordering/purchase_orders/${northwindPo.id}/attachments/`)).statusCode).toBe(401);
    const { body, headers } = multipart([{ name: 'file', value: PDF, fileName: 'x.pdf' }]);
    expect((await w.signedOut.request('POST', `/api/ordering/purchase_orders/${northwindPo.id}/attachments/`, body, { headers })).statusCode).toBe(401);
  });
});
