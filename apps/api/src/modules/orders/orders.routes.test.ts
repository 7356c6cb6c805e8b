import type { Order, OrderListResponse } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedFields, unknownParameter } from '../../testing/refused-fields';
import { GRANITE, NORTHWIND, purchaseOrderOf, startOrderWorld } from './order-test-world';
import type { OrderWorld } from './order-test-world';

let w: OrderWorld;
let first: Order;
let second: Order;
let otherOrderId: string;

beforeAll(async () => {
  w = await startOrderWorld();
  first = await w.placeOrder();
  second = await w.placeOrder();
  // An order of another builder company, and an order still waiting for payment: neither may show.
  const otherProject = w.fixture.projects.otherCompany;
  await w.t.app.db.updateTable('projects').set({ company_id: (await w.t.app.db.selectFrom('users').select('company_id').where('email', '=', 'owner@other-framing.test').executeTakeFirstOrThrow()).company_id }).where('id', '=', otherProject).execute();
  await w.otherBuilder.post('/api/users/update_tos/', { tos_accepted: true });
  const { placeSandboxOrder, fillCart, openSandboxSession } = await import('../../testing/checkout-helpers');
  const paid = (await placeSandboxOrder(w.otherBuilder, otherProject, [{ psvId: w.offer('jointCompound', 'granite'), quantity: 1 }])) as { order: { id: string } };
  otherOrderId = paid.order.id;
  await fillCart(w.builder, w.fixture.projects.missionBay, [{ psvId: w.offer('drywallScrews', 'northwind'), quantity: 1 }]);
  expect((await openSandboxSession(w.builder, w.fixture.projects.missionBay)).statusCode).toBe(200);
});
afterAll(async () => {
  await w.t.close();
});

