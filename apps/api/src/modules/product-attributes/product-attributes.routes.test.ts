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

describe('GET /api/product_attributes/', () => {
  it('lists a category’s attributes, with options when asked', async () => {
    const drywall = fixture.taxonomy.categoryId('drywall');
    const plain = (await builder.get(`/api/product_attributes/?category_id=${drywall}`)).json();
    expect(plain.count).toBe(5);
    expect(plain.results[0]).toEqual({ id: fixture.taxonomy.attributeId('drywall', 'thickness'), category_id: drywall, name: 'Thickness', code: 'thickness' });
    const withOptions = (await builder.get(`/api/product_attributes/?category_id=${drywall}&fetch_options=true`)).json();
    expect(withOptions.results[2].options.map((o: { value: string }) => o.value)).toEqual([
      'Regular',
      'Lightweight',
      'Moisture Resistant',
      'Fire Resistant Type X',
      'Mold Resistant',
      'Abuse Resistant',
    ]);
  });

  it('gives a sub-category its parent’s attributes', async () => {
    const body = (await builder.get(`/api/product_attributes/?category_id=${fixture.taxonomy.categoryId('drywall-panels')}`)).json();
    expect(body.results.map((a: { code: string }) => a.code)).toEqual(['thickness', 'panel_size', 'panel_type', 'container', 'length']);
  });

  it('filters by name and pages', async () => {
    const body = (await builder.get('/api/product_attributes/?query=thick&limit=2')).json();
    expect(body.count).toBe(4);
    expect(body.results).toHaveLength(2);
    expect(body.results.every((a: { name: string }) => a.name === 'Thickness')).toBe(true);
    expect((await builder.get('/api/product_attributes/?category_id=00000000-0000-4000-8000-000000000000')).json()).toEqual({ count: 0, results: [] });
  });

  it('names bad parameters and answers 401 signed out', async () => {
    expect((await builder.get('/api/product_attributes/?limit=1000')).json().fields).toEqual({ limit: 'Use a whole number from 1 to 100.' });
    expect((await t.client().get('/api/product_attributes/')).statusCode).toBe(401);
  });

  it('refuses a malformed category id, unknown and repeated parameters, naming each', async () => {
    const drywall = fixture.taxonomy.categoryId('drywall');
    expect(await refusedFields(builder, '/api/product_attributes/?category_id=nope&query=%00')).toEqual({
      category_id: 'This is not a valid category id.',
      query: 'Remove the line breaks, tabs and other control characters.',
    });
    expect(await refusedFields(builder, '/api/product_attributes/?category_id[]=x&fetch_option=true')).toEqual({
      'category_id[]': unknownParameter('category_id', 'query', 'fetch_options', 'limit', 'offset'),
      fetch_option: unknownParameter('fetch_options'),
    });
    expect(await refusedFields(builder, `/api/product_attributes/?category_id=${drywall}&category_id=${drywall}`)).toEqual({ category_id: 'Give this parameter once.' });
  });
});
