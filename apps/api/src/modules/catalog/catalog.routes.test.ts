import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { startCatalogTestApp } from '../../testing/catalog-test-app';
import { refusedFields, unknownParameter } from '../../testing/refused-fields';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let fixture: CatalogFixture;
let builder: TestClient;

beforeAll(async () => {
  ({ t, fixture, builder } = await startCatalogTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/catalog/', () => {
  it('lists products newest first, each with its first image and variant count', async () => {
    const response = await builder.get('/api/catalog/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(6);
    expect(body.results.map((p: { name: string }) => p.name)).toEqual([
      'Select Cedar Board',
      'Kiln-Dried Framing Lumber',
      'Structural CDX Plywood',
      'Coarse Thread Drywall Screws',
      'All-Purpose Joint Compound',
      'UltraLight Drywall Panel',
    ]);
    const panel = body.results.at(-1);
    expect(panel).toEqual({
      id: fixture.products.drywallPanel?.id,
      name: 'UltraLight Drywall Panel',
      slug: 'drywallPanel',
      unit_of_measure: 'sheet',
      brand: { id: fixture.taxonomy.brandId('Summit Gypsum'), name: 'Summit Gypsum', slug: 'summit-gypsum' },
      category: { id: fixture.taxonomy.categoryId('drywall'), name: 'Drywall', slug: 'drywall' },
      sub_category: { id: fixture.taxonomy.categoryId('drywall-panels'), name: 'Drywall Panels', slug: 'drywall-panels' },
      variant_count: 2,
      image: expect.objectContaining({ position: 0, width: 480, height: 480 }),
      created_at: '2026-01-01T00:00:00.000Z',
    });
    expect(body.results[0].image).toBeNull();
  });

  it('filters, sorts and pages', async () => {
    const { taxonomy } = fixture;
    const lumber = (await builder.get(`/api/catalog/?category_id=${taxonomy.categoryId('lumber-composites')}&sort=name`)).json();
    expect(lumber.results.map((p: { name: string }) => p.name)).toEqual(['Kiln-Dried Framing Lumber', 'Select Cedar Board', 'Structural CDX Plywood']);
    expect((await builder.get(`/api/catalog/?sub_category_id=${taxonomy.categoryId('plywood')}`)).json().count).toBe(1);
    expect((await builder.get(`/api/catalog/?brand_id=${taxonomy.brandId('WallCraft')}`)).json().count).toBe(1);
    expect((await builder.get('/api/catalog/?query=DRYWALL')).json().count).toBe(2);
    expect((await builder.get('/api/catalog/?query=100%25')).json().count).toBe(0);
    const page = (await builder.get('/api/catalog/?limit=2&offset=4&sort=created_at')).json();
    expect(page.count).toBe(6);
    expect(page.results.map((p: { name: string }) => p.name)).toEqual(['Kiln-Dried Framing Lumber', 'Select Cedar Board']);
  });

  it('names bad parameters and answers 401 signed out', async () => {
    const bad = await builder.get('/api/catalog/?sort=price&limit=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['limit', 'sort']);
    expect((await t.client().get('/api/catalog/')).statusCode).toBe(401);
  });

  it('refuses malformed ids and numbers, unknown and repeated parameters, naming each', async () => {
    const brand = fixture.taxonomy.brandId('WallCraft');
    expect(await refusedFields(builder, '/api/catalog/?brand_id=nope&sub_category_id=42')).toEqual({
      brand_id: 'This is not a valid brand id.',
      sub_category_id: 'This is not a valid sub-category id.',
    });
    expect(await refusedFields(builder, '/api/catalog/?offset=&limit=1e1')).toEqual({ offset: 'Use a whole number of 0 or more.', limit: 'Use a whole number from 1 to 100.' });
    expect(await refusedFields(builder, '/api/catalog/?query=dry%00wall')).toEqual({ query: 'Remove the line breaks, tabs and other control characters.' });
    expect(await refusedFields(builder, '/api/catalog/?category_id[]=x&brand=x')).toEqual({
      'category_id[]': unknownParameter('query', 'brand_id', 'category_id', 'sub_category_id', 'sort', 'limit', 'offset'),
      brand: unknownParameter('brand_id'),
    });
    expect(await refusedFields(builder, `/api/catalog/?brand_id=${brand}&brand_id=${brand}`)).toEqual({ brand_id: 'Give this parameter once.' });
    // An id is read whatever its letter case.
    expect((await builder.get(`/api/catalog/?brand_id=${brand.toUpperCase()}`)).json().count).toBe(1);
  });
});

describe('GET /api/catalog/{id}/', () => {
  it('answers the product with its variants, attribute values and ordered images', async () => {
    const response = await builder.get(`/api/catalog/${fixture.products.drywallPanel?.id}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ name: 'UltraLight Drywall Panel', description_html: '<p>UltraLight Drywall Panel</p>', brand: { name: 'Summit Gypsum' } });
    expect(body.variants.map((v: { name: string; sku: string }) => [v.name, v.sku])).toEqual([
      ['1/2 in, 4 ft x 8 ft', 'SG-UDP-0001-01'],
      ['5/8 in, 4 ft x 8 ft', 'SG-UDP-0001-02'],
    ]);
    expect(body.variants[0].attribute_values[0]).toEqual({
      attribute_id: fixture.taxonomy.attributeId('drywall', 'thickness'),
      code: 'thickness',
      name: 'Thickness',
      option_id: fixture.taxonomy.optionId('drywall', 'thickness', '1/2 in'),
      value: '1/2 in',
    });
    expect(body.variants[0].images.map((i: { position: number }) => i.position)).toEqual([0, 1, 2]);
  });

  it('answers 404 for an unknown product and 401 signed out', async () => {
    expect((await builder.get('/api/catalog/no-such-product/')).statusCode).toBe(404);
    expect((await t.client().get(`/api/catalog/${fixture.products.drywallPanel?.id}/`)).statusCode).toBe(401);
  });
});

describe('GET /api/products/{id}/', () => {
  it('adds each supplier’s active offer: price range, count, stock', async () => {
    const response = await builder.get(`/api/products/${fixture.products.drywallPanel?.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().variants).toHaveLength(2);
    expect(response.json().offers).toEqual([
      { supplier: { id: fixture.companies.faraway, name: 'Faraway Supply' }, min_price_cents: 1299, max_price_cents: 1299, currency: 'USD', product_supplier_variant_count: 1, in_stock: true },
      { supplier: { id: fixture.companies.granite, name: 'Granite Supply Inc.' }, min_price_cents: 1399, max_price_cents: 1399, currency: 'USD', product_supplier_variant_count: 1, in_stock: true },
      { supplier: { id: fixture.companies.northwind, name: 'Northwind Lumber Co.' }, min_price_cents: 1450, max_price_cents: 1650, currency: 'USD', product_supplier_variant_count: 2, in_stock: true },
    ]);
    const lumber = (await builder.get(`/api/products/${fixture.products.framingLumber?.id}/`)).json();
    expect(lumber.offers.map((o: { supplier: { name: string } }) => o.supplier.name)).toEqual(['Northwind Lumber Co.']);
    expect((await builder.get(`/api/products/${fixture.products.cedarBoard?.id}/`)).json().offers).toEqual([]);
  });

  it('answers 404 for an unknown product and 401 signed out', async () => {
    expect((await builder.get('/api/products/nope/')).statusCode).toBe(404);
    expect((await t.client().get(`/api/products/${fixture.products.drywallPanel?.id}/`)).statusCode).toBe(401);
  });
});

describe('GET /api/catalog/metadata', () => {
  it('answers what catalogue screens draw their filters from', async () => {
    const supplier = t.client();
    await supplier.login('supplier@example.com');
    const response = await supplier.get('/api/catalog/metadata');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.brands.length).toBeGreaterThan(30);
    expect(body.brands[0]).toEqual({ id: expect.any(String), name: 'AquaFlow', slug: 'aquaflow' });
    expect(body.categories).toHaveLength(12);
    const drywall = body.categories.find((c: { slug: string }) => c.slug === 'drywall');
    expect(drywall.sub_categories.map((s: { slug: string }) => s.slug)).toEqual(['drywall-panels', 'joint-compound', 'drywall-tape']);
    const thickness = body.attributes.find((a: { id: string }) => a.id === fixture.taxonomy.attributeId('drywall', 'thickness'));
    expect(thickness.options.map((o: { value: string }) => o.value)).toEqual(['1/4 in', '3/8 in', '1/2 in', '5/8 in']);
    expect(body.units_of_measure).toEqual(['box', 'each', 'piece', 'sheet']);
    expect(body.sort_options).toEqual(expect.arrayContaining(['-created_at', 'price', '-price', 'name']));
  });

  it('answers 401 signed out', async () => {
    expect((await t.client().get('/api/catalog/metadata')).statusCode).toBe(401);
  });
});
