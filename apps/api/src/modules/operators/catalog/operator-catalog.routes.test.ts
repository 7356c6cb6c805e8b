import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogFixture } from '../../../testing/catalog-fixture';
import { startCatalogTestApp } from '../../../testing/catalog-test-app';
import { signInOperator } from '../../../testing/operators';
import type { TestApp } from '../../../testing/test-app';
import type { TestClient } from '../../../testing/test-client';

let t: TestApp;
let fixture: CatalogFixture;
let builder: TestClient;
let supplier: TestClient;
let operator: TestClient;

beforeAll(async () => {
  ({ t, fixture, builder } = await startCatalogTestApp());
  supplier = t.client();
  await supplier.login('supplier@example.com');
  operator = t.client();
  await signInOperator(t, operator);
});
afterAll(async () => {
  await t.close();
});

const auditActions = async (subjectId: string) =>
  (await operator.get(`/api/operator/audit-events/?subject_id=${subjectId}`)).json().results.map((event: { action: string }) => event.action) as string[];

describe('brands', () => {
  it('adds, renames and deletes a brand, each shown by the catalogue at once and audited', async () => {
    // Asked once first, so a cached answer would be served if a write did not bump the version.
    expect((await builder.get('/api/brand?query=Quillfeather')).json().count).toBe(0);
    const created = await operator.post('/api/operator/brands/', { name: '  Quillfeather Masonry ' });
    expect(created.statusCode).toBe(201);
    const brand = created.json();
    expect(brand).toEqual({ id: expect.any(String), name: 'Quillfeather Masonry', slug: 'quillfeather-masonry' });
    expect((await builder.get('/api/brand?query=Quillfeather')).json().results).toEqual([brand]);

    const renamed = await operator.put(`/api/operator/brands/${brand.id}/`, { name: 'Quillfeather Block' });
    expect(renamed.json()).toEqual({ ...brand, name: 'Quillfeather Block' });
    expect((await builder.get(`/api/brand/${brand.id}/`)).json().name).toBe('Quillfeather Block');

    expect((await operator.request('DELETE', `/api/operator/brands/${brand.id}/`)).statusCode).toBe(204);
    expect((await builder.get(`/api/brand/${brand.id}/`)).statusCode).toBe(404);
    expect(await auditActions(brand.id)).toEqual(['brand.delete', 'brand.rename', 'brand.create']);
  });

  it('renames a brand in search too: its products are found by the new name', async () => {
    const brandId = fixture.taxonomy.brandId('Summit Gypsum');
    const response = await operator.put(`/api/operator/brands/${brandId}/`, { name: 'Zenithal Gypsum' });
    expect(response.statusCode).toBe(200);
    expect((await builder.post('/api/search/products/', { search: 'zenithal' })).json().count).toBeGreaterThan(0);
  });

  it('refuses a brand whose name another has (409), one in use (409), a bad name (400) and an unknown id (404)', async () => {
    const taken = await operator.post('/api/operator/brands/', { name: 'zenithal gypsum' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ name: 'The brand "Zenithal Gypsum" already exists.' });
    const inUse = await operator.request('DELETE', `/api/operator/brands/${fixture.taxonomy.brandId('Summit Gypsum')}/`);
    expect(inUse.statusCode).toBe(409);
    expect((await operator.post('/api/operator/brands/', { name: '—' })).json().fields).toEqual({ name: 'Use at least one letter or digit.' });
    expect((await operator.post('/api/operator/brands/', { name: 'x'.repeat(101) })).json().fields).toEqual({ name: 'Use at most 100 characters.' });
    expect((await operator.post('/api/operator/brands/', {})).json().fields).toEqual({ name: 'Enter a name.' });
    expect((await operator.put(`/api/operator/brands/${randomUUID()}/`, { name: 'Nobody' })).statusCode).toBe(404);
    expect((await operator.request('DELETE', `/api/operator/brands/${randomUUID()}/`)).statusCode).toBe(404);
  });

  it('answers 401 signed out and to a builder’s or a supplier’s session', async () => {
    expect((await t.client().post('/api/operator/brands/', { name: 'Sneaky' })).statusCode).toBe(401);
    expect((await builder.post('/api/operator/brands/', { name: 'Sneaky' })).statusCode).toBe(401);
    expect((await supplier.post('/api/operator/brands/', { name: 'Sneaky' })).statusCode).toBe(401);
    expect((await supplier.request('DELETE', `/api/operator/categories/${fixture.taxonomy.categoryId('drywall')}/`)).statusCode).toBe(401);
  });
});

