import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signUpOtherBuilder } from '../../testing/accounts';
import { createCatalogFixture, offerOf } from '../../testing/catalog-fixture';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let fixture: CatalogFixture;
let builder: TestClient;
let supplier: TestClient;
let receiver: TestClient;
let otherBuilder: TestClient;
let signedOut: TestClient;

/** Offers of the fixture by a readable name. */
const offers = {} as Record<'northwindPanel' | 'granitePanel' | 'farawayPanel' | 'granitePlywood' | 'graniteFramingInactive' | 'northwindScrews' | 'graniteCompound', string>;
let projectId: string;

beforeAll(async () => {
  t = await startTestApp();
  fixture = await createCatalogFixture(t.app.db);
  projectId = fixture.projects.missionBay;
  offers.northwindPanel = offerOf(fixture, 'drywallPanel', 'northwind', 0);
  offers.granitePanel = offerOf(fixture, 'drywallPanel', 'granite', 0);
  offers.farawayPanel = offerOf(fixture, 'drywallPanel', 'faraway', 0);
  offers.granitePlywood = offerOf(fixture, 'plywood', 'granite', 0);
  offers.graniteFramingInactive = offerOf(fixture, 'framingLumber', 'granite', 0);
  offers.northwindScrews = offerOf(fixture, 'drywallScrews', 'northwind', 0);
  offers.graniteCompound = offerOf(fixture, 'jointCompound', 'granite', 0);
  builder = t.client();
  supplier = t.client();
  receiver = t.client();
  otherBuilder = t.client();
  signedOut = t.client();
  await builder.login('builder@example.com');
  await supplier.login('supplier@example.com');
  await receiver.login('receiver@example.com');
  await signUpOtherBuilder(t, otherBuilder);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await builder.request('DELETE', `/api/ordering/cart/?project_id=${projectId}`);
});

const cartUrl = (id = projectId) => `/api/ordering/cart/?project_id=${id}`;
const add = (client: TestClient, body: Record<string, unknown>) => client.post('/api/ordering/cart/', { project_id: projectId, ...body });

interface WireItem {
  id: string;
  product_supplier_variant_id: string;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
  requested_delivery_date: string | null;
  requested_delivery_time: string | null;
  warnings: { code: string; blocking: boolean; message: string }[];
}
interface WireGroup {
  supplier: { id: string; name: string };
  subtotal_cents: number;
  additional_specification_requirements: string | null;
  items: WireItem[];
}

function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

describe('GET /api/ordering/cart/', () => {
  it('answers an empty cart for a project that never had one', async () => {
    const response = await builder.get(cartUrl());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ project_id: projectId, item_count: 0, subtotal_cents: 0, groups: [], can_check_out: false, currency: 'USD' });
  });

  it('refuses signed-out visitors with 401', async () => {
    expect((await signedOut.get(cartUrl())).statusCode).toBe(401);
  });

  it('refuses suppliers and builder receivers with 403', async () => {
    expect((await supplier.get(cartUrl())).statusCode).toBe(403);
    expect((await receiver.get(cartUrl())).statusCode).toBe(403);
  });

  it('answers 404 for another company’s project, and does not show its cart', async () => {
    await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 2 });
    const response = await otherBuilder.get(cartUrl());
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain('Drywall');
  });

  it('names the missing project_id', async () => {
    const response = await builder.get('/api/ordering/cart/');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('project_id');
  });
});

