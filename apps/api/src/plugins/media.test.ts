import path from 'node:path';
import { errorBodySchema } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDirOf } from '../lib/media-url';
import { createCatalogFixture } from '../testing/catalog-fixture';
import type { CatalogFixture } from '../testing/catalog-fixture';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let fixture: CatalogFixture;
beforeAll(async () => {
  t = await startTestApp();
  fixture = await createCatalogFixture(t.app.db, uploadsDirOf(t.config.dataDir));
});
afterAll(async () => {
  await t.close();
});

describe('GET /media/*', () => {
  it('serves catalogue pictures and thumbnails to anyone, cached for a year', async () => {
    const client = t.client();
    await client.login('builder@example.com');
    const product = (await client.get(`/api/catalog/${fixture.products.drywallPanel?.id}/`)).json();
    const image = product.variants[0].images[0];
    for (const url of [image.url, image.thumbnail_url]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    }
    const thumbnail = await t.app.inject({ method: 'GET', url: image.thumbnail_url });
    // IHDR width: the thumbnail is a quarter of the 480-pixel picture.
    expect(thumbnail.rawPayload.readUInt32BE(16)).toBe(120);
  });

  it('refuses missing files and paths outside the folder, in the API error shape', async () => {
    for (const [url, status] of [
      ['/media/catalog/v1/missing.png', 404],
      ['/media/catalog/', 403],
      ['/media/../session-secret', 404],
      [`/media/${encodeURIComponent('../session-secret')}`, 403],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
    }
    expect(path.basename(uploadsDirOf(t.config.dataDir))).toBe('uploads');
  });
});
