import type { Order, PurchaseOrder, PurchaseOrderListResponse } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { GRANITE, NORTHWIND, purchaseOrderOf, startOrderWorld } from './order-test-world';
import type { OrderWorld } from './order-test-world';

let w: OrderWorld;

beforeAll(async () => {
  w = await startOrderWorld();
});
afterAll(async () => {
  await w.t.close();
});

const lineUrl = (id: string) => `/api/ordering/order_line_items/${id}/`;
const TO_RECEIVE = '/api/ordering/purchase_orders/?awaiting_receipt=true';

/** Today plus `days` as YYYY-MM-DD (UTC, like the API's days). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function lineOf(po: PurchaseOrder, sku: string) {
  const line = po.line_items.find((candidate) => candidate.sku === sku);
  if (!line) throw new Error(`No line ${sku}`);
  return line;
}

async function list(client: TestClient, url: string): Promise<PurchaseOrderListResponse> {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PurchaseOrderListResponse;
}

/** Places an order whose lines are all due on `day`, and has each supplier confirm and ship them. */
async function shippedOrder(day: string): Promise<Order> {
  const order = await w.placeOrder();
  await w.t.app.db.updateTable('order_line_items').set({ requested_delivery_date: day }).where('order_id', '=', order.id).execute();
  for (const [client, name] of [
    [w.northwind, NORTHWIND],
    [w.granite, GRANITE],
  ] as const) {
    const po = purchaseOrderOf(order, name);
    expect((await client.put(`/api/ordering/purchase_orders/${po.id}/`, { status: 'accepted' })).statusCode).toBe(200);
    for (const line of po.line_items) expect((await client.put(lineUrl(line.id), { status: 'shipped' })).statusCode).toBe(200);
  }
  return order;
}

