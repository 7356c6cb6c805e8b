import type { LineItemStatus, Order, PurchaseOrder } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxSession, PAYING_CARD } from '../../testing/checkout-helpers';
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
const poUrl = (id: string) => `/api/ordering/purchase_orders/${id}/`;

function lineOf(po: PurchaseOrder, sku: string) {
  const line = po.line_items.find((candidate) => candidate.sku === sku);
  if (!line) throw new Error(`No line ${sku}`);
  return line;
}

async function read(client: TestClient, orderId: string): Promise<Order> {
  return (await client.get(`/api/ordering/orders/${orderId}/`)).json() as Order;
}

async function requestDate(orderId: string, date: string) {
  await w.t.app.db.updateTable('order_line_items').set({ requested_delivery_date: date }).where('order_id', '=', orderId).execute();
}

describe('the life of an order: confirm, new terms, ship, receive', () => {
  it('follows the items from placed to completed, records every change and sends the emails', async () => {
    const order = await w.placeOrder();
    await requestDate(order.id, '2030-03-02');
    const northwind = purchaseOrderOf(order, NORTHWIND);
    const screws = lineOf(northwind, 'IF-DS-0003-01');
    const plywood = lineOf(northwind, 'CT-CDX-0004-01');
    const compound = lineOf(purchaseOrderOf(order, GRANITE), 'WC-APJ-0002-01');
    const mailsBefore = (await w.t.outbox()).length;

    // Confirmed for the requested day: agreed at once.
    let response = await w.northwind.put(lineUrl(screws.id), { status: 'confirmed', confirmed_delivery_date: '2030-03-02' });
    expect(response.statusCode).toBe(200);
    let po = response.json() as PurchaseOrder;
    expect(lineOf(po, 'IF-DS-0003-01')).toMatchObject({ status: 'confirmed', confirmed_delivery_date: '2030-03-02', proposed_delivery_date: null });
    expect(po.status).toBe('submitted');

    // Confirmed for a later day, and a new price: proposals the builder must accept.
    response = await w.northwind.put(lineUrl(plywood.id), { status: 'confirmed', confirmed_delivery_date: '2030-03-05', unit_price_cents: 3100 });
    po = response.json() as PurchaseOrder;
    expect(lineOf(po, 'CT-CDX-0004-01')).toMatchObject({ status: 'confirmed', confirmed_delivery_date: null, proposed_delivery_date: '2030-03-05', unit_price_cents: 3299, proposed_unit_price_cents: 3100 });
    expect(po).toMatchObject({ status: 'accepted', terms_pending: true });
    let builderView = await read(w.builder, order.id);
    expect(builderView).toMatchObject({ status: 'in_progress', terms_pending: true, total_cents: order.total_cents });

    // Nothing ships on terms the builder has not accepted.
    response = await w.northwind.put(lineUrl(plywood.id), { status: 'shipped' });
    expect(response.statusCode).toBe(409);
    expect(response.json().display_error).toBe('This line item cannot go from confirmed to shipped: the builder has not accepted the new price or date yet.');

    response = await w.builder.post(`/api/ordering/orders/${order.id}/accept-terms`);
    expect(response.statusCode).toBe(200);
    builderView = response.json() as Order;
    expect(builderView.terms_pending).toBe(false);
    expect(lineOf(purchaseOrderOf(builderView, NORTHWIND), 'CT-CDX-0004-01')).toMatchObject({ unit_price_cents: 3100, confirmed_delivery_date: '2030-03-05', proposed_unit_price_cents: null, proposed_delivery_date: null });
    expect(purchaseOrderOf(builderView, NORTHWIND).subtotal_cents).toBe(2 * 899 + 3 * 3100);
    expect(builderView.total_cents).toBe(order.total_cents - 3 * 199);
    expect((await w.builder.post(`/api/ordering/orders/${order.id}/accept-terms`)).statusCode).toBe(409);

    // Ship and deliver Northwind's lines; Granite's line is received by the jobsite.
    for (const id of [screws.id, plywood.id]) expect((await w.northwind.put(lineUrl(id), { status: 'shipped' })).statusCode).toBe(200);
    expect((await w.northwind.put(lineUrl(screws.id), { status: 'delivered' })).statusCode).toBe(200);
    response = await w.receiver.put(lineUrl(plywood.id), { status: 'delivered', quantity_received: 3 });
    expect(response.statusCode).toBe(200);
    po = response.json() as PurchaseOrder;
    expect(po.status).toBe('delivered');
    expect(po.delivered_at).not.toBeNull();
    expect(lineOf(po, 'CT-CDX-0004-01')).toMatchObject({ status: 'delivered', quantity_received: 3 });
    expect((await read(w.builder, order.id)).status).toBe('in_progress');

    // A supplier-delivered line can still get its receipt confirmed once.
    response = await w.receiver.put(lineUrl(screws.id), { quantity_received: 2 });
    expect(response.statusCode).toBe(200);
    expect(lineOf(response.json() as PurchaseOrder, 'IF-DS-0003-01').quantity_received).toBe(2);
    expect((await w.receiver.put(lineUrl(screws.id), { quantity_received: 2 })).statusCode).toBe(409);

    for (const status of ['confirmed', 'shipped'] as const) expect((await w.granite.put(lineUrl(compound.id), { status })).statusCode).toBe(200);
    expect((await w.builder.put(lineUrl(compound.id), { status: 'delivered', quantity_received: 1 })).statusCode).toBe(200);
    builderView = await read(w.builder, order.id);
    expect(builderView.status).toBe('completed');
    expect(builderView.purchase_orders.every((candidate) => candidate.status === 'delivered')).toBe(true);

    const timeline = builderView.events.map((event) => `${event.entity_type === 'line_item' ? event.entity_id : event.entity_type}:${event.from_status}->${event.to_status}`);
    expect(timeline).toEqual(
      expect.arrayContaining([
        `${plywood.id}:pending->confirmed`,
        `${plywood.id}:confirmed->shipped`,
        `${plywood.id}:shipped->delivered`,
        'purchase_order:submitted->accepted',
        'purchase_order:accepted->partially_delivered',
        'purchase_order:partially_delivered->delivered',
        'order:placed->in_progress',
        'order:in_progress->completed',
        'order:in_progress->in_progress',
      ]),
    );
    const receipt = builderView.events.find((event) => event.entity_id === plywood.id && event.to_status === 'delivered');
    expect(receipt?.actor).toMatchObject({ name: 'Riley Receiver', company_name: 'Summit Builders' });

    const mails = (await w.t.outbox()).slice(mailsBefore);
    const subjects = mails.map((mail) => `${mail.to}: ${mail.subject}`);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `builder@example.com: ${NORTHWIND} confirmed items of ${order.number}`,
        `builder@example.com: New terms to accept on ${order.number}`,
        `supplier@example.com: New terms accepted on ${northwind.number}`,
        `builder@example.com: Shipped: items of ${order.number}`,
        `receiver@example.com: Shipped: items of ${order.number}`,
        `builder@example.com: Delivered: items of ${order.number}`,
        `supplier@example.com: Delivery received: ${northwind.number}`,
      ]),
    );
    const terms = mails.find((mail) => mail.subject.startsWith('New terms to accept'));
    expect(terms?.text).toContain('$32.99 → $31.00');
    expect(terms?.text).toContain('2030-03-02 → 2030-03-05');
    // Suppliers never hear of each other's lines.
    expect(mails.filter((mail) => mail.to === 'supplier2@example.com').every((mail) => !mail.text.includes('Plywood'))).toBe(true);
  });
});

