import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogFixture } from '../../testing/catalog-fixture';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { startTestApp } from '../../testing/test-app';
import { refusedFields, unknownParameter } from '../../testing/refused-fields';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let fixture: CatalogFixture;
let receiver: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  fixture = await createCatalogFixture(t.app.db);
  receiver = t.client();
  await receiver.login('receiver@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/brand', () => {
  it('lists brands by name, paged, to any signed-in account', async () => {
    const response = await receiver.get('/api/brand?limit=3');
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(fixture.taxonomy.brands.length);
    expect(response.json().results.map((b: { name: string }) => b.name)).toEqual(['AquaFlow', 'Artisan Finish', 'BluePeak Insulation']);
    const next = (await receiver.get('/api/brand/?limit=3&offset=3')).json();
    expect(next.results[0].name).toBe('BoltWorks');
  });

  it('filters by name, ignoring case', async () => {
    const body = (await receiver.get('/api/brand?query=TIMBER')).json();
    expect(body.results.map((b: { name: string }) => b.name)).toEqual(['Cascadia Timber', 'TimberPro Mills']);
    expect((await receiver.get('/api/brand?query=_')).json().count).toBe(0);
  });

  it('names bad parameters and answers 401 signed out', async () => {
    expect((await receiver.get('/api/brand?offset=x')).json().fields).toEqual({ offset: 'Use a whole number of 0 or more.' });
    expect((await t.client().get('/api/brand')).statusCode).toBe(401);
  });

  it('refuses malformed numbers, unknown and repeated parameters, naming each', async () => {
    expect(await refusedFields(receiver, '/api/brand?limit=0x10')).toEqual({ limit: 'Use a whole number from 1 to 100.' });
    // PostgreSQL refuses NUL in text: a search holding one is the caller's mistake, not the server's.
    expect(await refusedFields(receiver, '/api/brand?query=%00')).toEqual({ query: 'Remove the line breaks, tabs and other control characters.' });
    expect(await refusedFields(receiver, '/api/brand?name=Timber&category_id=x')).toEqual({
      name: unknownParameter('query', 'limit', 'offset'),
      category_id: unknownParameter('query'),
    });
    expect(await refusedFields(receiver, '/api/brand?query=a&query=b')).toEqual({ query: 'Give this parameter once.' });
  });
});

describe('GET /api/brand/{id}', () => {
  it('answers one brand, or 404', async () => {
    const id = fixture.taxonomy.brandId('WallCraft');
    expect((await receiver.get(`/api/brand/${id}`)).json()).toEqual({ id, name: 'WallCraft', slug: 'wallcraft' });
    expect((await receiver.get(`/api/brand/${id}/`)).statusCode).toBe(200);
    expect((await receiver.get('/api/brand/nope')).statusCode).toBe(404);
    expect((await t.client().get(`/api/brand/${id}`)).statusCode).toBe(401);
  });
});