describe('GET /api/ordering/orders/', () => {
  it('lists the company’s placed orders, newest first, 20 a page, with the count; an order waiting for payment never appears', async () => {
    const response = await w.builder.get('/api/ordering/orders/');
    expect(response.statusCode).toBe(200);
    const body = response.json() as OrderListResponse;
    expect(body.count).toBe(2);
    expect(body.results.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(body.results[0]).toMatchObject({
      number: second.number,
      status: 'placed',
      project: { id: w.fixture.projects.missionBay, name: 'Mission Bay Townhomes' },
      total_cents: second.total_cents,
      purchase_order_count: 2,
      item_count: 3,
      terms_pending: false,
    });
    expect(body.results[0]?.suppliers.map((s) => s.name).sort()).toEqual([GRANITE, NORTHWIND]);
  });

  it('pages, sorts ascending or descending by a field, and filters by status, project and supplier', async () => {
    const page = (await w.builder.get('/api/ordering/orders/?limit=1&offset=1&order_by=number')).json() as OrderListResponse;
    expect(page).toMatchObject({ count: 2, results: [{ id: second.id }] });
    expect(((await w.builder.get('/api/ordering/orders/?order_by=-number')).json() as OrderListResponse).results.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(((await w.builder.get('/api/ordering/orders/?order_by=total_cents')).json() as OrderListResponse).count).toBe(2);
    expect(((await w.builder.get('/api/ordering/orders/?status=completed')).json() as OrderListResponse).count).toBe(0);
    expect(((await w.builder.get('/api/ordering/orders/?status=placed')).json() as OrderListResponse).count).toBe(2);
    expect(((await w.builder.get(`/api/ordering/orders/?project_id=${w.fixture.projects.brooklyn}`)).json() as OrderListResponse).count).toBe(0);
    expect(((await w.builder.get(`/api/ordering/orders/?supplier_id=${w.fixture.companies.granite}`)).json() as OrderListResponse).count).toBe(2);
    expect(((await w.builder.get(`/api/ordering/orders/?supplier_id=${w.fixture.companies.faraway}`)).json() as OrderListResponse).count).toBe(0);
  });

  it('shows a builder receiver the company’s orders, and a supplier only orders with its purchase orders at its own amounts', async () => {
    expect(((await w.receiver.get('/api/ordering/orders/')).json() as OrderListResponse).count).toBe(2);
    const granite = (await w.granite.get('/api/ordering/orders/')).json() as OrderListResponse;
    expect(granite.count).toBe(3);
    const row = granite.results.find((order) => order.id === first.id);
    expect(row).toMatchObject({ total_cents: purchaseOrderOf(first, GRANITE).subtotal_cents, purchase_order_count: 1, item_count: 1, suppliers: [{ name: GRANITE }] });
    expect(((await w.otherBuilder.get('/api/ordering/orders/')).json() as OrderListResponse).results.map((o) => o.id)).toEqual([otherOrderId]);
    // Whether another supplier sells on the same orders is none of a supplier's business.
    expect(((await w.granite.get(`/api/ordering/orders/?supplier_id=${w.fixture.companies.northwind}`)).json() as OrderListResponse).count).toBe(0);
    expect(((await w.granite.get(`/api/ordering/orders/?supplier_id=${w.fixture.companies.granite}`)).json() as OrderListResponse).count).toBe(3);
  });

  it('refuses bad paging and sorting naming the field, and answers 401 signed out', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
      ['order_by=price', 'order_by'],
      ['status=shipped', 'status'],
    ] as const) {
      const response = await w.builder.get(`/api/ordering/orders/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    }
    expect((await w.signedOut.get('/api/ordering/orders/')).statusCode).toBe(401);
  });

  it('refuses malformed ids, unknown and repeated filters naming each, instead of answering an empty or unfiltered list', async () => {
    expect(await refusedFields(w.builder, '/api/ordering/orders/?project_id=abc&supplier_id=42')).toEqual({
      project_id: 'This is not a valid project id.',
      supplier_id: 'This is not a valid supplier id.',
    });
    expect(await refusedFields(w.builder, '/api/ordering/orders/?offset=1e1')).toEqual({ offset: 'Use a whole number of 0 or more.' });
    expect(await refusedFields(w.builder, `/api/ordering/orders/?project=${w.fixture.projects.missionBay}&project_id[]=x`)).toEqual({
      project: unknownParameter('limit', 'offset', 'order_by', 'status', 'project_id', 'supplier_id'),
      'project_id[]': unknownParameter('project_id'),
    });
    expect(await refusedFields(w.builder, '/api/ordering/orders/?status=placed&status=completed')).toEqual({ status: 'Give this parameter once.' });
    // The filters the web app sends keep working together.
    const filtered = await w.builder.get(`/api/ordering/orders/?limit=20&offset=0&order_by=-created_at&status=placed&project_id=${w.fixture.projects.missionBay}&supplier_id=${w.fixture.companies.granite}`);
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect((filtered.json() as OrderListResponse).count).toBe(2);
  });
});

describe('GET /api/ordering/orders/{id}/ and /v3/orders/{orderId}', () => {
  it('answers the full nested order with its purchase orders, lines and timeline', async () => {
    for (const url of [`/api/ordering/orders/${first.id}/`, `/v3/orders/${first.id}`]) {
      const response = await w.builder.get(url);
      expect(response.statusCode, url).toBe(200);
      const order = response.json() as Order;
      expect(order).toMatchObject({ id: first.id, number: first.number, status: 'placed', payment_method: 'card', payment_status: 'paid', buyer_company: { name: 'Summit Builders' } });
      expect(order.purchase_orders.map((po) => po.supplier_company_name).sort()).toEqual([GRANITE, NORTHWIND]);
      const northwind = purchaseOrderOf(order, NORTHWIND);
      expect(northwind).toMatchObject({ status: 'submitted', attachments: [], delivered_at: null, number: expect.stringMatching(/^ORD-\d{6}-\d$/) });
      expect(northwind.line_items.map((line) => [line.sku, line.quantity, line.unit_price_cents, line.status])).toEqual([
        ['IF-DS-0003-01', 2, 899, 'pending'],
        ['CT-CDX-0004-01', 3, 3299, 'pending'],
      ]);
      expect(order.events.map((event) => `${event.entity_type}:${event.from_status}->${event.to_status}`)).toContain('order:pending_payment->placed');
    }
  });

  it('shows a supplier only its own purchase order and totals; another company’s order is a 404', async () => {
    const order = (await w.granite.get(`/api/ordering/orders/${first.id}/`)).json() as Order;
    expect(order.purchase_orders.map((po) => po.supplier_company_name)).toEqual([GRANITE]);
    expect(order.total_cents).toBe(1899);
    expect(order.events.every((event) => event.entity_type !== 'order')).toBe(true);
    expect((await w.otherBuilder.get(`/api/ordering/orders/${first.id}/`)).statusCode).toBe(404);
    expect((await w.otherBuilder.get(`/v3/orders/${first.id}`)).statusCode).toBe(404);
    expect((await w.northwind.get(`/api/ordering/orders/${otherOrderId}/`)).statusCode).toBe(404);
    expect((await w.builder.get('/api/ordering/orders/no-such-order/')).statusCode).toBe(404);
  });

  it('refuses a malformed id naming it', async () => {
    for (const url of [`/api/ordering/orders/${'x'.repeat(80)}/`, `/v3/orders/${'x'.repeat(80)}`]) {
      const response = await w.builder.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([url.startsWith('/v3') ? 'orderId' : 'id']);
    }
  });

  it('answers 401 signed out on both paths', async () => {
    expect((await w.signedOut.get(`/api/ordering/orders/${first.id}/`)).statusCode).toBe(401);
    expect((await w.signedOut.get(`/v3/orders/${first.id}`)).statusCode).toBe(401);
  });

  it('never answers an order waiting for payment', async () => {
    const pending = await w.t.app.db.selectFrom('orders').select('id').where('status', '=', 'pending_payment').executeTakeFirstOrThrow();
    expect((await w.builder.get(`/api/ordering/orders/${pending.id}/`)).statusCode).toBe(404);
    expect((await w.builder.get(`/v3/orders/${pending.id}`)).statusCode).toBe(404);
  });
});

describe('GET /v2/orders/{orderId}/?fields=', () => {
  it('answers exactly the fields asked for, nested by dots', async () => {
    const fields = [
      'number',
      'purchase_orders.attachments',
      'purchase_orders.delivered_at',
      'purchase_orders.supplier_company_name',
      'purchase_orders.line_items.quantity',
      'purchase_orders.line_items.delivered_at',
      'purchase_orders.line_items.confirmed_delivery_date',
      'purchase_orders.line_items.unit_price_cents',
      'purchase_orders.line_items.request_delivery_date',
      'purchase_orders.line_items.status',
      'purchase_orders.line_items.product_supplier_variant_name',
      'purchase_orders.line_items.product_image',
    ].join(',');
    const response = await w.builder.get(`/v2/orders/${first.id}/?fields=${encodeURIComponent(fields)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['number', 'purchase_orders']);
    expect(body.number).toBe(first.number);
    const po = body.purchase_orders.find((candidate: { supplier_company_name: string }) => candidate.supplier_company_name === NORTHWIND);
    expect(Object.keys(po).sort()).toEqual(['attachments', 'delivered_at', 'line_items', 'supplier_company_name']);
    expect(po.line_items[0]).toEqual({
      quantity: 2,
      delivered_at: null,
      confirmed_delivery_date: null,
      unit_price_cents: 899,
      request_delivery_date: null,
      status: 'pending',
      product_supplier_variant_name: '1-5/8 in, 1 lb box',
      product_image: expect.any(String),
    });
  });

  it('answers a whole group when it is named, and the same to a comma list with spaces', async () => {
    const body = (await w.builder.get(`/v2/orders/${first.id}/?fields=id, purchase_orders.line_items`)).json();
    expect(Object.keys(body)).toEqual(['id', 'purchase_orders']);
    expect(Object.keys(body.purchase_orders[0])).toEqual(['line_items']);
    expect(body.purchase_orders[0].line_items[0]).toHaveProperty('sku');
  });

  it('refuses unknown or missing fields naming `fields`, and guards access like the full order', async () => {
    for (const fields of ['numbr', 'purchase_orders.colour', 'number.length', '', 'purchase_orders.line_items.quantity.x']) {
      const response = await w.builder.get(`/v2/orders/${first.id}/?fields=${encodeURIComponent(fields)}`);
      expect(response.statusCode, fields).toBe(400);
      expect(response.json().fields).toHaveProperty('fields');
    }
    expect((await w.builder.get(`/v2/orders/${first.id}/`)).json().fields).toHaveProperty('fields');
    expect((await w.signedOut.get(`/v2/orders/${first.id}/?fields=number`)).statusCode).toBe(401);
    expect((await w.otherBuilder.get(`/v2/orders/${first.id}/?fields=number`)).statusCode).toBe(404);
  });
});

describe('GET and POST /api/ordering/orders_metadata/', () => {
  it('counts orders per status and names the projects and suppliers present', async () => {
    for (const response of [await w.builder.get('/api/ordering/orders_metadata/'), await w.builder.post('/api/ordering/orders_metadata/', {}), await w.builder.post('/api/ordering/orders_metadata/')]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        count: 2,
        status_counts: { placed: 2, in_progress: 0, completed: 0, cancelled: 0 },
        projects: [{ id: w.fixture.projects.missionBay, name: 'Mission Bay Townhomes' }],
        suppliers: [
          { id: w.fixture.companies.granite, name: GRANITE },
          { id: w.fixture.companies.northwind, name: NORTHWIND },
        ],
        sort_fields: ['created_at', 'placed_at', 'number', 'total_cents', 'status', 'updated_at'],
      });
    }
  });

  it('applies filters, shows a supplier only itself, and refuses bad filters and signed-out callers', async () => {
    expect((await w.builder.post('/api/ordering/orders_metadata/', { project_id: w.fixture.projects.brooklyn })).json().count).toBe(0);
    const granite = (await w.granite.get('/api/ordering/orders_metadata/')).json();
    expect(granite.suppliers).toEqual([{ id: w.fixture.companies.granite, name: GRANITE }]);
    expect(granite.count).toBe(3);
    const bad = await w.builder.post('/api/ordering/orders_metadata/', { project_id: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('project_id');
    expect((await w.signedOut.get('/api/ordering/orders_metadata/')).statusCode).toBe(401);
    expect((await w.signedOut.post('/api/ordering/orders_metadata/', {})).statusCode).toBe(401);
  });

  it('refuses malformed ids, unknown and repeated filters in the query string, naming each', async () => {
    expect(await refusedFields(w.builder, '/api/ordering/orders_metadata/?project_id=abc')).toEqual({ project_id: 'This is not a valid project id.' });
    expect(await refusedFields(w.builder, '/api/ordering/orders_metadata/?status=placed')).toEqual({ status: unknownParameter('project_id', 'supplier_id') });
    const granite = w.fixture.companies.granite;
    expect(await refusedFields(w.builder, `/api/ordering/orders_metadata/?supplier_id=${granite}&supplier_id=${granite}`)).toEqual({ supplier_id: 'Give this parameter once.' });
    const filtered = await w.builder.get(`/api/ordering/orders_metadata/?project_id=${w.fixture.projects.missionBay}&supplier_id=${granite}`);
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(filtered.json().count).toBe(2);
    // The same filters sent in a body follow the same id rule.
    const body = await w.builder.post('/api/ordering/orders_metadata/', { project_id: 'abc' });
    expect(body.json().fields).toEqual({ project_id: 'This is not a valid project id.' });
  });
});

describe('POST /api/ordering/orders/ (reorder)', () => {
  it('copies a past order’s lines into the project’s cart at today’s prices and reports what is no longer available', async () => {
    const plywood = w.offer('plywood', 'northwind');
    await w.t.app.db.updateTable('product_supplier_variants').set({ price_cents: 3499 }).where('id', '=', plywood).execute();
    await w.t.app.db.updateTable('product_supplier_variants').set({ active: 0 }).where('id', '=', w.offer('jointCompound', 'granite')).execute();
    await w.builder.request('DELETE', `/api/ordering/cart/?project_id=${w.fixture.projects.missionBay}`);

    const response = await w.builder.post('/api/ordering/orders/', { order_id: first.id });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.project_id).toBe(w.fixture.projects.missionBay);
    expect(body.added.map((line: { quantity: number; product_name: string }) => [line.product_name, line.quantity])).toEqual([
      ['Coarse Thread Drywall Screws', 2],
      ['Structural CDX Plywood', 3],
    ]);
    expect(body.unavailable).toEqual([
      expect.objectContaining({ product_name: 'All-Purpose Joint Compound', sku: 'WC-APJ-0002-01', reason: 'This offer is no longer sold.' }),
    ]);
    const cartLine = body.cart.groups.flatMap((group: { items: { product_supplier_variant_id?: string; psv_id?: string; unit_price_cents: number }[] }) => group.items).find((item: { product_supplier_variant_id?: string }) => item.product_supplier_variant_id === plywood);
    expect(cartLine.unit_price_cents).toBe(3499);
    await w.t.app.db.updateTable('product_supplier_variants').set({ active: 1 }).where('id', '=', w.offer('jointCompound', 'granite')).execute();
  });

  it('refuses bad input naming the field, suppliers and receivers (403), other companies’ orders and projects (404), and signed-out callers', async () => {
    const bad = await w.builder.post('/api/ordering/orders/', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('order_id');
    expect((await w.northwind.post('/api/ordering/orders/', { order_id: first.id })).statusCode).toBe(403);
    expect((await w.receiver.post('/api/ordering/orders/', { order_id: first.id })).statusCode).toBe(403);
    expect((await w.otherBuilder.post('/api/ordering/orders/', { order_id: first.id })).statusCode).toBe(404);
    expect((await w.builder.post('/api/ordering/orders/', { order_id: first.id, project_id: w.fixture.projects.otherCompany })).statusCode).toBe(404);
    expect((await w.signedOut.post('/api/ordering/orders/', { order_id: first.id })).statusCode).toBe(401);
  });
});
