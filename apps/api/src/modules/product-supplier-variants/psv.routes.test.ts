import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogFixture } from '../../testing/catalog-fixture';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { startTestApp } from '../../testing/test-app';
import { refusedFields, unknownParameter } from '../../testing/refused-fields';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let fixture: CatalogFixture;
let builder: TestClient;
let granite: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  fixture = await createCatalogFixture(t.app.db);
  builder = t.client();
  await builder.login('builder@example.com');
  granite = t.client();
  await granite.login('supplier2@example.com');
});
afterAll(async () => {
  await t.close();
});

async function list(query: string, client: TestClient = builder) {
  const response = await client.get(`/api/product_supplier_variant/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const panelOffer = () => fixture.products.drywallPanel?.variants[0]?.offers[0]?.id ?? '';
const inactiveOffer = () => fixture.products.framingLumber?.variants[0]?.offers[1]?.id ?? '';

describe('GET /api/product_supplier_variant/', () => {
  it('lists active offers newest first, with the base fields and all images', async () => {
    const body = await list('');
    expect(body.count).toBeUndefined();
    expect(body.results).toHaveLength(10);
    expect(body.results[0]).toEqual({
      id: expect.any(String),
      product_id: fixture.products.framingLumber?.id,
      variant_id: fixture.products.framingLumber?.variants[0]?.id,
      supplier_id: fixture.companies.northwind,
      product_name: 'Kiln-Dried Framing Lumber',
      variant_name: '2x4, 8 ft',
      sku: 'CT-FL-0005-01',
      unit_of_measure: 'piece',
      brand: { id: fixture.taxonomy.brandId('Cascadia Timber'), name: 'Cascadia Timber', slug: 'cascadia-timber' },
      category_id: fixture.taxonomy.categoryId('lumber-composites'),
      sub_category_id: fixture.taxonomy.categoryId('dimensional-lumber'),
      stock_on_hand: 1000,
      lead_time_days: 2,
      minimum_order_quantity: 1,
      active: true,
      created_at: expect.any(String),
      images: [expect.objectContaining({ position: 0, url: expect.stringMatching(/^\/media\/catalog\/.+\.png$/), thumbnail_url: expect.stringMatching(/-thumb\.png$/) })],
    });
    const createdAt = body.results.map((r: { created_at: string }) => r.created_at);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    const panel = body.results.find((r: { id: string }) => r.id === panelOffer());
    expect(panel.images.map((image: { position: number }) => image.position)).toEqual([0, 1, 2]);
  });

  it('adds each part only when its flag asks for it', async () => {
    const bare = (await list('product_id=' + fixture.products.drywallPanel?.id)).results[0];
    for (const key of ['pricing', 'pricing_tiers', 'attribute_options', 'supplier', 'supplier_company']) expect(bare).not.toHaveProperty(key);

    const flags = 'fetch_pricing=true&fetch_pricing_tiers=true&fetch_attribute_options=true&fetch_supplier=true&fetch_supplier_company=true&fetch_first_image_only=true&fetch_total=true&get_product_attributes=true';
    const full = await list(`product_id=${fixture.products.drywallPanel?.id}&sort=price&${flags}`);
    expect(full.count).toBe(4);
    const northwind = full.results.find((r: { id: string }) => r.id === panelOffer());
    expect(northwind.pricing).toEqual({ price_cents: 1450, currency: 'USD' });
    expect(northwind.pricing_tiers).toEqual([
      { min_quantity: 50, price_cents: 1390 },
      { min_quantity: 200, price_cents: 1320 },
    ]);
    expect(northwind.attribute_options.map((o: { code: string; value: string }) => [o.code, o.value])).toEqual([
      ['thickness', '1/2 in'],
      ['panel_size', '4 ft x 8 ft'],
      ['panel_type', 'Lightweight'],
    ]);
    expect(northwind.supplier).toEqual({ id: fixture.companies.northwind, service_areas: ['941'], warehouses: [{ id: expect.any(String), name: 'Oakland Yard', postal_code: '94607' }] });
    expect(northwind.supplier_company).toEqual({ id: fixture.companies.northwind, name: 'Northwind Lumber Co.' });
    expect(northwind.images).toHaveLength(1);
    expect(full.product_attributes.map((a: { code: string }) => a.code)).toEqual(['thickness', 'panel_size', 'panel_type', 'container', 'length']);
    expect(full.product_attributes[0].options.map((o: { value: string }) => o.value)).toEqual(['1/4 in', '3/8 in', '1/2 in', '5/8 in']);
  });

  it('filters by category, sub-category, brand, supplier and text, and sorts', async () => {
    const { taxonomy } = fixture;
    expect((await list(`category_id=${taxonomy.categoryId('drywall')}&fetch_total=true`)).count).toBe(5);
    expect((await list(`sub_category_id=${taxonomy.categoryId('plywood')}&fetch_total=true`)).count).toBe(3);
    expect((await list(`brand_id=${taxonomy.brandId('Ironclad Fasteners')}&fetch_total=true`)).count).toBe(1);
    expect((await list(`supplier_id=${fixture.companies.granite}&fetch_total=true`)).count).toBe(3);
    expect((await list('query=plywood&fetch_total=true')).count).toBe(3);
    const cheapest = await list('sort=price&fetch_pricing=true&limit=3');
    expect(cheapest.results.map((r: { pricing: { price_cents: number } }) => r.pricing.price_cents)).toEqual([549, 899, 1299]);
    const dearest = await list('sort=-price&fetch_pricing=true&limit=1');
    expect(dearest.results[0].pricing.price_cents).toBe(4599);
    const byName = await list('sort=name');
    expect(byName.results[0].product_name).toBe('All-Purpose Joint Compound');
  });

  it('pages with limit and offset, the total counting every page', async () => {
    const first = await list('limit=4&fetch_total=true');
    const second = await list('limit=4&offset=4&fetch_total=true');
    const rest = await list('limit=4&offset=8&fetch_total=true');
    expect([first.count, second.count, rest.count]).toEqual([10, 10, 10]);
    expect(rest.results).toHaveLength(2);
    const ids = [...first.results, ...second.results, ...rest.results].map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(10);
    expect(ids).not.toContain(inactiveOffer());
  });

  it('shows a supplier its own offers, inactive ones too, on its products page', async () => {
    const page = await list('suppliers_page=true&fetch_total=true', granite);
    expect(page.count).toBe(4);
    expect(page.results.map((r: { active: boolean }) => r.active).sort()).toEqual([false, true, true, true]);
    const response = await builder.get('/api/product_supplier_variant/?suppliers_page=true');
    expect(response.statusCode).toBe(403);
  });

  it('names each bad query parameter', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=-1', 'offset'],
      ['fetch_pricing=yes', 'fetch_pricing'],
      ['sort=cheapest', 'sort'],
      ['query=' + 'x'.repeat(201), 'query'],
    ]) {
      const response = await builder.get(`/api/product_supplier_variant/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
  });

  it('refuses malformed ids, unknown, array-shaped and repeated filters, naming each, instead of listing everything', async () => {
    const drywall = fixture.taxonomy.categoryId('drywall');
    expect(await refusedFields(builder, '/api/product_supplier_variant/?category_id=drywall&project_id=abc&supplier_id=')).toEqual({
      category_id: 'This is not a valid category id.',
      project_id: 'This is not a valid project id.',
      supplier_id: 'This is not a valid supplier id.',
    });
    expect(await refusedFields(builder, `/api/product_supplier_variant/?category_id[]=${drywall}`)).toEqual({
      'category_id[]': unknownParameter('category_id', 'sub_category_id', 'brand_id', 'product_id', 'supplier_id', 'project_id', 'sort', 'limit', 'offset'),
    });
    expect(await refusedFields(builder, '/api/product_supplier_variant/?fetch_prices=true')).toEqual({ fetch_prices: unknownParameter('fetch_pricing') });
    expect(await refusedFields(builder, '/api/product_supplier_variant/?query=%00')).toEqual({ query: 'Remove the line breaks, tabs and other control characters.' });
    expect(await refusedFields(builder, `/api/product_supplier_variant/?category_id=${drywall}&category_id=${fixture.taxonomy.categoryId('plumbing')}`)).toEqual({
      category_id: 'Give this parameter once.',
    });
  });

  it('answers 401 signed out', async () => {
    expect((await t.client().get('/api/product_supplier_variant/')).statusCode).toBe(401);
  });

  it('answers each offer’s availability for a project of the caller’s company, in the one call', async () => {
    const body = await list(`product_id=${fixture.products.drywallPanel?.id}&project_id=${fixture.projects.missionBay}&sort=price`);
    const byOffer = new Map(
      (body.results as { id: string; availability: { deliverable: boolean; stock_on_hand: number; earliest_delivery_date: string | null } }[]).map((row) => [row.id, row.availability]),
    );
    const offers = fixture.products.drywallPanel?.variants[0]?.offers ?? [];
    const offerOf = (supplier: string) => offers.find((offer) => offer.supplier === supplier)?.id ?? '';
    expect(byOffer.get(offerOf('faraway'))).toEqual({ deliverable: false, stock_on_hand: 100, earliest_delivery_date: null });
    expect(byOffer.get(offerOf('northwind'))).toMatchObject({ deliverable: true, stock_on_hand: 200 });
    expect(byOffer.get(offerOf('northwind'))?.earliest_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const without = await list(`product_id=${fixture.products.drywallPanel?.id}`);
    expect(without.results[0]).not.toHaveProperty('availability');
  });

  it.each(['-created_at', 'price', '-name'])('with a project, lists the offers it can be delivered first, each group in %s order, paging through both', async (sort) => {
    type Row = { id: string; created_at: string; product_name: string; variant_name: string; pricing: { price_cents: number }; availability: { deliverable: boolean } };
    const all: Row[] = (await list(`project_id=${fixture.projects.missionBay}&sort=${sort}&fetch_pricing=true&fetch_total=true&limit=100`)).results;
    const deliverable = all.map((row) => row.availability.deliverable);
    expect(deliverable).toContain(false);
    expect(deliverable).toEqual([...deliverable].sort((a, b) => Number(b) - Number(a)));
    const key = (row: Row) => (sort.endsWith('price') ? row.pricing.price_cents : sort.endsWith('name') ? row.product_name : row.created_at);
    for (const group of [true, false]) {
      const keys = all.filter((row) => row.availability.deliverable === group).map(key);
      const ascending = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(sort.startsWith('-') ? ascending.reverse() : ascending);
    }
    const second: Row[] = (await list(`project_id=${fixture.projects.missionBay}&sort=${sort}&limit=4&offset=4`)).results;
    expect(second.map((row) => row.id)).toEqual(all.slice(4, 8).map((row) => row.id));
  });

  it('keeps the asked order alone for a project no supplier delivers to', async () => {
    const plain: { id: string }[] = (await list('limit=100')).results;
    const brooklyn: { id: string }[] = (await list(`project_id=${fixture.projects.brooklyn}&limit=100`)).results;
    expect(brooklyn.map((row) => row.id)).toEqual(plain.map((row) => row.id));
  });

  it('answers 404 for another company’s project, even when the same list was asked before', async () => {
    await list(`project_id=${fixture.projects.missionBay}`);
    const response = await builder.get(`/api/product_supplier_variant/?project_id=${fixture.projects.otherCompany}`);
    expect(response.statusCode).toBe(404);
    // A supplier has no projects: the same URL another account asked is not served from its cache.
    expect((await granite.get(`/api/product_supplier_variant/?project_id=${fixture.projects.missionBay}`)).statusCode).toBe(404);
  });
});