describe('POST /api/ordering/cart/', () => {
  it('adds offers grouped by supplier, with subtotals and the total', async () => {
    expect((await add(builder, { product_supplier_variant_id: offers.northwindPanel, quantity: 10 })).statusCode).toBe(200);
    const response = await add(builder, { product_supplier_variant_id: offers.graniteCompound, quantity: 3 });
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    expect(cart.groups.map((g: WireGroup) => [g.supplier.name, g.subtotal_cents, g.items.length])).toEqual([
      ['Northwind Lumber Co.', 14500, 1],
      ['Granite Supply Inc.', 5697, 1],
    ]);
    expect(cart).toMatchObject({ item_count: 2, subtotal_cents: 20197, total_cents: 20197, can_check_out: true });
    expect(cart.groups[0].items[0]).toMatchObject({ product_name: 'UltraLight Drywall Panel', sku: 'SG-UDP-0001-01', unit_of_measure: 'sheet', warnings: [] });
    expect(cart.groups[0].items[0].image_url).toMatch(/^\/media\//);
  });

  it('keeps lines in the order they were added, even within one millisecond', async () => {
    const added = [offers.graniteCompound, offers.northwindScrews, offers.granitePlywood, offers.granitePanel, offers.northwindPanel];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const offer of added) expect((await add(builder, { product_supplier_variant_id: offer, quantity: 20 })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    const cart = (await builder.get(cartUrl())).json();
    expect(cart.groups.map((group: WireGroup) => group.items.map((item) => item.product_supplier_variant_id))).toEqual([
      [offers.graniteCompound, offers.granitePlywood, offers.granitePanel],
      [offers.northwindScrews, offers.northwindPanel],
    ]);
  });

  it('adds to the quantity of an offer already in the cart, and applies its pricing tier', async () => {
    await add(builder, { product_supplier_variant_id: offers.northwindPanel, quantity: 10 });
    const cart = (await add(builder, { product_supplier_variant_id: offers.northwindPanel, quantity: 40 })).json();
    const [item] = cart.groups[0].items as WireItem[];
    // 50 sheets reach Northwind's 50-sheet break: $13.90 a sheet.
    expect(item).toMatchObject({ quantity: 50, unit_price_cents: 1390, line_total_cents: 69500, warnings: [] });
    expect(cart.item_count).toBe(1);
  });

  it('keeps the requested delivery date and time given when adding', async () => {
    const date = tomorrow();
    const cart = (await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 1, requested_delivery_date: date, requested_delivery_time: '07:30' })).json();
    expect(cart.groups[0].items[0]).toMatchObject({ requested_delivery_date: date, requested_delivery_time: '07:30:00' });
  });

  it('refuses a quantity below the supplier’s minimum order, naming the quantity', async () => {
    const response = await add(builder, { product_supplier_variant_id: offers.northwindPanel, quantity: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ quantity: 'Order at least 10 of this item from this supplier.' });
    expect((await builder.get(cartUrl())).json().item_count).toBe(0);
  });

  it('refuses an offer whose supplier does not deliver to the project', async () => {
    const response = await add(builder, { product_supplier_variant_id: offers.farawayPanel, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('product_supplier_variant_id');
  });

  it('refuses an offer that is no longer sold', async () => {
    const response = await add(builder, { product_supplier_variant_id: offers.graniteFramingInactive, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ product_supplier_variant_id: 'This offer is no longer sold.' });
  });

  it('answers 404 for an offer that does not exist', async () => {
    expect((await add(builder, { product_supplier_variant_id: 'no-such-offer', quantity: 1 })).statusCode).toBe(404);
  });

  it('names each bad field', async () => {
    const response = await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 0, requested_delivery_date: '2026-02-30', requested_delivery_time: '25:00' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['quantity', 'requested_delivery_date', 'requested_delivery_time']);
  });

  it('refuses a delivery date in the past', async () => {
    const response = await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 1, requested_delivery_date: '2020-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ requested_delivery_date: 'Choose a delivery date that is not in the past.' });
  });

  it('refuses signed-out visitors, other account types, and other companies’ projects', async () => {
    expect((await add(signedOut, { product_supplier_variant_id: offers.northwindScrews, quantity: 1 })).statusCode).toBe(401);
    expect((await add(supplier, { product_supplier_variant_id: offers.northwindScrews, quantity: 1 })).statusCode).toBe(403);
    expect((await add(otherBuilder, { product_supplier_variant_id: offers.northwindScrews, quantity: 1 })).statusCode).toBe(404);
    expect((await builder.get(cartUrl())).json().item_count).toBe(0);
  });

  it('keeps one cart per project: another project’s cart is separate', async () => {
    await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 1 });
    const brooklyn = (await builder.get(cartUrl(fixture.projects.brooklyn))).json();
    expect(brooklyn.item_count).toBe(0);
  });
});