describe('emails of cancellations and backorders', () => {
  it('tells the builder who ordered when the supplier backorders or cancels items, with the note, and nobody else', async () => {
    const order = await w.placeOrder();
    const northwind = purchaseOrderOf(order, NORTHWIND);
    const screws = lineOf(northwind, 'IF-DS-0003-01');
    const plywood = lineOf(northwind, 'CT-CDX-0004-01');
    const compound = lineOf(purchaseOrderOf(order, GRANITE), 'WC-APJ-0002-01');
    const mailsBefore = (await w.t.outbox()).length;

    expect((await w.northwind.put(lineUrl(plywood.id), { status: 'backordered', note: 'Mill restock on the 12th' })).statusCode).toBe(200);
    expect((await w.northwind.put(lineUrl(screws.id), { status: 'cancelled' })).statusCode).toBe(200);
    expect((await w.granite.put(poUrl(purchaseOrderOf(order, GRANITE).id), { status: 'cancelled', note: 'Discontinued' })).statusCode).toBe(200);

    const mails = (await w.t.outbox()).slice(mailsBefore);
    // The outbox is ordered by the millisecond, so compare as sets.
    expect(mails.map((mail) => `${mail.to}: ${mail.subject}`).sort()).toEqual(
      [
        `builder@example.com: ${NORTHWIND} backordered items of ${order.number}`,
        `builder@example.com: ${NORTHWIND} cancelled items of ${order.number}`,
        `builder@example.com: ${GRANITE} cancelled items of ${order.number}`,
      ].sort(),
    );
    const bySubject = (subject: string) => mails.find((mail) => mail.subject === subject);
    const backordered = bySubject(`${NORTHWIND} backordered items of ${order.number}`);
    const cancelled = bySubject(`${NORTHWIND} cancelled items of ${order.number}`);
    const wholePo = bySubject(`${GRANITE} cancelled items of ${order.number}`);
    const orderLink = `http://marketplace.test/app/v2/orders/${order.id}`;
    expect(backordered?.text).toContain(`${NORTHWIND} backordered these items of purchase order ${northwind.number}`);
    expect(backordered?.text).toContain(`  - 3 ${plywood.unit_of_measure} Structural CDX Plywood`);
    expect(backordered?.text).not.toContain('Coarse Thread Drywall Screws');
    expect(backordered?.text).toContain(`Note from ${NORTHWIND}: Mill restock on the 12th`);
    expect(backordered?.links).toEqual({ order: orderLink });
    expect(cancelled?.text).toContain('Coarse Thread Drywall Screws');
    expect(cancelled?.text).not.toContain('Plywood');
    expect(cancelled?.text).not.toContain('Note from');
    expect(cancelled?.text).toContain(`Follow the order here: ${orderLink}`);
    expect(wholePo?.text).toContain(`${compound.quantity} ${compound.unit_of_measure} All-Purpose Joint Compound, 4.5 gal bucket`);
    expect(wholePo?.text).toContain(`Note from ${GRANITE}: Discontinued`);
  });

  it('tells the supplier’s users when the builder cancels a pending purchase order or line, and not the builder', async () => {
    const order = await w.placeOrder();
    const northwind = purchaseOrderOf(order, NORTHWIND);
    const granite = purchaseOrderOf(order, GRANITE);
    const mailsBefore = (await w.t.outbox()).length;

    expect((await w.builder.put(poUrl(northwind.id), { status: 'cancelled', note: 'Project postponed' })).statusCode).toBe(200);
    expect((await w.builder.put(lineUrl(lineOf(granite, 'WC-APJ-0002-01').id), { status: 'cancelled' })).statusCode).toBe(200);

    const mails = (await w.t.outbox()).slice(mailsBefore);
    expect(mails.map((mail) => `${mail.to}: ${mail.subject}`).sort()).toEqual([`supplier@example.com: Items cancelled: ${northwind.number}`, `supplier2@example.com: Items cancelled: ${granite.number}`].sort());
    const toNorthwind = mails.find((mail) => mail.to === 'supplier@example.com');
    const toGranite = mails.find((mail) => mail.to === 'supplier2@example.com');
    // One email for the whole purchase order, naming each of its items.
    expect(toNorthwind?.text).toContain(`The builder cancelled these items of purchase order ${northwind.number}`);
    expect(toNorthwind?.text).toContain('Coarse Thread Drywall Screws');
    expect(toNorthwind?.text).toContain('Structural CDX Plywood');
    expect(toNorthwind?.text).toContain('Note from the builder: Project postponed');
    expect(toNorthwind?.links).toEqual({ supplier: 'http://marketplace.test/app/v2/supplier' });
    expect(toGranite?.text).toContain('All-Purpose Joint Compound');
    expect(toGranite?.text).not.toContain('Plywood');
    expect(toGranite?.text).not.toContain('Note from');
  });
});