describe('GET /api/product_supplier_variant/{id}/', () => {
  it('answers one offer with the flags’ parts', async () => {
    const bare = await builder.get(`/api/product_supplier_variant/${panelOffer()}/`);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).not.toHaveProperty('pricing');
    expect(bare.json().images).toHaveLength(3);
    const full = await builder.get(`/api/product_supplier_variant/${panelOffer()}/?fetch_pricing=true&fetch_pricing_tiers=1&fetch_first_image_only=true&get_product_attributes=true&fetch_supplier_company=true`);
    expect(full.json()).toMatchObject({
      id: panelOffer(),
      pricing: { price_cents: 1450, currency: 'USD' },
      pricing_tiers: [{ min_quantity: 50 }, { min_quantity: 200 }],
      supplier_company: { name: 'Northwind Lumber Co.' },
    });
    expect(full.json().images).toHaveLength(1);
    expect(full.json().product_attributes.map((a: { code: string }) => a.code)).toContain('thickness');
    expect((await builder.get(`/api/product_supplier_variant/${panelOffer()}`)).statusCode).toBe(200);
  });

  it('hides an inactive offer from everyone but its supplier', async () => {
    expect((await builder.get(`/api/product_supplier_variant/${inactiveOffer()}/`)).statusCode).toBe(404);
    const own = await granite.get(`/api/product_supplier_variant/${inactiveOffer()}/`);
    expect(own.statusCode).toBe(200);
    expect(own.json().active).toBe(false);
  });

  it('answers 404 for an unknown offer, 400 for a bad flag, 401 signed out', async () => {
    expect((await builder.get('/api/product_supplier_variant/no-such-offer/')).json()).toMatchObject({ code: 'not_found' });
    expect((await builder.get(`/api/product_supplier_variant/${panelOffer()}/?fetch_pricing=maybe`)).json().fields).toEqual({ fetch_pricing: 'Use true or false.' });
    expect((await t.client().get(`/api/product_supplier_variant/${panelOffer()}/`)).statusCode).toBe(401);
  });
});