describe('PUT /api/ordering/cart/', () => {
  it('sets quantities and notes, repricing by tier', async () => {
    const item = (await add(builder, { product_supplier_variant_id: offers.northwindPanel, quantity: 10 })).json().groups[0].items[0] as WireItem;
    const response = await builder.put('/api/ordering/cart/', { project_id: projectId, items: [{ id: item.id, quantity: 200, notes: 'Stack on pallets' }] });
    expect(response.statusCode).toBe(200);
    expect(response.json().groups[0].items[0]).toMatchObject({ quantity: 200, unit_price_cents: 1320, line_total_cents: 264000, notes: 'Stack on pallets', warnings: [] });
  });

  it('refuses a quantity below the minimum, naming the item’s field', async () => {
    const item = (await add(builder, { product_supplier_variant_id: offers.northwindPanel, quantity: 10 })).json().groups[0].items[0] as WireItem;
    const response = await builder.put('/api/ordering/cart/', { project_id: projectId, items: [{ id: item.id, quantity: 2 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'items.0.quantity': 'Order at least 10 of this item from this supplier.' });
  });

  it('answers 404 for an item that is not in this cart, changing nothing', async () => {
    const item = (await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 1 })).json().groups[0].items[0] as WireItem;
    const response = await builder.put('/api/ordering/cart/', { project_id: projectId, items: [{ id: item.id, quantity: 5 }, { id: 'missing', quantity: 1 }] });
    expect(response.statusCode).toBe(404);
    expect((await builder.get(cartUrl())).json().groups[0].items[0].quantity).toBe(1);
  });

  it('refuses other roles, signed-out visitors, bad input and other companies', async () => {
    const item = (await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 1 })).json().groups[0].items[0] as WireItem;
    const body = { project_id: projectId, items: [{ id: item.id, quantity: 3 }] };
    expect((await signedOut.put('/api/ordering/cart/', body)).statusCode).toBe(401);
    expect((await supplier.put('/api/ordering/cart/', body)).statusCode).toBe(403);
    expect((await otherBuilder.put('/api/ordering/cart/', body)).statusCode).toBe(404);
    const bad = await builder.put('/api/ordering/cart/', { project_id: projectId, items: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('items');
  });
});