describe('GET /api/ordering/purchase_orders/?awaiting_receipt=true', () => {
  it('lists everything shipped and not fully received, overdue first then by date, and keeps a partial receipt receivable', async () => {
    const notShipped = await w.placeOrder();
    const inTwentyDays = await shippedOrder(dayFromToday(20));
    const overdue = await shippedOrder(dayFromToday(-3));
    const tomorrow = await shippedOrder(dayFromToday(1));
    const undated = await shippedOrder(dayFromToday(5));
    await w.t.app.db.updateTable('order_line_items').set({ requested_delivery_date: null }).where('order_id', '=', undated.id).execute();

    const expected = [overdue, tomorrow, inTwentyDays, undated].flatMap((order) => [purchaseOrderOf(order, NORTHWIND).id, purchaseOrderOf(order, GRANITE).id]);
    const receiver = await list(w.receiver, `${TO_RECEIVE}&limit=100`);
    expect(receiver.count).toBe(8);
    // Within one day the newest purchase order first, so compare the days' groups.
    const dayOf = (id: string) => expected.indexOf(id) >> 1;
    expect(receiver.results.map((po) => dayOf(po.id))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(receiver.results.some((po) => po.order_id === notShipped.id)).toBe(false);
    // The builder sees the same; the pages follow the same order.
    expect((await list(w.builder, `${TO_RECEIVE}&limit=2&offset=2`)).results.map((po) => dayOf(po.id))).toEqual([1, 1]);

    // 2 of 3 sheets of plywood, with a note: the rest stays receivable.
    const po = purchaseOrderOf(inTwentyDays, NORTHWIND);
    const plywood = lineOf(po, 'CT-CDX-0004-01');
    let response = await w.receiver.put(lineUrl(plywood.id), { status: 'delivered', quantity_received: 2, note: 'One sheet cracked, sent back.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(lineOf(response.json() as PurchaseOrder, 'CT-CDX-0004-01')).toMatchObject({ status: 'shipped', quantity_received: 2 });
    let listed = (await list(w.receiver, `${TO_RECEIVE}&limit=100`)).results.find((candidate) => candidate.id === po.id);
    expect(listed && lineOf(listed, 'CT-CDX-0004-01')).toMatchObject({ status: 'shipped', quantity_received: 2, quantity: 3 });

    // More than what is still to come is refused, naming the field.
    response = await w.receiver.put(lineUrl(plywood.id), { quantity_received: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ quantity_received: 'Give at most the 1 still to receive.' });

    // The last sheet completes the line; the screws complete the purchase order, which leaves the list.
    response = await w.receiver.put(lineUrl(plywood.id), { quantity_received: 1, note: 'Replacement sheet.' });
    expect(lineOf(response.json() as PurchaseOrder, 'CT-CDX-0004-01')).toMatchObject({ status: 'delivered', quantity_received: 3 });
    expect((await w.receiver.put(lineUrl(plywood.id), { quantity_received: 1 })).statusCode).toBe(409);
    response = await w.receiver.put(lineUrl(lineOf(po, 'IF-DS-0003-01').id), { quantity_received: 2 });
    expect((response.json() as PurchaseOrder).status).toBe('delivered');
    listed = (await list(w.receiver, `${TO_RECEIVE}&limit=100`)).results.find((candidate) => candidate.id === po.id);
    expect(listed).toBeUndefined();

    // Every count is in the order's history with its note, even when the status did not move.
    const history = ((await w.builder.get(`/api/ordering/orders/${inTwentyDays.id}/`)).json() as Order).events.filter((event) => event.entity_id === plywood.id);
    expect(history.map((event) => [event.from_status, event.to_status, event.note])).toEqual(
      expect.arrayContaining([
        ['shipped', 'shipped', 'Received 2 of 3, 1 still to come. One sheet cracked, sent back.'],
        ['shipped', 'delivered', 'Received 1 of 3. Replacement sheet.'],
      ]),
    );
  });

  it('keeps a line the supplier marked delivered until the site has counted all of it', async () => {
    const order = await shippedOrder(dayFromToday(-1));
    const po = purchaseOrderOf(order, GRANITE);
    const compound = lineOf(po, 'WC-APJ-0002-01');
    expect((await w.granite.put(lineUrl(compound.id), { status: 'delivered' })).statusCode).toBe(200);
    const ids = async () => (await list(w.receiver, `${TO_RECEIVE}&limit=100`)).results.map((candidate) => candidate.id);
    expect(await ids()).toContain(po.id);
    const response = await w.receiver.put(lineUrl(compound.id), { quantity_received: 1 });
    expect(lineOf(response.json() as PurchaseOrder, 'WC-APJ-0002-01')).toMatchObject({ status: 'delivered', quantity_received: 1 });
    expect(await ids()).not.toContain(po.id);
  });

  it('refuses bad input naming the field, signed-out callers, suppliers’ receipts and other companies', async () => {
    const order = await shippedOrder(dayFromToday(2));
    const line = lineOf(purchaseOrderOf(order, NORTHWIND), 'IF-DS-0003-01');
    const bad = await w.receiver.get('/api/ordering/purchase_orders/?awaiting_receipt=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('awaiting_receipt');
    for (const [body, field] of [
      [{ quantity_received: -1 }, 'quantity_received'],
      [{ quantity_received: 3 }, 'quantity_received'],
      [{ quantity_received: 1, note: 'x'.repeat(501) }, 'note'],
    ] as const) {
      const response = await w.receiver.put(lineUrl(line.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    }
    expect((await w.signedOut.get(TO_RECEIVE)).statusCode).toBe(401);
    expect((await w.signedOut.put(lineUrl(line.id), { quantity_received: 1 })).statusCode).toBe(401);
    expect((await w.northwind.put(lineUrl(line.id), { quantity_received: 1 })).statusCode).toBe(403);
    expect((await w.otherBuilder.put(lineUrl(line.id), { quantity_received: 1 })).statusCode).toBe(404);
    expect((await list(w.otherBuilder, TO_RECEIVE)).count).toBe(0);
    // A supplier's list is its own purchase orders only.
    expect((await list(w.granite, `${TO_RECEIVE}&limit=100`)).results.every((po) => po.supplier_company_name === GRANITE)).toBe(true);
  });
});

describe('GET /api/ordering/purchase_orders/ history filters', () => {
  it('filters by status, placing day and number, keeping limit and offset', async () => {
    const order = await w.placeOrder();
    const northwindPo = purchaseOrderOf(order, NORTHWIND);
    const all = await list(w.northwind, '/api/ordering/purchase_orders/?limit=100');
    const today = new Date().toISOString().slice(0, 10);

    const byNumber = await list(w.northwind, `/api/ordering/purchase_orders/?search=${encodeURIComponent(northwindPo.number.toLowerCase())}`);
    expect(byNumber.results.map((po) => po.id)).toEqual([northwindPo.id]);
    const byOrderNumber = await list(w.northwind, `/api/ordering/purchase_orders/?search=${encodeURIComponent(order.number)}`);
    expect(byOrderNumber.results.map((po) => po.id)).toEqual([northwindPo.id]);
    // Wildcards are plain text; another supplier's number finds nothing.
    expect((await list(w.northwind, '/api/ordering/purchase_orders/?search=%25')).count).toBe(0);
    expect((await list(w.granite, `/api/ordering/purchase_orders/?search=${encodeURIComponent(northwindPo.number)}`)).count).toBe(0);

    expect((await list(w.northwind, `/api/ordering/purchase_orders/?placed_from=${today}&placed_to=${today}&limit=100`)).count).toBe(all.count);
    expect((await list(w.northwind, `/api/ordering/purchase_orders/?placed_to=${dayFromToday(-1)}`)).count).toBe(0);
    expect((await list(w.northwind, `/api/ordering/purchase_orders/?placed_from=${dayFromToday(1)}`)).count).toBe(0);

    const submitted = await list(w.northwind, '/api/ordering/purchase_orders/?status=submitted&limit=100');
    expect(submitted.results.every((po) => po.status === 'submitted')).toBe(true);
    expect(submitted.results.map((po) => po.id)).toContain(northwindPo.id);
    const page = await list(w.northwind, `/api/ordering/purchase_orders/?placed_from=${today}&limit=1&offset=1`);
    expect(page.count).toBe(all.count);
    expect(page.results.map((po) => po.id)).toEqual([all.results[1]?.id]);
  });

  it('refuses bad filters naming the field and signed-out callers', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['placed_from=yesterday', 'placed_from'],
      ['placed_to=2026-02-30', 'placed_to'],
      ['placed_from=2026-05-02&placed_to=2026-05-01', 'placed_to'],
      [`search=${'9'.repeat(41)}`, 'search'],
      ['offset=-1', 'offset'],
    ] as const) {
      const response = await w.northwind.get(`/api/ordering/purchase_orders/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields, query).toHaveProperty(field);
    }
    expect((await w.signedOut.get('/api/ordering/purchase_orders/?search=PO')).statusCode).toBe(401);
  });
});
