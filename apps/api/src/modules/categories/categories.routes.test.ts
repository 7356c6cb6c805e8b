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

describe('GET /api/category/', () => {
  it('lists top-level categories in navigation order, sub-categories only when asked', async () => {
    const plain = (await builder.get('/api/category/?limit=2')).json();
    expect(plain.count).toBe(12);
    expect(plain.results).toEqual([
      { id: fixture.taxonomy.categoryId('lumber-composites'), name: 'Lumber & Composites', slug: 'lumber-composites', parent_id: null },
      { id: fixture.taxonomy.categoryId('drywall'), name: 'Drywall', slug: 'drywall', parent_id: null },
    ]);
    const nested = (await builder.get('/api/category/?limit=2&offset=1&fetch_sub_categories=true')).json();
    expect(nested.results[0].sub_categories.map((s: { name: string; parent_id: string }) => [s.name, s.parent_id])).toEqual([
      ['Drywall Panels', fixture.taxonomy.categoryId('drywall')],
      ['Joint Compound', fixture.taxonomy.categoryId('drywall')],
      ['Drywall Tape & Bead', fixture.taxonomy.categoryId('drywall')],
    ]);
  });

  it('lists the sub-categories of a parent', async () => {
    const subs = (await builder.get(`/api/category/?parent_id=${fixture.taxonomy.categoryId('plumbing')}`)).json();
    expect(subs.results.map((s: { slug: string }) => s.slug)).toEqual(['pex-pipe', 'copper-pipe', 'pvc-pipe', 'valves-fittings', 'water-heaters']);
  });

  it('names bad parameters and answers 401 signed out', async () => {
    expect((await builder.get('/api/category/?fetch_sub_categories=please')).json().fields).toEqual({ fetch_sub_categories: 'Use true or false.' });
    expect((await t.client().get('/api/category/')).statusCode).toBe(401);
  });

  it('refuses a malformed parent id, unknown and repeated parameters, naming each', async () => {
    expect(await refusedFields(builder, '/api/category/?parent_id=plumbing')).toEqual({ parent_id: 'This is not a valid parent category id.' });
    expect(await refusedFields(builder, '/api/category/?parent=plumbing')).toEqual({ parent: unknownParameter('parent_id', 'fetch_sub_categories', 'limit', 'offset') });
    expect(await refusedFields(builder, '/api/category/?fetch_sub_categories=true&fetch_sub_categories=false')).toEqual({ fetch_sub_categories: 'Give this parameter once.' });
  });
});

describe('GET /api/category/{id}/', () => {
  it('answers a category, with its sub-categories when fetch_sub_categories=true', async () => {
    const id = fixture.taxonomy.categoryId('electrical');
    const plain = (await builder.get(`/api/category/${id}/`)).json();
    expect(plain).toEqual({ id, name: 'Electrical', slug: 'electrical', parent_id: null });
    const nested = (await builder.get(`/api/category/${id}/?fetch_sub_categories=true`)).json();
    expect(nested.sub_categories).toHaveLength(5);
    const sub = (await builder.get(`/api/category/${fixture.taxonomy.categoryId('lighting')}/?fetch_sub_categories=true`)).json();
    expect(sub).toMatchObject({ name: 'Lighting', parent_id: id, sub_categories: [] });
  });

  it('answers 404 for an unknown category and 401 signed out', async () => {
    expect((await builder.get('/api/category/nope/')).statusCode).toBe(404);
    expect((await t.client().get(`/api/category/${fixture.taxonomy.categoryId('electrical')}/`)).statusCode).toBe(401);
  });
});