describe('POST /api/ordering/cart/update_dates', () => {
  it('sets the date and time of a supplier’s group', async () => {
    await add(builder, { product_supplier_variant_id: offers.northwindPanel, quantity: 10 });
    await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 1 });
    await add(builder, { product_supplier_variant_id: offers.graniteCompound, quantity: 1 });
    const date = tomorrow();
    const response = await builder.post('/api/ordering/cart/update_dates', {
      project_id: projectId,
      supplier_id: fixture.companies.northwind,
      requested_delivery_date: date,
      requested_delivery_time: '14:15:30',
    });
    expect(response.statusCode).toBe(200);
    const [northwind, granite] = response.json().groups as WireGroup[];
    expect(northwind?.items.map((item) => [item.requested_delivery_date, item.requested_delivery_time])).toEqual([
      [date, '14:15:30'],
      [date, '14:15:30'],
    ]);
    expect(granite?.items[0]?.requested_delivery_date).toBeNull();
  });

  it('sets the date of listed items, and clears it with null', async () => {
    const item = (await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 1 })).json().groups[0].items[0] as WireItem;
    const date = tomorrow();
    const set = await builder.post('/api/ordering/cart/update_dates', { project_id: projectId, item_ids: [item.id], requested_delivery_date: date });
    expect(set.json().groups[0].items[0].requested_delivery_date).toBe(date);
    const cleared = await builder.post('/api/ordering/cart/update_dates', { project_id: projectId, item_ids: [item.id], requested_delivery_date: null });
    expect(cleared.json().groups[0].items[0].requested_delivery_date).toBeNull();
  });

  it('warns, without refusing, when the date is before the earliest delivery', async () => {
    // Granite's plywood is out of stock with a ten-day lead time.
    await add(builder, { product_supplier_variant_id: offers.granitePlywood, quantity: 1 });
    const cart = (await builder.post('/api/ordering/cart/update_dates', { project_id: projectId, supplier_id: fixture.companies.granite, requested_delivery_date: tomorrow() })).json();
    expect(cart.groups[0].items[0].warnings.map((w: { code: string; blocking: boolean }) => [w.code, w.blocking])).toEqual([['date_before_earliest', false]]);
    expect(cart.can_check_out).toBe(true);
  });

  it('needs exactly one of supplier_id and item_ids, and refuses past dates and bad times', async () => {
    const both = await builder.post('/api/ordering/cart/update_dates', { project_id: projectId, supplier_id: 'x', item_ids: ['y'], requested_delivery_date: tomorrow() });
    expect(both.statusCode).toBe(400);
    expect(both.json().fields).toHaveProperty('supplier_id');
    const past = await builder.post('/api/ordering/cart/update_dates', { project_id: projectId, supplier_id: fixture.companies.northwind, requested_delivery_date: '2021-05-05' });
    expect(past.statusCode).toBe(400);
    const time = await builder.post('/api/ordering/cart/update_dates', { project_id: projectId, supplier_id: fixture.companies.northwind, requested_delivery_date: tomorrow(), requested_delivery_time: '12:60:00' });
    expect(time.json().fields).toHaveProperty('requested_delivery_time');
  });

  it('refuses other roles, signed-out visitors, unknown items and other companies', async () => {
    const body = { project_id: projectId, supplier_id: fixture.companies.northwind, requested_delivery_date: tomorrow() };
    expect((await signedOut.post('/api/ordering/cart/update_dates', body)).statusCode).toBe(401);
    expect((await receiver.post('/api/ordering/cart/update_dates', body)).statusCode).toBe(403);
    expect((await otherBuilder.post('/api/ordering/cart/update_dates', body)).statusCode).toBe(404);
    await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 1 });
    const unknown = await builder.post('/api/ordering/cart/update_dates', { project_id: projectId, item_ids: ['missing'], requested_delivery_date: tomorrow() });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/ordering/cart/additional_specification_requirements', () => {
  const url = '/api/ordering/cart/additional_specification_requirements';

  it('stores requirements for a supplier’s group and removes them with empty text', async () => {
    await add(builder, { product_supplier_variant_id: offers.graniteCompound, quantity: 1 });
    const saved = await builder.post(url, { project_id: projectId, supplier_id: fixture.companies.granite, requirements: 'Low-VOC only.' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().groups[0].additional_specification_requirements).toBe('Low-VOC only.');
    const removed = await builder.post(url, { project_id: projectId, supplier_id: fixture.companies.granite, requirements: '  ' });
    expect(removed.json().groups[0].additional_specification_requirements).toBeNull();
  });

  it('refuses a supplier with nothing in the cart, naming supplier_id', async () => {
    await add(builder, { product_supplier_variant_id: offers.graniteCompound, quantity: 1 });
    const response = await builder.post(url, { project_id: projectId, supplier_id: fixture.companies.northwind, requirements: 'Kiln dried' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ supplier_id: 'This supplier has nothing in the cart.' });
  });

  it('refuses other roles, signed-out visitors, bad input and other companies', async () => {
    const body = { project_id: projectId, supplier_id: fixture.companies.granite, requirements: 'x' };
    expect((await signedOut.post(url, body)).statusCode).toBe(401);
    expect((await supplier.post(url, body)).statusCode).toBe(403);
    expect((await otherBuilder.post(url, body)).statusCode).toBe(404);
    const tooLong = await builder.post(url, { ...body, requirements: 'x'.repeat(4001) });
    expect(tooLong.json().fields).toHaveProperty('requirements');
  });
});

