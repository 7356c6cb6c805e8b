import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../catalog-generator/generate-catalog';
import { utcDatesAfter } from '../../testing/catalog-fixture';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { startCatalogTestApp } from '../../testing/catalog-test-app';
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

interface Result {
  id: string;
  product_name: string;
  variant_name: string;
  sku: string;
  price_cents: number;
  supplier: { id: string; name: string };
  availability?: { deliverable: boolean; stock_on_hand: number; earliest_delivery_date: string | null };
}

async function search(body: Record<string, unknown>, path = '/api/search/products/') {
  const response = await builder.post(path, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; search: string; corrected_search: string | null; results: Result[]; facets?: Facets };
}

interface Facets {
  categories: { id: string; name: string; count: number; sub_categories: { name: string; count: number }[] }[];
  attributes: { id: string; code: string; name: string; options: { id: string; value: string; count: number }[] }[];
}

describe('POST /api/search/products/', () => {
  it('finds offers by product, variant, brand and category names and by SKU', async () => {
    const byName = await search({ search: 'drywall' });
    expect(byName.count).toBe(6);
    expect(new Set(byName.results.map((r) => r.product_name))).toEqual(
      new Set(['UltraLight Drywall Panel', 'All-Purpose Joint Compound', 'Coarse Thread Drywall Screws']),
    );
    expect((await search({ search: 'cascadia timber' })).count).toBe(4);
    expect((await search({ search: '5/8 drywall panel' })).results.map((r) => r.variant_name)).toEqual(['5/8 in, 4 ft x 8 ft']);
    // "5/8" alone also finds the 1-5/8 in screws: sizes are matched word by word.
    expect((await search({ search: '5/8' })).count).toBe(2);
    const bySku = await search({ search: 'SG-UDP-0001-02' });
    expect(bySku.results.map((r) => r.sku)).toEqual(['SG-UDP-0001-02']);
    expect(bySku.search).toBe('SG-UDP-0001-02');
    expect(bySku.corrected_search).toBeNull();
  });

  it('finds attribute values, also those not spelled out in variant names', async () => {
    expect((await search({ search: 'lightweight drywall' })).count).toBe(4);
    expect((await search({ search: 'douglas fir' })).results.map((r) => r.sku)).toEqual(['CT-FL-0005-01']);
  });

  it('matches unfinished words ("dryw" finds drywall)', async () => {
    const result = await search({ search: 'dryw' });
    expect(result.count).toBe(6);
    expect(result.corrected_search).toBeNull();
    expect((await search({ search: 'plywo' })).count).toBe(3);
    expect((await search({ search: 'dry pan' })).results.every((r) => r.product_name === 'UltraLight Drywall Panel')).toBe(true);
  });

  it('folds plurals, so "panels" and "screw" find "Panel" and "Screws"', async () => {
    expect((await search({ search: 'drywall panels' })).count).toBe(4);
    expect((await search({ search: 'screw' })).count).toBe(1);
  });

  it('corrects typos to the closest indexed word', async () => {
    const plywood = await search({ search: 'plywod 3/4' });
    expect(plywood.corrected_search).toBe('plywood 3/4');
    expect(plywood.search).toBe('plywood 3/4');
    expect(plywood.results.map((r) => r.sku)).toEqual(['CT-CDX-0004-02']);

    const drywall = await search({ search: 'drywal' });
    expect(drywall.count).toBe(6);
    const transposed = await search({ search: 'Drywlal panel' });
    expect(transposed.corrected_search).toBe('drywall panel');
    expect(transposed.count).toBe(4);

    expect(await search({ search: 'the' })).toMatchObject({ count: 0, search: 'the', results: [] });
    const nothing = await search({ search: 'xylophone' });
    expect(nothing).toMatchObject({ count: 0, results: [], corrected_search: null });
  });

  it('ranks name matches above category-only matches, then cheapest first', async () => {
    const { results } = await search({ search: 'drywall' });
    // The joint compound only mentions drywall through its category.
    expect(results.at(-1)?.product_name).toBe('All-Purpose Joint Compound');
    const panel = results.filter((r) => r.product_name === 'UltraLight Drywall Panel' && r.variant_name.startsWith('1/2'));
    expect(panel.map((r) => r.price_cents)).toEqual([1299, 1399, 1450]);

    const { results: sku } = await search({ search: 'ct cdx' });
    expect(sku[0]?.product_name).toBe('Structural CDX Plywood');
  });

  it('pages through the results with a stable order and the total', async () => {
    const all = await search({ search: 'drywall', limit: 100 });
    const pages = [await search({ search: 'drywall', limit: 4, offset: 0 }), await search({ search: 'drywall', limit: 4, offset: 4 })];
    expect(pages.map((page) => page.count)).toEqual([6, 6]);
    expect(pages.map((page) => page.results.length)).toEqual([4, 2]);
    expect(pages.flatMap((page) => page.results.map((r) => r.id))).toEqual(all.results.map((r) => r.id));
    // A page past the last match has no row to carry the total: it is still counted.
    const pastTheEnd = await search({ search: 'drywall', offset: 6 });
    expect(pastTheEnd.results).toEqual([]);
    expect(pastTheEnd.count).toBe(6);
  });

  it('computes the answer again for a request with Cache-Control: no-cache', async () => {
    const body = { search: 'drywall', limit: 3, offset: 1 };
    const before = await search(body);
    const offerId = before.results[0]?.id ?? '';
    // Changed without bumping the catalogue version: only a recomputed answer can show it.
    await t.app.db.updateTable('product_supplier_variants').set({ active: 0 }).where('id', '=', offerId).execute();
    try {
      expect((await search(body)).results.map((r) => r.id)).toContain(offerId);
      const reloaded = await builder.post('/api/search/products/', body, { headers: { 'cache-control': 'no-cache' } });
      expect(reloaded.json().results.map((r: Result) => r.id)).not.toContain(offerId);
      expect((await search(body)).results.map((r) => r.id)).not.toContain(offerId);
    } finally {
      await t.app.db.updateTable('product_supplier_variants').set({ active: 1 }).where('id', '=', offerId).execute();
    }
  });

  it('counts the total and facets once for every page of a search', async () => {
    const first = await search({ search: 'screws', limit: 1 });
    const offerId = first.results[0]?.id ?? '';
    // Changed without bumping the catalogue version: a page computed now still has its rows
    // from the database, while the total and facets come from the first page's count.
    await t.app.db.updateTable('product_supplier_variants').set({ active: 0 }).where('id', '=', offerId).execute();
    try {
      const second = await search({ search: 'screws', limit: 1, offset: 1 });
      expect(second.count).toBe(first.count);
      expect(second.facets).toEqual(first.facets);
      const recounted = await builder.post('/api/search/products/', { search: 'screws', limit: 1, offset: 1 }, { headers: { 'cache-control': 'no-cache' } });
      expect(recounted.json().count).toBe(first.count - 1);
    } finally {
      await t.app.db.updateTable('product_supplier_variants').set({ active: 1 }).where('id', '=', offerId).execute();
    }
  });

  it('counts facets: categories with sub-categories, and attribute options', async () => {
    const { facets } = await search({ search: 'drywall' });
    expect(facets?.categories.map((c) => [c.name, c.count, c.sub_categories.map((s) => [s.name, s.count])])).toEqual([
      ['Drywall', 5, [['Drywall Panels', 4], ['Joint Compound', 1]]],
      ['Fasteners', 1, [['Screws', 1]]],
    ]);
    const thickness = facets?.attributes.find((a) => a.code === 'thickness');
    expect(thickness?.options.map((o) => [o.value, o.count])).toEqual([
      ['1/2 in', 3],
      ['5/8 in', 1],
    ]);
    expect(facets?.attributes.find((a) => a.code === 'container')?.options).toEqual([expect.objectContaining({ value: '4.5 gal bucket', count: 1 })]);
  });

  it('filters by category, sub-category and attribute options', async () => {
    const { taxonomy } = fixture;
    expect((await search({ search: 'drywall', category_id: taxonomy.categoryId('fasteners') })).count).toBe(1);
    expect((await search({ search: 'drywall', sub_category_id: taxonomy.categoryId('joint-compound') })).count).toBe(1);
    const fiveEighths = taxonomy.optionId('drywall', 'thickness', '5/8 in');
    const half = taxonomy.optionId('drywall', 'thickness', '1/2 in');
    const filtered = await search({ search: 'drywall', facets: [fiveEighths] });
    expect(filtered.results.map((r) => r.sku)).toEqual(['SG-UDP-0001-02']);
    // Options of one attribute widen; another attribute narrows.
    expect((await search({ search: 'drywall', facets: [fiveEighths, half] })).count).toBe(4);
    const container = taxonomy.optionId('drywall', 'container', '4.5 gal bucket');
    expect((await search({ search: 'drywall', facets: [half, container] })).count).toBe(0);
  });

  it('leaves out facets when not asked, and ignores inactive offers', async () => {
    const result = await search({ search: 'framing lumber', fetch_facets: false });
    expect(result.facets).toBeUndefined();
    expect(result.results.map((r) => r.supplier.name)).toEqual(['Northwind Lumber Co.']);
    expect(result.count).toBe(1);
  });

  it('names each bad field', async () => {
    for (const [body, field] of [
      [{}, 'search'],
      [{ search: '   ' }, 'search'],
      [{ search: 'x'.repeat(201) }, 'search'],
      [{ search: 'drywall', limit: 0 }, 'limit'],
      [{ search: 'drywall', limit: 101 }, 'limit'],
      [{ search: 'drywall', offset: -1 }, 'offset'],
      [{ search: 'drywall', facets: 'nope' }, 'facets'],
      [{ search: 'drywall', category_id: 7 }, 'category_id'],
    ] as const) {
      const response = await builder.post('/api/search/products/', body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
    const unknownOption = await builder.post('/api/search/products/', { search: 'drywall', facets: ['no-such-option'] });
    expect(unknownOption.statusCode).toBe(400);
    expect(unknownOption.json().fields).toEqual({ facets: expect.any(String) });
  });

  it('answers 401 signed out and 403 without CSRF', async () => {
    expect((await t.client().post('/api/search/products/', { search: 'drywall' })).statusCode).toBe(401);
    expect((await builder.post('/api/search/products/', { search: 'drywall' }, { csrf: false })).statusCode).toBe(403);
  });
});

describe('POST /api/search/products/availability/', () => {
  it('gives each result its availability for the project, deliverable offers first', async () => {
    const before = new Date();
    const result = await search({ search: 'ultralight 1/2', project_id: fixture.projects.missionBay }, '/api/search/products/availability/');
    const after = new Date();
    expect(result.results.map((r) => [r.supplier.name, r.availability?.deliverable])).toEqual([
      ['Granite Supply Inc.', true],
      ['Northwind Lumber Co.', true],
      ['Faraway Supply', false],
    ]);
    const [granite, northwind, faraway] = result.results;
    // Granite holds 5 with a minimum order of 10: its 7-day lead time applies.
    expect(utcDatesAfter(7, [before, after])).toContain(granite?.availability?.earliest_delivery_date);
    expect(granite?.availability?.stock_on_hand).toBe(5);
    expect(utcDatesAfter(1, [before, after])).toContain(northwind?.availability?.earliest_delivery_date);
    expect(faraway?.availability).toEqual({ deliverable: false, stock_on_hand: 100, earliest_delivery_date: null });
    expect(result).toMatchObject({ count: 3, project: { id: fixture.projects.missionBay, name: 'Mission Bay Townhomes', postal_code: '94158' } });
  });

  it('keeps only deliverable offers with deliverable_only', async () => {
    const all = await search({ search: 'drywall', project_id: fixture.projects.missionBay }, '/api/search/products/availability/');
    const deliverable = await search({ search: 'drywall', project_id: fixture.projects.missionBay, deliverable_only: true }, '/api/search/products/availability/');
    expect(all.count).toBe(6);
    expect(deliverable.count).toBe(5);
    expect(deliverable.results.every((r) => r.availability?.deliverable)).toBe(true);
    const nowhere = await search({ search: 'drywall', project_id: fixture.projects.brooklyn, deliverable_only: true }, '/api/search/products/availability/');
    expect(nowhere).toMatchObject({ count: 0, results: [] });
  });

  it('answers 404 for another company’s project or an unknown one', async () => {
    for (const projectId of [fixture.projects.otherCompany, 'no-such-project']) {
      const response = await builder.post('/api/search/products/availability/', { search: 'drywall', project_id: projectId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    const supplier = t.client();
    await supplier.login('supplier@example.com');
    expect((await supplier.post('/api/search/products/availability/', { search: 'drywall', project_id: fixture.projects.missionBay })).statusCode).toBe(404);
  });

  it('names bad fields and answers 401 signed out', async () => {
    const missing = await builder.post('/api/search/products/availability/', { search: 'drywall' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ project_id: expect.any(String) });
    const flag = await builder.post('/api/search/products/availability/', { search: 'drywall', project_id: fixture.projects.missionBay, deliverable_only: 'yes' });
    expect(flag.json().fields).toEqual({ deliverable_only: 'Use true or false.' });
    expect((await t.client().post('/api/search/products/availability/', { search: 'drywall', project_id: fixture.projects.missionBay })).statusCode).toBe(401);
  });
});

describe('search over a generated catalogue', () => {
  it('indexes generated products as they are written and finds them', async () => {
    const generated = await generateCatalog(t.app.db, {
      seed: 7,
      products: 60,
      namespace: 'gen',
      suppliers: [{ id: fixture.companies.granite, specialties: [], priceFactor: 1, reach: 1 }],
    });
    const result = await search({ search: 'gen drywall', limit: 100 });
    expect(result.count).toBeGreaterThan(0);
    expect(result.results.every((r) => r.sku.startsWith('GEN-'))).toBe(true);
    const active = await t.app.db
      .selectFrom('product_supplier_variants as psv')
      .innerJoin('variants as v', 'v.id', 'psv.variant_id')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('v.sku', 'like', 'GEN-%')
      .where('psv.active', '=', 1)
      .executeTakeFirstOrThrow();
    expect(generated.productSupplierVariants).toBeGreaterThanOrEqual(Number(active.count));
    const everything = await search({ search: 'gen', limit: 1, fetch_facets: true });
    expect(everything.count).toBe(Number(active.count));
    expect(everything.facets?.categories.reduce((sum, c) => sum + c.count, 0)).toBe(Number(active.count));
  });
});