describe('GET /api/product_supplier/{productId}/{supplierId}', () => {
  it('answers the product as one supplier sells it, with its brand and the other suppliers', async () => {
    const response = await builder.get(`/api/product_supplier/${fixture.products.drywallPanel?.id}/${fixture.companies.northwind}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.product).toMatchObject({ id: fixture.products.drywallPanel?.id, name: 'UltraLight Drywall Panel', unit_of_measure: 'sheet', category: { slug: 'drywall' }, sub_category: { slug: 'drywall-panels' } });
    expect(body.brand).toEqual({ id: fixture.taxonomy.brandId('Summit Gypsum'), name: 'Summit Gypsum', slug: 'summit-gypsum' });
    expect(body.supplier).toEqual({ id: fixture.companies.northwind, name: 'Northwind Lumber Co.' });
    expect(body.product_supplier_variants.map((p: { variant_name: string; pricing: { price_cents: number } }) => [p.variant_name, p.pricing.price_cents])).toEqual([
      ['1/2 in, 4 ft x 8 ft', 1450],
      ['5/8 in, 4 ft x 8 ft', 1650],
    ]);
    expect(body.product_supplier_variants[0].pricing_tiers).toHaveLength(2);
    expect(body.product_supplier_variants[0].attribute_options).toHaveLength(3);
    expect(body.other_suppliers).toEqual([
      { id: fixture.companies.faraway, name: 'Faraway Supply', min_price_cents: 1299, currency: 'USD', product_supplier_variant_count: 1 },
      { id: fixture.companies.granite, name: 'Granite Supply Inc.', min_price_cents: 1399, currency: 'USD', product_supplier_variant_count: 1 },
    ]);
  });

  it('answers 404 when the supplier does not sell the product, or sells it only inactive', async () => {
    const notSold = await builder.get(`/api/product_supplier/${fixture.products.jointCompound?.id}/${fixture.companies.northwind}`);
    expect(notSold.statusCode).toBe(404);
    expect((await builder.get(`/api/product_supplier/${fixture.products.framingLumber?.id}/${fixture.companies.granite}`)).statusCode).toBe(404);
    // Its own supplier still sees it.
    const own = await granite.get(`/api/product_supplier/${fixture.products.framingLumber?.id}/${fixture.companies.granite}`);
    expect(own.statusCode).toBe(200);
    // Not among the product's sellers (nothing active), still named as the supplier.
    expect(own.json().supplier).toEqual({ id: fixture.companies.granite, name: 'Granite Supply Inc.' });
    expect(own.json().other_suppliers.map((other: { id: string }) => other.id)).not.toContain(fixture.companies.granite);
    expect((await builder.get(`/api/product_supplier/no-such-product/${fixture.companies.northwind}`)).statusCode).toBe(404);
  });

  it('answers 401 signed out', async () => {
    expect((await t.client().get(`/api/product_supplier/${fixture.products.drywallPanel?.id}/${fixture.companies.northwind}`)).statusCode).toBe(401);
  });
});