describe('two suppliers delivering at the same moment', () => {
  it('still completes the order: each change derives the statuses after the other', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await w.placeOrder();
      await w.t.app.db.updateTable('order_line_items').set({ status: 'shipped' }).where('order_id', '=', order.id).execute();
      const northwind = purchaseOrderOf(order, NORTHWIND);
      const [screws, plywood] = northwind.line_items;
      const compound = purchaseOrderOf(order, GRANITE).line_items[0];
      if (!screws || !plywood || !compound) throw new Error('Lines missing');
      expect((await w.northwind.put(lineUrl(screws.id), { status: 'delivered' })).statusCode).toBe(200);
      const answers = await Promise.all([
        w.northwind.put(lineUrl(plywood.id), { status: 'delivered' }),
        w.granite.put(lineUrl(compound.id), { status: 'delivered' }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const view = await read(w.builder, order.id);
      expect(view.status).toBe('completed');
      expect(view.events.filter((event) => event.entity_type === 'order' && event.to_status === 'completed')).toHaveLength(1);
    }
  });
});

/**
 * Every move each side may make, written out independently of the rules' own table: anything
 * else is a 409 naming from and to, or a 403 when that side never sets the status.
 */
const allowed: Record<'supplier' | 'builder' | 'receiver', string[]> = {
  supplier: [
    'pending->confirmed',
    'pending->backordered',
    'pending->cancelled',
    'backordered->confirmed',
    'backordered->cancelled',
    'confirmed->backordered',
    'confirmed->shipped',
    'confirmed->cancelled',
    'shipped->delivered',
  ],
  builder: ['pending->cancelled', 'shipped->delivered'],
  receiver: ['shipped->delivered'],
};
const settable: Record<'supplier' | 'builder' | 'receiver', LineItemStatus[]> = {
  supplier: ['confirmed', 'backordered', 'shipped', 'delivered', 'cancelled'],
  builder: ['cancelled', 'delivered'],
  receiver: ['delivered'],
};
const statuses: LineItemStatus[] = ['pending', 'confirmed', 'backordered', 'shipped', 'delivered', 'cancelled'];

describe('PUT /api/ordering/order_line_items/{id}/: every transition', () => {
  it('allows exactly the listed moves and answers every other one with 409 naming from and to', async () => {
    const order = await w.placeOrder();
    const line = lineOf(purchaseOrderOf(order, NORTHWIND), 'IF-DS-0003-01');
    const clients = { supplier: w.northwind, builder: w.builder, receiver: w.receiver };
    const outcomes: string[] = [];
    for (const actor of ['supplier', 'builder', 'receiver'] as const) {
      for (const from of statuses) {
        for (const to of statuses) {
          if (from === to) continue;
          await w.t.app.db.updateTable('order_line_items').set({ status: from, quantity_received: null, proposed_delivery_date: null, proposed_unit_price_cents: null }).where('id', '=', line.id).execute();
          // A cancellation refunded the line: forgotten with the status it moved, or the line would owe its price again.
          await w.t.app.db.deleteFrom('refunds').where('line_item_id', '=', line.id).execute();
          const body = actor !== 'supplier' && to === 'delivered' ? { status: to, quantity_received: 2 } : { status: to };
          const response = await clients[actor].put(lineUrl(line.id), body);
          const move = `${from}->${to}`;
          const expected = allowed[actor].includes(move) ? 200 : to !== 'pending' && !settable[actor].includes(to) ? 403 : 409;
          outcomes.push(`${actor} ${move}: ${response.statusCode}`);
          expect(response.statusCode, `${actor} ${move}: ${response.body}`).toBe(expected);
          if (expected === 409) {
            expect(response.json()).toMatchObject({ code: 'conflict', display_error: `This line item cannot go from ${from.replace('_', ' ')} to ${to}.` });
          }
        }
      }
    }
    expect(outcomes).toHaveLength(90);
  });

  it('refuses what a side may never do with 403', async () => {
    const order = await w.placeOrder();
    const line = lineOf(purchaseOrderOf(order, NORTHWIND), 'IF-DS-0003-01');
    for (const [client, body] of [
      [w.receiver, { status: 'confirmed' }],
      [w.receiver, { status: 'cancelled' }],
      [w.builder, { status: 'shipped' }],
      [w.builder, { unit_price_cents: 100 }],
      [w.receiver, { confirmed_delivery_date: '2030-01-01' }],
      [w.northwind, { quantity_received: 1 }],
    ] as const) {
      const response = await client.put(lineUrl(line.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
    }
  });

  it('refuses bad input naming the field', async () => {
    const order = await w.placeOrder();
    const line = lineOf(purchaseOrderOf(order, NORTHWIND), 'IF-DS-0003-01');
    for (const [body, field] of [
      [{}, 'status'],
      [{ status: 'lost' }, 'status'],
      [{ unit_price_cents: 'cheap' }, 'unit_price_cents'],
      [{ unit_price_cents: -1 }, 'unit_price_cents'],
      [{ confirmed_delivery_date: 'next week' }, 'confirmed_delivery_date'],
      [{ quantity_received: 1.5 }, 'quantity_received'],
    ] as const) {
      const response = await w.northwind.put(lineUrl(line.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    }
    await w.t.app.db.updateTable('order_line_items').set({ status: 'shipped' }).where('id', '=', line.id).execute();
    for (const [body, field] of [
      [{ status: 'delivered' }, 'quantity_received'],
      [{ status: 'delivered', quantity_received: 3 }, 'quantity_received'],
    ] as const) {
      const response = await w.receiver.put(lineUrl(line.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    }
    // A shipped line's price or date no longer changes.
    const late = await w.northwind.put(lineUrl(line.id), { unit_price_cents: 100 });
    expect(late.statusCode).toBe(409);
  });

  it('hides another company’s lines (404) and answers 401 signed out', async () => {
    const order = await w.placeOrder();
    const northwindLine = lineOf(purchaseOrderOf(order, NORTHWIND), 'IF-DS-0003-01');
    const graniteLine = lineOf(purchaseOrderOf(order, GRANITE), 'WC-APJ-0002-01');
    expect((await w.granite.put(lineUrl(northwindLine.id), { status: 'confirmed' })).statusCode).toBe(404);
    expect((await w.northwind.put(lineUrl(graniteLine.id), { status: 'confirmed' })).statusCode).toBe(404);
    expect((await w.otherBuilder.put(lineUrl(northwindLine.id), { status: 'cancelled' })).statusCode).toBe(404);
    expect((await w.northwind.put(lineUrl('no-such-line'), { status: 'confirmed' })).statusCode).toBe(404);
    expect((await w.signedOut.put(lineUrl(northwindLine.id), { status: 'confirmed' })).statusCode).toBe(401);
  });
});

describe('PUT /api/ordering/purchase_orders/{id}/', () => {
  it('lets the supplier accept every pending line at once, a date other than requested becoming a proposal', async () => {
    const order = await w.placeOrder();
    await requestDate(order.id, '2030-04-01');
    const po = purchaseOrderOf(order, NORTHWIND);
    expect((await w.builder.put(poUrl(po.id), { status: 'accepted' })).statusCode).toBe(403);
    const response = await w.northwind.put(poUrl(po.id), { status: 'accepted', confirmed_delivery_date: '2030-04-03' });
    expect(response.statusCode).toBe(200);
    const accepted = response.json() as PurchaseOrder;
    expect(accepted).toMatchObject({ status: 'accepted', terms_pending: true });
    expect(accepted.line_items.every((line) => line.status === 'confirmed' && line.proposed_delivery_date === '2030-04-03')).toBe(true);
    const again = await w.northwind.put(poUrl(po.id), { status: 'accepted' });
    expect(again.statusCode).toBe(409);
    expect(again.json().display_error).toBe('This purchase order cannot go from accepted to accepted: no item waits for an answer.');
    // The builder may no longer call off what the supplier has confirmed; the supplier still may.
    const builderCancel = await w.builder.put(poUrl(po.id), { status: 'cancelled' });
    expect(builderCancel.statusCode).toBe(409);
    expect(builderCancel.json().display_error).toBe('This purchase order cannot go from accepted to cancelled: some items are already confirmed.');
    const cancelled = await w.northwind.put(poUrl(po.id), { status: 'cancelled', note: 'Yard closed' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', terms_pending: false, subtotal_cents: 0 });
    const view = await read(w.builder, order.id);
    expect(view).toMatchObject({ status: 'placed', terms_pending: false, total_cents: 1899 });
    expect((await w.northwind.put(poUrl(po.id), { status: 'cancelled' })).statusCode).toBe(409);
  });

  it('lets the builder cancel a purchase order nobody has answered, and the order follows', async () => {
    const order = await w.placeOrder();
    for (const name of [NORTHWIND, GRANITE]) {
      const response = await w.builder.put(poUrl(purchaseOrderOf(order, name).id), { status: 'cancelled' });
      expect(response.statusCode).toBe(200);
    }
    const view = await read(w.builder, order.id);
    expect(view.status).toBe('cancelled');
    expect(view.events.some((event) => event.entity_type === 'order' && event.to_status === 'cancelled')).toBe(true);
  });

  it('refuses receivers (403), bad input (400), other companies (404) and signed-out callers (401)', async () => {
    const order = await w.placeOrder();
    const po = purchaseOrderOf(order, NORTHWIND);
    expect((await w.receiver.put(poUrl(po.id), { status: 'cancelled' })).statusCode).toBe(403);
    const bad = await w.northwind.put(poUrl(po.id), { status: 'shipped' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('status');
    const dateOnCancel = await w.northwind.put(poUrl(po.id), { status: 'cancelled', confirmed_delivery_date: '2030-01-01' });
    expect(dateOnCancel.json().fields).toHaveProperty('confirmed_delivery_date');
    expect((await w.granite.put(poUrl(po.id), { status: 'accepted' })).statusCode).toBe(404);
    expect((await w.otherBuilder.put(poUrl(po.id), { status: 'cancelled' })).statusCode).toBe(404);
    expect((await w.signedOut.put(poUrl(po.id), { status: 'cancelled' })).statusCode).toBe(401);
  });
});

describe('POST /api/ordering/orders/{id}/accept-terms', () => {
  it('answers 409 without new terms, 403 to suppliers and receivers, 404 to other companies, 401 signed out', async () => {
    const order = await w.placeOrder();
    const url = `/api/ordering/orders/${order.id}/accept-terms`;
    const none = await w.builder.post(url);
    expect(none.statusCode).toBe(409);
    expect(none.json().display_error).toBe('There are no new terms to accept on this order.');
    expect((await w.northwind.post(url)).statusCode).toBe(403);
    expect((await w.receiver.post(url)).statusCode).toBe(403);
    expect((await w.otherBuilder.post(url)).statusCode).toBe(404);
    expect((await w.signedOut.post(url)).statusCode).toBe(401);
    const bad = await w.builder.post(`/api/ordering/orders/${'x'.repeat(80)}/accept-terms`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });
});

describe('POST /api/ordering/orders/{id}/decline-terms', () => {
  const declineUrl = (orderId: string) => `/api/ordering/orders/${orderId}/decline-terms`;

  /** An order whose Northwind plywood is confirmed for a later day and screws got a new price. */
  async function orderWithNewTerms() {
    const order = await w.placeOrder();
    await requestDate(order.id, '2030-04-01');
    const northwind = purchaseOrderOf(order, NORTHWIND);
    const screws = lineOf(northwind, 'IF-DS-0003-01');
    const plywood = lineOf(northwind, 'CT-CDX-0004-01');
    expect((await w.northwind.put(lineUrl(plywood.id), { status: 'confirmed', confirmed_delivery_date: '2030-04-09' })).statusCode).toBe(200);
    expect((await w.northwind.put(lineUrl(screws.id), { unit_price_cents: 1099 })).statusCode).toBe(200);
    return { order, northwind, screws, plywood };
  }

  it('sends one line back to the supplier at the original terms, cancels another, records it and tells the supplier', async () => {
    const { order, northwind, screws, plywood } = await orderWithNewTerms();
    const mailsBefore = (await w.t.outbox()).length;
    const response = await w.builder.post(declineUrl(order.id), {
      lines: [
        { line_item_id: plywood.id, action: 'send_back' },
        { line_item_id: screws.id, action: 'cancel' },
      ],
      note: 'We need it on the 1st as agreed.',
    });
    expect(response.statusCode).toBe(200);
    const view = response.json() as Order;
    expect(view.terms_pending).toBe(false);
    const po = purchaseOrderOf(view, NORTHWIND);
    expect(lineOf(po, 'CT-CDX-0004-01')).toMatchObject({ status: 'pending', proposed_delivery_date: null, confirmed_delivery_date: null, request_delivery_date: '2030-04-01', unit_price_cents: plywood.unit_price_cents });
    expect(lineOf(po, 'IF-DS-0003-01')).toMatchObject({ status: 'cancelled', proposed_unit_price_cents: null, unit_price_cents: screws.unit_price_cents });
    // Back to the supplier, the purchase order waits for its answer again; the cancelled line no longer counts.
    expect(po).toMatchObject({ status: 'submitted', terms_pending: false, subtotal_cents: plywood.quantity * plywood.unit_price_cents });

    const plywoodEvent = view.events.find((event) => event.entity_id === plywood.id && event.to_status === 'pending');
    expect(plywoodEvent).toMatchObject({ from_status: 'confirmed', note: 'New terms refused; sent back to the supplier at the original terms. We need it on the 1st as agreed.' });
    expect(plywoodEvent?.actor).toMatchObject({ company_name: 'Summit Builders' });
    expect(view.events.find((event) => event.entity_id === screws.id && event.to_status === 'cancelled')?.from_status).toBe('pending');
    expect(view.events.some((event) => event.entity_type === 'order' && event.note === 'Refused new terms on 2 items: 1 sent back to the supplier, 1 cancelled.')).toBe(true);

    const mails = (await w.t.outbox()).slice(mailsBefore);
    const refusal = mails.find((mail) => mail.to === 'supplier@example.com' && mail.subject === `New terms refused on ${northwind.number}`);
    expect(refusal?.text).toContain('come back to you at the terms agreed before');
    expect(refusal?.text).toContain(`delivery on 2030-04-01`);
    expect(refusal?.text).toContain('These items are cancelled. Do not ship them:');
    expect(refusal?.text).toContain('Note from the builder: We need it on the 1st as agreed.');
    expect(mails.some((mail) => mail.to === 'supplier2@example.com')).toBe(false);

    // The supplier answers again: confirming at the requested day is agreed at once, and the line can ship.
    expect((await w.northwind.put(lineUrl(plywood.id), { status: 'confirmed' })).statusCode).toBe(200);
    expect((await w.northwind.put(lineUrl(plywood.id), { status: 'shipped' })).statusCode).toBe(200);
  });

  it('keeps the proposals of lines not named, to be accepted later', async () => {
    const { order, screws, plywood } = await orderWithNewTerms();
    const response = await w.builder.post(declineUrl(order.id), { lines: [{ line_item_id: screws.id, action: 'send_back' }] });
    expect(response.statusCode).toBe(200);
    const view = response.json() as Order;
    expect(view.terms_pending).toBe(true);
    expect(lineOf(purchaseOrderOf(view, NORTHWIND), 'CT-CDX-0004-01').proposed_delivery_date).toBe('2030-04-09');
    expect(lineOf(purchaseOrderOf(view, NORTHWIND), 'IF-DS-0003-01')).toMatchObject({ status: 'pending', proposed_unit_price_cents: null });
    // Refusing the same terms twice is a conflict: they were already answered.
    const again = await w.builder.post(declineUrl(order.id), { lines: [{ line_item_id: screws.id, action: 'cancel' }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().display_error).toContain('has no new terms to refuse');
    const accepted = await w.builder.post(`/api/ordering/orders/${order.id}/accept-terms`);
    expect(accepted.statusCode).toBe(200);
    expect(lineOf(purchaseOrderOf(accepted.json() as Order, NORTHWIND), 'CT-CDX-0004-01')).toMatchObject({ id: plywood.id, confirmed_delivery_date: '2030-04-09' });
  });

  it('answers 400 for bad input, naming the field', async () => {
    const { order, plywood } = await orderWithNewTerms();
    const other = await w.placeOrder();
    const cases: [unknown, string][] = [
      [{}, 'lines'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ line_item_id: plywood.id, action: 'ignore' }] }, 'lines.0.action'],
      [{ lines: [{ line_item_id: plywood.id, action: 'cancel' }, { line_item_id: plywood.id, action: 'send_back' }] }, 'lines'],
      [{ lines: [{ line_item_id: plywood.id, action: 'cancel' }], note: 'x'.repeat(501) }, 'note'],
      [{ lines: [{ line_item_id: other.purchase_orders[0]!.line_items[0]!.id, action: 'cancel' }] }, 'lines'],
    ];
    for (const [body, field] of cases) {
      const response = await w.builder.post(declineUrl(order.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    // Nothing changed.
    expect(lineOf(purchaseOrderOf(await read(w.builder, order.id), NORTHWIND), 'CT-CDX-0004-01').proposed_delivery_date).toBe('2030-04-09');
  });

  it('answers 401 signed out, 403 to suppliers and receivers, 404 to another company', async () => {
    const { order, plywood } = await orderWithNewTerms();
    const body = { lines: [{ line_item_id: plywood.id, action: 'cancel' }] };
    expect((await w.signedOut.post(declineUrl(order.id), body)).statusCode).toBe(401);
    expect((await w.northwind.post(declineUrl(order.id), body)).statusCode).toBe(403);
    expect((await w.receiver.post(declineUrl(order.id), body)).statusCode).toBe(403);
    expect((await w.otherBuilder.post(declineUrl(order.id), body)).statusCode).toBe(404);
    expect((await w.builder.post(declineUrl('no-such-order'), body)).statusCode).toBe(404);
    expect(lineOf(purchaseOrderOf(await read(w.builder, order.id), NORTHWIND), 'CT-CDX-0004-01').status).toBe('confirmed');
  });
});

describe('the requested delivery time', () => {
  it('travels from the cart to the order line, in the full order and in sparse fields', async () => {
    const project = w.fixture.projects.missionBay;
    await w.builder.post('/api/users/update_tos/', { tos_accepted: true });
    await w.builder.request('DELETE', `/api/ordering/cart/?project_id=${project}`);
    const added = await w.builder.post('/api/ordering/cart/', {
      project_id: project,
      product_supplier_variant_id: w.offer('plywood', 'northwind'),
      quantity: 2,
      requested_delivery_date: '2030-05-06',
      requested_delivery_time: '07:30',
    });
    expect(added.statusCode).toBe(200);
    const session = await openSandboxSession(w.builder, project);
    expect(session.statusCode).toBe(200);
    const paid = await w.builder.post(`/api/sandbox/checkout-session/${session.json().session_id}/pay/`, PAYING_CARD);
    const orderId = (paid.json() as { order: { id: string } }).order.id;

    const line = purchaseOrderOf(await read(w.builder, orderId), NORTHWIND).line_items[0];
    expect(line).toMatchObject({ request_delivery_date: '2030-05-06', requested_delivery_time: '07:30:00' });
    const sparse = await w.builder.get(`/v2/orders/${orderId}/?fields=purchase_orders.line_items.requested_delivery_time`);
    expect(sparse.json()).toEqual({ purchase_orders: [{ line_items: [{ requested_delivery_time: '07:30:00' }] }] });
  });
});
