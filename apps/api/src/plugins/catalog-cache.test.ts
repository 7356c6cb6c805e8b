import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../modules/catalog/catalog-version';
import { createCatalogFixture } from '../testing/catalog-fixture';
import type { CatalogFixture } from '../testing/catalog-fixture';
import { startCatalogTestApp } from '../testing/catalog-test-app';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import type { TestClient } from '../testing/test-client';

let t: TestApp;
let fixture: CatalogFixture;
let builder: TestClient;

beforeAll(async () => {
  ({ t, fixture, builder } = await startCatalogTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('catalogue answer cache', () => {
  it('serves a repeated GET from memory, byte for byte', async () => {
    const url = `/api/catalog/${fixture.products.plywood?.id}/`;
    const first = await builder.get(url);
    const second = await builder.get(url);
    expect(first.headers['x-catalog-cache']).toBeUndefined();
    expect(second.headers['x-catalog-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
  });

  it('shows a catalogue write on the next request once the version is bumped', async () => {
    const url = `/api/catalog/${fixture.products.cedarBoard?.id}/`;
    expect((await builder.get(url)).json().name).toBe('Select Cedar Board');
    await t.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ name: 'Clear Cedar Board' }).where('id', '=', fixture.products.cedarBoard?.id ?? '').execute();
      await bumpCatalogVersion(trx);
    });
    const fresh = await builder.get(url);
    expect(fresh.headers['x-catalog-cache']).toBeUndefined();
    expect(fresh.json().name).toBe('Clear Cedar Board');
  });

  it('computes the answer again for a request with Cache-Control: no-cache, and stores it', async () => {
    const url = `/api/catalog/${fixture.products.plywood?.id}/?fresh-check=1`;
    await builder.get(url);
    // Changed without bumping the version: only a recomputed answer can show it.
    await t.app.db.updateTable('products').set({ name: 'Sanded Plywood' }).where('id', '=', fixture.products.plywood?.id ?? '').execute();
    expect((await builder.get(url)).json().name).not.toBe('Sanded Plywood');

    const reloaded = await builder.get(url, { headers: { 'cache-control': 'no-cache' } });
    expect(reloaded.headers['x-catalog-cache']).toBeUndefined();
    expect(reloaded.json().name).toBe('Sanded Plywood');
    const next = await builder.get(url);
    expect(next.headers['x-catalog-cache']).toBe('hit');
    expect(next.json().name).toBe('Sanded Plywood');
  });

  it('keeps a supplier’s view (with its inactive offers) apart from buyers’', async () => {
    const inactive = fixture.products.framingLumber?.variants[0]?.offers[1]?.id;
    const granite = t.client();
    await granite.login('supplier2@example.com');
    expect((await granite.get(`/api/product_supplier_variant/${inactive}/`)).statusCode).toBe(200);
    expect((await granite.get(`/api/product_supplier_variant/${inactive}/`)).headers['x-catalog-cache']).toBe('hit');
    expect((await builder.get(`/api/product_supplier_variant/${inactive}/`)).statusCode).toBe(404);
  });

  it('serves a stored answer gzipped to clients that accept gzip, compressed once when stored', async () => {
    const url = '/api/product_supplier_variant/?fetch_pricing=true&fetch_first_image_only=true&limit=20';
    const first = await builder.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    // The answer just computed goes out as it is; only stored answers have a gzipped copy.
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.vary).toContain('accept-encoding');

    // The gzipped copy is made on the thread pool just after the answer is stored; hits served
    // before it is ready get the plain answer.
    let gzipped = await builder.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    for (let attempt = 0; attempt < 100 && gzipped.headers['content-encoding'] !== 'gzip'; attempt += 1) {
      expect(gzipped.body).toBe(first.body);
      await new Promise((resolve) => setTimeout(resolve, 10));
      gzipped = await builder.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    }
    expect(gzipped.headers['x-catalog-cache']).toBe('hit');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(first.rawPayload.length / 3);
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(first.body);

    const refused = await builder.get(url, { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(first.body);
    expect((await builder.get(url)).headers['content-encoding']).toBeUndefined();
  });

  it('sends small answers as they are, whatever the client accepts', async () => {
    const id = fixture.taxonomy.categoryId('electrical');
    const url = `/api/category/${id}/`;
    await builder.get(url);
    const hit = await builder.get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(hit.headers['x-catalog-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBeUndefined();
    expect(hit.json()).toMatchObject({ id, name: 'Electrical' });
  });

  it('never stores errors, and still checks the session and the input first', async () => {
    expect((await builder.get('/api/brand/nope')).statusCode).toBe(404);
    expect((await builder.get('/api/brand/nope')).headers['x-catalog-cache']).toBeUndefined();
    await builder.get('/api/brand?limit=5');
    expect((await t.client().get('/api/brand?limit=5')).statusCode).toBe(401);
    expect((await builder.get('/api/brand?limit=500')).statusCode).toBe(400);
  });

  it('leaves availability uncached: it depends on the caller’s company and the date', async () => {
    const url = `/api/product_variants/${fixture.products.plywood?.variants[0]?.id}/availability/${fixture.projects.missionBay}/`;
    await builder.get(url);
    expect((await builder.get(url)).headers['x-catalog-cache']).toBeUndefined();
  });
});

describe('catalogue answer cache memory', () => {
  const budget = 1024 * 1024;
  let small: TestApp;
  let smallFixture: CatalogFixture;
  let client: TestClient;

  beforeAll(async () => {
    small = await startTestApp({ CATALOG_CACHE_MB: '1' });
    smallFixture = await createCatalogFixture(small.app.db);
    client = small.client();
    await client.login('builder@example.com');
  });
  afterAll(async () => {
    await small.close();
  });

  it('stores only catalogue answers', async () => {
    const before = small.app.catalogCache.size;
    expect((await client.get('/api/users/me/')).statusCode).toBe(200);
    expect(small.app.catalogCache.size).toBe(before);
  });

  it('keeps the memory its answers take within its byte budget, dropping the least recent', async () => {
    const sorts = ['-created_at', 'created_at', 'price', '-price', 'name'];
    const listAt = (at: number) => `/api/product_supplier_variant/?fetch_pricing=true&fetch_first_image_only=true&limit=${10 + (at % 90)}&sort=${sorts[Math.floor(at / 90)]}`;
    const product = `/api/catalog/${smallFixture.products.plywood?.id}/`;
    // Distinct URLs (the offers at other page sizes and in other orders, since the list refuses a
    // parameter it does not take; one the product ignores): about three budgets' worth of answers.
    for (let index = 0; index < 900; index += 1) {
      const response = await client.get(index % 2 ? listAt((index - 1) / 2) : `${product}?n=${index}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(small.app.catalogCache.calculatedSize).toBeLessThanOrEqual(budget);
    }
    expect(small.app.catalogCache.calculatedSize).toBeGreaterThan(budget / 2);
    expect((await client.get(`${product}?n=0`)).headers['x-catalog-cache']).toBeUndefined();
    expect((await client.get(listAt(449))).headers['x-catalog-cache']).toBe('hit');
    // What the stored answers really keep alive, their buffers' whole backing stores, is within it too.
    let backingStores = 0;
    for (const answer of small.app.catalogCache.values()) backingStores += answer.bytes.buffer.byteLength;
    expect(backingStores).toBeLessThanOrEqual(small.app.catalogCache.calculatedSize);
  });
});