describe('categories', () => {
  it('adds a category and a sub-category, renames and deletes them, each audited', async () => {
    const top = await operator.post('/api/operator/categories/', { name: 'Landscaping' });
    expect(top.statusCode).toBe(201);
    expect(top.json()).toMatchObject({ name: 'Landscaping', slug: 'landscaping', parent_id: null, position: 12 });
    const sub = await operator.post('/api/operator/categories/', { name: 'Pavers', parent_id: top.json().id, position: 0 });
    expect(sub.json()).toMatchObject({ name: 'Pavers', parent_id: top.json().id, position: 0 });
    const nested = (await builder.get(`/api/category/${top.json().id}/?fetch_sub_categories=true`)).json();
    expect(nested.sub_categories.map((category: { name: string }) => category.name)).toEqual(['Pavers']);

    const renamed = await operator.put(`/api/operator/categories/${sub.json().id}/`, { name: 'Stone Pavers' });
    expect(renamed.json()).toMatchObject({ id: sub.json().id, name: 'Stone Pavers', slug: 'pavers' });

    // A category with sub-categories stays until they go.
    expect((await operator.request('DELETE', `/api/operator/categories/${top.json().id}/`)).statusCode).toBe(409);
    expect((await operator.request('DELETE', `/api/operator/categories/${sub.json().id}/`)).statusCode).toBe(204);
    expect((await operator.request('DELETE', `/api/operator/categories/${top.json().id}/`)).statusCode).toBe(204);
    expect((await builder.get(`/api/category/${top.json().id}/`)).statusCode).toBe(404);
    expect(await auditActions(sub.json().id)).toEqual(['category.delete', 'category.rename', 'category.create']);
  });

  it('names a bad parent, a repeated name and a bad position; 409 for one in use; 404 for an unknown id', async () => {
    const underSub = await operator.post('/api/operator/categories/', { name: 'Gravel', parent_id: fixture.taxonomy.categoryId('drywall-panels') });
    expect(underSub.statusCode).toBe(400);
    expect(underSub.json().fields.parent_id).toMatch(/one level deep/);
    expect((await operator.post('/api/operator/categories/', { name: 'Gravel', parent_id: randomUUID() })).json().fields).toEqual({ parent_id: 'Choose a top-level category.' });
    const repeated = await operator.post('/api/operator/categories/', { name: 'drywall' });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().fields.name).toMatch(/already exists as a top-level category/);
    expect((await operator.post('/api/operator/categories/', { name: 'Gravel', position: -1 })).json().fields).toEqual({ position: 'Use a whole number from 0 to 10000.' });
    expect((await operator.request('DELETE', `/api/operator/categories/${fixture.taxonomy.categoryId('drywall-panels')}/`)).statusCode).toBe(409);
    expect((await operator.put(`/api/operator/categories/${randomUUID()}/`, { name: 'Nowhere' })).statusCode).toBe(404);
    expect((await operator.request('DELETE', `/api/operator/categories/${randomUUID()}/`)).statusCode).toBe(404);
  });
});

describe('the console’s lists', () => {
  it('answers brands and categories as the catalogue does, to operators only, and names a bad filter', async () => {
    const brands = await operator.get('/api/operator/brands/?limit=100');
    expect(brands.statusCode).toBe(200);
    expect(brands.json()).toEqual((await builder.get('/api/brand?limit=100')).json());
    const categories = await operator.get('/api/operator/categories/?fetch_sub_categories=true');
    expect(categories.json()).toEqual((await builder.get('/api/category/?fetch_sub_categories=true')).json());
    expect(categories.json().count).toBeGreaterThan(0);
    expect((await operator.get('/api/operator/brands/?limit=0')).statusCode).toBe(400);
    expect((await operator.get('/api/operator/categories/?colour=red')).statusCode).toBe(400);
    expect((await builder.get('/api/operator/brands/')).statusCode).toBe(401);
    expect((await supplier.get('/api/operator/categories/')).statusCode).toBe(401);
    expect((await t.client().get('/api/operator/brands/')).statusCode).toBe(401);
  });
});