describe('DELETE /api/ordering/cart/items/ and /api/ordering/cart/', () => {
  it('removes the items given in the body, and ignores items already removed', async () => {
    await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 1 });
    const cart = (await add(builder, { product_supplier_variant_id: offers.graniteCompound, quantity: 1 })).json();
    const screws = cart.groups[0].items[0] as WireItem;
    const first = await builder.request('DELETE', '/api/ordering/cart/items/', { project_id: projectId, items: [screws] });
    expect(first.statusCode).toBe(200);
    expect(first.json().groups.map((g: WireGroup) => g.supplier.name)).toEqual(['Granite Supply Inc.']);
    const again = await builder.request('DELETE', '/api/ordering/cart/items/', { project_id: projectId, items: [{ id: screws.id }] });
    expect(again.statusCode).toBe(200);
    expect(again.json().item_count).toBe(1);
  });

  it('clears the whole cart', async () => {
    await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 1 });
    const response = await builder.request('DELETE', cartUrl());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ item_count: 0, groups: [] });
  });

  it('refuses other roles, signed-out visitors, bad input and other companies, keeping the items', async () => {
    const item = (await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 1 })).json().groups[0].items[0] as WireItem;
    const body = { project_id: projectId, items: [{ id: item.id }] };
    expect((await signedOut.request('DELETE', '/api/ordering/cart/items/', body)).statusCode).toBe(401);
    expect((await supplier.request('DELETE', '/api/ordering/cart/items/', body)).statusCode).toBe(403);
    expect((await otherBuilder.request('DELETE', '/api/ordering/cart/items/', body)).statusCode).toBe(404);
    expect((await otherBuilder.request('DELETE', cartUrl())).statusCode).toBe(404);
    expect((await builder.request('DELETE', '/api/ordering/cart/items/', { project_id: projectId, items: 'all' })).statusCode).toBe(400);
    expect((await builder.get(cartUrl())).json().item_count).toBe(1);
  });
});

describe('warnings', () => {
  it('shows a price change since the item was added, without blocking checkout', async () => {
    await add(builder, { product_supplier_variant_id: offers.graniteCompound, quantity: 2 });
    await t.app.db.updateTable('product_supplier_variants').set({ price_cents: 1999 }).where('id', '=', offers.graniteCompound).execute();
    try {
      const cart = (await builder.get(cartUrl())).json();
      const item = cart.groups[0].items[0] as WireItem;
      expect(item).toMatchObject({ unit_price_cents: 1999, line_total_cents: 3998 });
      expect(item.warnings).toEqual([{ code: 'price_changed', blocking: false, message: 'The price changed from $18.99 to $19.99 since you added this item.' }]);
      expect(cart).toMatchObject({ subtotal_cents: 3998, can_check_out: true });
    } finally {
      await t.app.db.updateTable('product_supplier_variants').set({ price_cents: 1899 }).where('id', '=', offers.graniteCompound).execute();
    }
  });

  it('blocks checkout when an offer is withdrawn after it was added', async () => {
    await add(builder, { product_supplier_variant_id: offers.northwindScrews, quantity: 1 });
    await t.app.db.updateTable('product_supplier_variants').set({ active: 0 }).where('id', '=', offers.northwindScrews).execute();
    try {
      const cart = (await builder.get(cartUrl())).json();
      expect(cart.groups[0].items[0].warnings.map((w: { code: string }) => w.code)).toEqual(['inactive']);
      expect(cart.can_check_out).toBe(false);
    } finally {
      await t.app.db.updateTable('product_supplier_variants').set({ active: 1 }).where('id', '=', offers.northwindScrews).execute();
    }
  });
});
