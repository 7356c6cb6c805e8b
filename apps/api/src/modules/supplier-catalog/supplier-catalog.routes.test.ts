import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogFixture } from '../../testing/catalog-fixture';
import { pngClaimingSize } from '../../testing/png-claiming-size';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { refusedFields, unknownParameter } from '../../testing/refused-fields';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let fixture: CatalogFixture;
let northwind: TestClient;
let granite: TestClient;
let builder: TestClient;
let receiver: TestClient;
let anonymous: TestClient;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  fixture = await createCatalogFixture(t.app.db);
  northwind = t.client();
  granite = t.client();
  builder = t.client();
  receiver = t.client();
  anonymous = t.client();
  await northwind.login('supplier@example.com');
  await granite.login('supplier2@example.com');
  await builder.login('builder@example.com');
  await receiver.login('receiver@example.com');
  png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c0a060' } }).png().toBuffer();
  jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#304050' } }).jpeg().withMetadata().toBuffer();
});
afterAll(async () => {
  await t.close();
});

const subCategory = () => fixture.taxonomy.categoryId('drywall-panels');
const brand = () => fixture.taxonomy.brandId('Summit Gypsum');
const panel = () => fixture.products.drywallPanel;
const compound = () => fixture.products.jointCompound;
const northwindPanelOffer = () => panel()?.variants[0]?.offers.find((offer) => offer.supplier === 'northwind')?.id ?? '';
const granitePanelOffer = () => panel()?.variants[0]?.offers.find((offer) => offer.supplier === 'granite')?.id ?? '';

function productBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Zephyrshield Roof Underlayment',
    description_html: '<p>Synthetic <strong>underlayment</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.com/spec" onclick="x()">spec</a></p><img src=x onerror=alert(1)>',
    brand_id: brand(),
    category_id: fixture.taxonomy.categoryId('drywall'),
    sub_category_id: subCategory(),
    unit_of_measure: 'roll',
    ...overrides,
  };
}

/** A multipart/form-data body of files under field names. */
function multipart(files: { field: string; name: string; type: string; bytes: Buffer }[]): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return { body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(client: TestClient, variantId: string, files: { field?: string; name: string; type?: string; bytes: Buffer }[]) {
  const { body, headers } = multipart(files.map((file) => ({ field: file.field ?? 'images', type: file.type ?? 'image/png', ...file })));
  return client.request('POST', `/api/catalog/variants/${variantId}/images/`, body, { headers });
}

async function createProduct(client: TestClient = northwind, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/catalog/', productBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; slug: string; description_html: string };
}

describe('POST /api/catalog/', () => {
  it('creates a product of the caller’s company with a sanitized description, findable in search', async () => {
    const response = await northwind.post('/api/catalog/', productBody());
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({ name: 'Zephyrshield Roof Underlayment', slug: 'zephyrshield-roof-underlayment', unit_of_measure: 'roll', variants: [] });
    expect(product.description_html).toBe(
      '<p>Synthetic <strong>underlayment</strong> <a target="_blank" rel="noopener noreferrer nofollow">x</a> <a href="https://example.com/spec" target="_blank" rel="noopener noreferrer nofollow">spec</a></p>',
    );
    expect((await builder.get(`/api/catalog/${product.id}/`)).json().name).toBe('Zephyrshield Roof Underlayment');
    // A second product of the same name gets a slug of its own.
    expect((await createProduct()).slug).toMatch(/^zephyrshield-roof-underlayment-[0-9a-f]{8}$/);
  });

  it('names bad and unknown fields', async () => {
    const empty = await northwind.post('/api/catalog/', { name: ' ', unit_of_measure: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields).sort()).toEqual(['brand_id', 'category_id', 'name', 'unit_of_measure']);
    const unknown = await northwind.post('/api/catalog/', productBody({ brand_id: 'nope', sub_category_id: fixture.taxonomy.categoryId('screws') }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ brand_id: 'Choose a brand from the list.', sub_category_id: 'Choose a sub-category of the chosen category.' });
    const subAsCategory = await northwind.post('/api/catalog/', productBody({ category_id: subCategory(), sub_category_id: null }));
    expect(subAsCategory.json().fields).toEqual({ category_id: 'Choose a category from the list.' });
  });

  it('refuses a product name that shows nothing or turns the text around, and keeps names in NFC', async () => {
    const hostile = await northwind.post('/api/catalog/', productBody({ name: '\u202Eevil', unit_of_measure: '\u200B' }));
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().fields).toEqual({
      name: 'Remove the hidden characters that change the direction of the text (such as U+202E).',
      unit_of_measure: 'Enter the unit of measure, e.g. sheet or box.',
    });
    const broken = await northwind.post('/api/catalog/', productBody({ name: '\uD800 Underlayment' }));
    expect(broken.json().fields).toEqual({ name: 'This text has a broken character (half of a UTF-16 pair); type it again.' });
    const product = await createProduct(northwind, { name: 'Cafe\u0301 Underlayment' });
    const stored = await t.app.db.selectFrom('products').select('name').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Caf\u00e9 Underlayment');
  });

  it('answers 401 signed out and 403 to builders and builder receivers', async () => {
    expect((await anonymous.post('/api/catalog/', productBody())).statusCode).toBe(401);
    expect((await builder.post('/api/catalog/', productBody())).statusCode).toBe(403);
    expect((await receiver.post('/api/catalog/', productBody())).statusCode).toBe(403);
  });
});

describe('PUT /api/catalog/{id}/', () => {
  it('replaces the fields of a product the supplier sells and reindexes it for search', async () => {
    const product = await createProduct();
    const response = await northwind.request('PUT', `/api/catalog/${product.id}/`, productBody({ name: 'Quorvex Roof Underlayment', description_html: '<h2>Specs</h2><p style="color:red">Tough</p>' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: product.id, slug: product.slug, name: 'Quorvex Roof Underlayment', description_html: '<h2>Specs</h2><p>Tough</p>' });
    // Also a shared product that other suppliers sell: any of its suppliers may correct it.
    const shared = await granite.request('PUT', `/api/catalog/${panel()?.id}/`, productBody({ name: 'UltraLight Drywall Panel', category_id: fixture.taxonomy.categoryId('drywall'), unit_of_measure: 'sheet' }));
    expect(shared.statusCode, shared.body).toBe(200);
  });

  it('names bad fields, answers 404 for an unknown product', async () => {
    const product = await createProduct();
    const bad = await northwind.request('PUT', `/api/catalog/${product.id}/`, productBody({ name: '', description_html: 'x'.repeat(20_001) }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['description_html', 'name']);
    expect((await northwind.request('PUT', '/api/catalog/nope/', productBody())).statusCode).toBe(404);
  });

  it('answers 401 signed out, 403 to other roles and to suppliers that do not sell the product', async () => {
    const product = await createProduct();
    expect((await anonymous.request('PUT', `/api/catalog/${product.id}/`, productBody())).statusCode).toBe(401);
    expect((await builder.request('PUT', `/api/catalog/${product.id}/`, productBody())).statusCode).toBe(403);
    expect((await receiver.request('PUT', `/api/catalog/${product.id}/`, productBody())).statusCode).toBe(403);
    expect((await granite.request('PUT', `/api/catalog/${product.id}/`, productBody())).statusCode).toBe(403);
  });
});

describe('POST /api/catalog/{id}/variants/ and GET, PUT /api/catalog/variants/{id}/', () => {
  it('adds variants with attribute values and the caller’s offer; a builder then finds them in search', async () => {
    const product = await createProduct(northwind, { name: 'Vantablue Drywall Panel' });
    const thickness = fixture.taxonomy.optionId('drywall', 'thickness', '1/2 in');
    const created = await northwind.post(`/api/catalog/${product.id}/variants/`, {
      name: '1/2 in, 4 ft x 8 ft',
      sku: 'VB-0001-01',
      option_ids: [thickness],
      offer: { price_cents: 1525, stock_on_hand: 80, lead_time_days: 3, minimum_order_quantity: 5, active: true, pricing_tiers: [{ min_quantity: 50, price_cents: 1450 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const variant = created.json();
    expect(variant).toMatchObject({ product_id: product.id, name: '1/2 in, 4 ft x 8 ft', sku: 'VB-0001-01', position: 0, images: [], product_supplier_variant_id: expect.any(String) });
    expect(variant.attribute_values.map((value: { value: string }) => value.value)).toEqual(['1/2 in']);

    const second = await northwind.post(`/api/catalog/${product.id}/variants/`, { name: '5/8 in', sku: 'VB-0001-02' });
    expect(second.json().position).toBe(1);
    // Without an offer the variant is on the supplier's page, hidden from builders.
    const own = (await northwind.get(`/api/product_supplier_variant/?suppliers_page=true&product_id=${product.id}&fetch_pricing=true&fetch_pricing_tiers=true`)).json();
    expect(own.results.map((r: { sku: string; active: boolean; pricing: { price_cents: number } }) => [r.sku, r.active, r.pricing.price_cents]).sort()).toEqual([
      ['VB-0001-01', true, 1525],
      ['VB-0001-02', false, 0],
    ]);

    const search = await builder.post('/api/search/products/', { search: 'vantablue' });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().results.map((r: { sku: string }) => r.sku)).toEqual(['VB-0001-01']);

    const read = await builder.get(`/api/catalog/variants/${variant.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: variant.id, sku: 'VB-0001-01', product_supplier_variant_id: null });

    const updated = await northwind.request('PUT', `/api/catalog/variants/${variant.id}/`, { name: '1/2 in, 4 ft x 12 ft', sku: 'VB-0001-03', option_ids: [] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: '1/2 in, 4 ft x 12 ft', sku: 'VB-0001-03', attribute_values: [] });
    expect((await builder.post('/api/search/products/', { search: 'VB-0001-03' })).json().results).toHaveLength(1);
  });

  it('names bad fields: SKU taken, options of another category or twice the same attribute', async () => {
    const product = await createProduct();
    const taken = await northwind.post(`/api/catalog/${product.id}/variants/`, { name: 'Roll', sku: 'sg-udp-0001-01' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ sku: 'Another variant already has this SKU.' });
    const bad = await northwind.post(`/api/catalog/${product.id}/variants/`, {
      name: '',
      sku: 'has space',
      offer: { price_cents: -1, stock_on_hand: 1.5, lead_time_days: 400, minimum_order_quantity: 10, active: 'yes', pricing_tiers: [{ min_quantity: 5, price_cents: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['name', 'offer.active', 'offer.lead_time_days', 'offer.price_cents', 'offer.stock_on_hand', 'sku']);
    const invisible = await northwind.post(`/api/catalog/${product.id}/variants/`, { name: '\u200B\u200B', sku: 'ROLL-0' });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().fields).toEqual({ name: 'Enter the variant name, e.g. 1/2 in, 4 ft x 8 ft.' });
    const turned = await northwind.post(`/api/catalog/${product.id}/variants/`, { name: '4 ft\u202E', sku: 'ROLL-0' });
    expect(turned.json().fields).toEqual({ name: 'Remove the hidden characters that change the direction of the text (such as U+202E).' });
    const options = await northwind.post(`/api/catalog/${product.id}/variants/`, {
      name: 'Roll',
      sku: 'ROLL-1',
      option_ids: [fixture.taxonomy.optionId('drywall', 'thickness', '1/2 in'), fixture.taxonomy.optionId('drywall', 'thickness', '5/8 in'), fixture.taxonomy.optionId('fasteners', 'length', '1-5/8 in')],
    });
    expect(options.statusCode).toBe(400);
    expect(options.json().fields).toEqual({ 'option_ids.1': 'Choose one value per attribute.', 'option_ids.2': 'Choose a value of an attribute of this product’s category.' });
  });

  it('answers 401, 403 to other roles and to suppliers not selling the product, 404 for unknown ids', async () => {
    const product = await createProduct();
    const body = { name: 'Roll', sku: 'ROLL-X' };
    expect((await anonymous.post(`/api/catalog/${product.id}/variants/`, body)).statusCode).toBe(401);
    expect((await builder.post(`/api/catalog/${product.id}/variants/`, body)).statusCode).toBe(403);
    expect((await receiver.post(`/api/catalog/${product.id}/variants/`, body)).statusCode).toBe(403);
    expect((await granite.post(`/api/catalog/${product.id}/variants/`, body)).statusCode).toBe(403);
    expect((await northwind.post('/api/catalog/nope/variants/', body)).statusCode).toBe(404);
    const compoundVariant = compound()?.variants[0]?.id ?? '';
    expect((await northwind.request('PUT', `/api/catalog/variants/${compoundVariant}/`, body)).statusCode).toBe(403);
    expect((await builder.request('PUT', `/api/catalog/variants/${compoundVariant}/`, body)).statusCode).toBe(403);
    expect((await anonymous.get(`/api/catalog/variants/${compoundVariant}/`)).statusCode).toBe(401);
    expect((await builder.get('/api/catalog/variants/nope/')).statusCode).toBe(404);
    expect((await northwind.request('PUT', '/api/catalog/variants/nope/', body)).statusCode).toBe(404);
  });
});

describe('POST and DELETE /api/catalog/variants/{id}/images/', () => {
  async function newVariant() {
    const product = await createProduct();
    const response = await northwind.post(`/api/catalog/${product.id}/variants/`, { name: 'Roll', sku: `IMG-${Math.random().toString(36).slice(2, 10)}` });
    return response.json() as { id: string };
  }

  it('stores pictures and quarter-size thumbnails, served with long cache headers; reorders and deletes them', async () => {
    const variant = await newVariant();
    const response = await upload(northwind, variant.id, [
      { name: 'roll.png', bytes: png },
      { name: 'roll-side.txt', type: 'text/plain', bytes: jpeg },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const images = response.json().images as { id: string; url: string; thumbnail_url: string; position: number; width: number; height: number }[];
    expect(images.map((image) => [image.position, image.width, image.height])).toEqual([
      [0, 400, 200],
      [1, 120, 80],
    ]);
    expect(images[1]?.url).toMatch(new RegExp(`^/media/variants/${variant.id}/[0-9a-f-]+\\.jpg$`));
    const served = await anonymous.get(images[0]?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const thumbnail = await sharp((await anonymous.get(images[0]?.thumbnail_url ?? '')).rawPayload).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([100, 50]);
    // Camera metadata never reaches the stored file.
    expect((await sharp((await anonymous.get(images[1]?.url ?? '')).rawPayload).metadata()).exif).toBeUndefined();

    const more = await upload(northwind, variant.id, [{ name: 'third.png', bytes: png }]);
    const third = (more.json().images as { id: string; position: number }[])[2];
    expect(third?.position).toBe(2);

    const order = [third?.id, images[0]?.id, images[1]?.id];
    const reordered = await northwind.request('PUT', `/api/catalog/variants/${variant.id}/`, { name: 'Roll', sku: `RE-${variant.id.slice(0, 8)}`, image_order: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().images.map((image: { id: string }) => image.id)).toEqual(order);
    const badOrder = await northwind.request('PUT', `/api/catalog/variants/${variant.id}/`, { name: 'Roll', sku: `RE-${variant.id.slice(0, 8)}`, image_order: [third?.id] });
    expect(badOrder.json().fields).toEqual({ image_order: 'List every image of this variant once, in the new order.' });

    const file = path.join(t.config.mediaDir, ...(images[0]?.url ?? '').replace('/media/', '').split('/'));
    expect(existsSync(file)).toBe(true);
    const removed = await northwind.request('DELETE', `/api/catalog/variants/${variant.id}/images/`, { images: [images[0]?.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().images.map((image: { id: string; position: number }) => [image.id, image.position])).toEqual([
      [third?.id, 0],
      [images[1]?.id, 1],
    ]);
    expect(existsSync(file)).toBe(false);
    expect((await anonymous.get(images[0]?.url ?? '')).statusCode).toBe(404);
  });

  it('refuses files that are not images by their bytes, too large, or none; names unknown image ids', async () => {
    const variant = await newVariant();
    const fake = await upload(northwind, variant.id, [{ name: 'photo.png', bytes: Buffer.from('<svg onload="alert(1)"></svg>') }]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toEqual({ 'images.0': 'photo.png is not a JPEG, PNG or WebP image.' });
    const large = await upload(northwind, variant.id, [{ name: 'large.png', bytes: Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]) }]);
    expect(large.statusCode).toBe(400);
    expect(large.json().fields).toEqual({ images: 'Each image may be at most 10 MB.' });
    const none = await upload(northwind, variant.id, [{ field: 'other', name: 'x.png', bytes: png }]);
    expect(none.json().fields).toEqual({ images: 'Choose at least one image.' });
    const json = await northwind.post(`/api/catalog/variants/${variant.id}/images/`, { images: [] });
    expect(json.statusCode).toBe(400);
    const unknown = await northwind.request('DELETE', `/api/catalog/variants/${variant.id}/images/`, { images: ['nope'] });
    expect(unknown.json().fields).toEqual({ 'images.0': 'This image is not one of this variant’s.' });
    expect((await northwind.request('DELETE', `/api/catalog/variants/${variant.id}/images/`, { images: [] })).json().fields).toEqual({ images: 'Name at least one image.' });
  });

  it('refuses an image whose header declares more than 8192×8192 pixels, naming the limit', async () => {
    const variant = await newVariant();
    const bomb = await upload(northwind, variant.id, [{ name: 'bomb.png', bytes: pngClaimingSize(30_000, 30_000) }]);
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().fields).toEqual({ 'images.0': 'bomb.png is an image too large: at most 8192×8192 pixels.' });
    const wide = await upload(northwind, variant.id, [{ name: 'wide.png', bytes: pngClaimingSize(8193, 10) }]);
    expect(wide.json().fields).toEqual({ 'images.0': 'wide.png is an image too large: at most 8192×8192 pixels.' });
  });

  it('answers 401, 403 to other roles and other suppliers, 404 for an unknown variant', async () => {
    const variant = await newVariant();
    expect((await upload(anonymous, variant.id, [{ name: 'a.png', bytes: png }])).statusCode).toBe(401);
    expect((await upload(builder, variant.id, [{ name: 'a.png', bytes: png }])).statusCode).toBe(403);
    expect((await upload(receiver, variant.id, [{ name: 'a.png', bytes: png }])).statusCode).toBe(403);
    expect((await upload(granite, variant.id, [{ name: 'a.png', bytes: png }])).statusCode).toBe(403);
    expect((await upload(northwind, 'nope', [{ name: 'a.png', bytes: png }])).statusCode).toBe(404);
    const image = (await upload(northwind, variant.id, [{ name: 'a.png', bytes: png }])).json().images[0].id;
    expect((await granite.request('DELETE', `/api/catalog/variants/${variant.id}/images/`, { images: [image] })).statusCode).toBe(403);
    expect((await builder.request('DELETE', `/api/catalog/variants/${variant.id}/images/`, { images: [image] })).statusCode).toBe(403);
    expect((await anonymous.request('DELETE', `/api/catalog/variants/${variant.id}/images/`, { images: [image] })).statusCode).toBe(401);
  });
});

describe('PUT /api/product_supplier_variant/{id}', () => {
  const offer = { price_cents: 1480, stock_on_hand: 150, lead_time_days: 4, minimum_order_quantity: 10, active: true, pricing_tiers: [{ min_quantity: 50, price_cents: 1400 }, { min_quantity: 200, price_cents: 1350 }] };

  it('changes the caller’s offer, visible at once in cached catalogue answers', async () => {
    const before = await builder.get(`/api/product_supplier_variant/${northwindPanelOffer()}/?fetch_pricing=true`);
    expect(before.json().pricing.price_cents).toBe(1450);
    const response = await northwind.request('PUT', `/api/product_supplier_variant/${northwindPanelOffer()}`, offer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: northwindPanelOffer(), stock_on_hand: 150, lead_time_days: 4, minimum_order_quantity: 10, active: true, pricing: { price_cents: 1480, currency: 'USD' }, pricing_tiers: offer.pricing_tiers });
    const after = await builder.get(`/api/product_supplier_variant/${northwindPanelOffer()}/?fetch_pricing=true&fetch_pricing_tiers=true`);
    expect(after.json()).toMatchObject({ pricing: { price_cents: 1480 }, pricing_tiers: offer.pricing_tiers });
    // Deactivated, builders no longer see it; its supplier still does.
    await northwind.request('PUT', `/api/product_supplier_variant/${northwindPanelOffer()}`, { ...offer, active: false, pricing_tiers: [] });
    expect((await builder.get(`/api/product_supplier_variant/${northwindPanelOffer()}/`)).statusCode).toBe(404);
    expect((await northwind.get(`/api/product_supplier_variant/${northwindPanelOffer()}/`)).json().active).toBe(false);
    await northwind.request('PUT', `/api/product_supplier_variant/${northwindPanelOffer()}`, offer);
  });

  it('names bad fields, including quantity breaks out of order', async () => {
    const bad = await northwind.request('PUT', `/api/product_supplier_variant/${northwindPanelOffer()}`, {
      ...offer,
      minimum_order_quantity: 0,
      pricing_tiers: [{ min_quantity: 50, price_cents: 1500 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      minimum_order_quantity: 'Enter a minimum order of 1 or more.',
      'pricing_tiers.0.price_cents': 'A larger quantity cannot cost more per unit.',
    });
    const tiers = await northwind.request('PUT', `/api/product_supplier_variant/${northwindPanelOffer()}`, {
      ...offer,
      pricing_tiers: [{ min_quantity: 50, price_cents: 1500 }, { min_quantity: 40, price_cents: 1000 }],
    });
    expect(tiers.json().fields).toEqual({ 'pricing_tiers.0.price_cents': 'A larger quantity cannot cost more per unit.', 'pricing_tiers.1.min_quantity': 'Start this break above 50.' });
  });

  it('answers 401, 403 to builders and receivers, 404 for another supplier’s offer', async () => {
    expect((await anonymous.request('PUT', `/api/product_supplier_variant/${northwindPanelOffer()}`, offer)).statusCode).toBe(401);
    expect((await builder.request('PUT', `/api/product_supplier_variant/${northwindPanelOffer()}`, offer)).statusCode).toBe(403);
    expect((await receiver.request('PUT', `/api/product_supplier_variant/${northwindPanelOffer()}`, offer)).statusCode).toBe(403);
    expect((await granite.request('PUT', `/api/product_supplier_variant/${northwindPanelOffer()}`, offer)).statusCode).toBe(404);
    expect((await northwind.request('PUT', '/api/product_supplier_variant/nope', offer)).statusCode).toBe(404);
  });
});

describe('GET /api/product_supplier_variant/?suppliers_page=true', () => {
  it('lists only the caller’s offers, inactive ones included; 403 to builders, 401 signed out', async () => {
    const body = (await granite.get('/api/product_supplier_variant/?suppliers_page=true&fetch_total=true')).json();
    expect(body.results.every((row: { supplier_id: string }) => row.supplier_id === fixture.companies.granite)).toBe(true);
    expect(body.results.some((row: { active: boolean }) => !row.active)).toBe(true);
    expect((await builder.get('/api/product_supplier_variant/?suppliers_page=true')).statusCode).toBe(403);
    expect((await receiver.get('/api/product_supplier_variant/?suppliers_page=true')).statusCode).toBe(403);
    expect((await anonymous.get('/api/product_supplier_variant/?suppliers_page=true')).statusCode).toBe(401);
    expect((await granite.get('/api/product_supplier_variant/?suppliers_page=maybe')).json().fields).toHaveProperty('suppliers_page');
  });
});

describe('POST /api/product_supplier_variant/import', () => {
  async function importCsv(client: TestClient, csv: string, field = 'file') {
    const { body, headers } = multipart([{ field, name: 'prices.csv', type: 'text/csv', bytes: Buffer.from(csv) }]);
    return client.request('POST', '/api/product_supplier_variant/import', body, { headers });
  }

  it('updates price, stock and lead time of every listed offer', async () => {
    const response = await importCsv(granite, 'SKU,Price,Stock,Lead time days\r\nsg-udp-0001-01,"$1,310.50",12,6\r\nWC-APJ-0002-01,18.99,40,2\r\n\r\n');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ rows: 2, updated: 1 });
    const offer = (await granite.get(`/api/product_supplier_variant/${granitePanelOffer()}/?fetch_pricing=true`)).json();
    expect(offer).toMatchObject({ stock_on_hand: 12, lead_time_days: 6, pricing: { price_cents: 131050 } });
  });

  it('changes nothing when any row is bad, and names each bad row and column', async () => {
    const response = await importCsv(granite, 'sku,price,stock,lead_time_days\nSG-UDP-0001-01,9.99,1,1\nIF-DS-0003-01,abc,-1,2\nSG-UDP-0001-01,1,1,400\n,1,1,1\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'rows.3.sku': 'None of your offers has the SKU IF-DS-0003-01.',
      'rows.3.price': 'Enter a price in dollars, like 12.50.',
      'rows.3.stock': 'Enter a stock of 0 or more, as a whole number.',
      'rows.4.sku': 'This SKU is also on line 2.',
      'rows.4.lead_time_days': 'Enter a lead time from 0 to 365 days.',
      'rows.5.sku': 'Enter the SKU.',
    });
    const offer = (await granite.get(`/api/product_supplier_variant/${granitePanelOffer()}/?fetch_pricing=true`)).json();
    expect(offer.pricing.price_cents).not.toBe(999);
    expect((await importCsv(granite, 'sku,price\nX,1\n')).json().fields).toEqual({ file: 'The header line lacks the columns stock, lead_time_days.' });
    expect((await importCsv(granite, '')).json().fields).toEqual({ file: 'The file is empty. Start it with the header line sku,price,stock,lead_time_days.' });
    expect((await importCsv(granite, 'sku,price,stock,lead_time_days\n"open,1,1,1\n')).json().fields.file).toMatch(/never closed/);
    expect((await importCsv(granite, 'sku,price,stock,lead_time_days\n', 'other')).json().fields).toEqual({ file: 'Choose one CSV file.' });
  });

  it('takes a list of 10,000 rows, setting each offer from its own row, visible at once in cached answers', async () => {
    const db = t.app.db;
    const company = await db.selectFrom('users').select('company_id').where('email', '=', 'supplier2@example.com').executeTakeFirstOrThrow();
    const productId = compound()?.id ?? '';
    const at = new Date().toISOString();
    const listed = Array.from({ length: 10_000 }, (_, index) => ({ variant: randomUUID(), offer: randomUUID(), sku: `Bulk-${String(index).padStart(5, '0')}` }));
    for (let start = 0; start < listed.length; start += 500) {
      const batch = listed.slice(start, start + 500);
      await db.insertInto('variants').values(batch.map((row, index) => ({ id: row.variant, product_id: productId, name: row.sku, sku: row.sku, position: 100 + start + index, created_at: at }))).execute();
      await db
        .insertInto('product_supplier_variants')
        .values(batch.map((row) => ({ id: row.offer, product_id: productId, variant_id: row.variant, company_id: company.company_id, price_cents: 100, currency: 'USD', stock_on_hand: 1, lead_time_days: 1, minimum_order_quantity: 1, active: 1, created_at: at, updated_at: at })))
        .execute();
    }
    const last = listed.at(-1)?.offer ?? '';
    expect((await builder.get(`/api/product_supplier_variant/${last}/?fetch_pricing=true`)).json().pricing.price_cents).toBe(100);

    // SKUs in another case than stored, as a spreadsheet may write them.
    const rows = listed.map((row, index) => `${row.sku.toUpperCase()},${(index + 1) / 100},${index},${index % 366}`);
    const response = await importCsv(granite, `sku,price,stock,lead_time_days\n${rows.join('\n')}\n`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ rows: 10_000, updated: 10_000 });
    const stored = new Map((await db.selectFrom('product_supplier_variants').select(['id', 'price_cents', 'stock_on_hand', 'lead_time_days']).where('product_id', '=', productId).execute()).map((row) => [row.id, row]));
    listed.forEach((row, index) => expect(stored.get(row.offer), row.sku).toMatchObject({ price_cents: index + 1, stock_on_hand: index, lead_time_days: index % 366 }));
    expect((await builder.get(`/api/product_supplier_variant/${last}/?fetch_pricing=true`)).json().pricing.price_cents).toBe(10_000);
    await db.deleteFrom('variants').where('id', 'in', listed.map((row) => row.variant)).execute();
  });

  it('answers 401 signed out and 403 to builders and receivers', async () => {
    const csv = 'sku,price,stock,lead_time_days\nSG-UDP-0001-01,9.99,1,1\n';
    expect((await importCsv(anonymous, csv)).statusCode).toBe(401);
    expect((await importCsv(builder, csv)).statusCode).toBe(403);
    expect((await importCsv(receiver, csv)).statusCode).toBe(403);
  });
});

describe('GET /api/supplier/low_stock/', () => {
  it('lists the caller’s active offers running low, emptiest first', async () => {
    const response = await northwind.get('/api/supplier/low_stock/?threshold=20');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.threshold).toBe(20);
    const stocks = body.results.map((row: { stock_on_hand: number }) => row.stock_on_hand);
    expect(stocks).toEqual([...stocks].sort((a: number, b: number) => a - b));
    expect(stocks.every((stock: number) => stock <= 20)).toBe(true);
    expect(body.results.map((row: { sku: string }) => row.sku)).toContain('SG-UDP-0001-02');
  });

  it('names bad parameters; 401 signed out, 403 to builders and receivers', async () => {
    expect((await northwind.get('/api/supplier/low_stock/?threshold=-1')).json().fields).toHaveProperty('threshold');
    expect((await anonymous.get('/api/supplier/low_stock/')).statusCode).toBe(401);
    expect((await builder.get('/api/supplier/low_stock/')).statusCode).toBe(403);
    expect((await receiver.get('/api/supplier/low_stock/')).statusCode).toBe(403);
  });

  it('refuses malformed numbers, unknown and repeated parameters, naming each', async () => {
    expect(await refusedFields(northwind, '/api/supplier/low_stock/?threshold=&limit=2.5')).toEqual({
      threshold: 'Use a whole number from 0 to 100000.',
      limit: 'Use a whole number from 1 to 100.',
    });
    expect(await refusedFields(northwind, '/api/supplier/low_stock/?below=5')).toEqual({ below: unknownParameter('threshold', 'limit') });
    expect(await refusedFields(northwind, '/api/supplier/low_stock/?threshold=5&threshold=50')).toEqual({ threshold: 'Give this parameter once.' });
  });
});

describe('a supplier lists a new product end to end', () => {
  it('creates it with two variants, adds a picture, prices both, previews it, and a builder finds it', async () => {
    const product = await createProduct(northwind, { name: 'Brightline Cement Board', category_id: fixture.taxonomy.categoryId('drywall'), sub_category_id: null, unit_of_measure: 'sheet' });
    const offer = { stock_on_hand: 40, lead_time_days: 2, minimum_order_quantity: 1, active: true, pricing_tiers: [] };
    const first = (await northwind.post(`/api/catalog/${product.id}/variants/`, { name: '1/4 in, 3 ft x 5 ft', sku: 'BL-CB-14' })).json();
    const second = (await northwind.post(`/api/catalog/${product.id}/variants/`, { name: '1/2 in, 3 ft x 5 ft', sku: 'BL-CB-12' })).json();
    expect((await upload(northwind, first.id, [{ name: 'board.png', bytes: png }])).statusCode).toBe(201);
    for (const [variant, price] of [[first, 1199], [second, 1599]] as const) {
      const saved = await northwind.request('PUT', `/api/product_supplier_variant/${variant.product_supplier_variant_id}`, { ...offer, price_cents: price });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const preview = await northwind.get(`/api/product_supplier/${product.id}/${fixture.companies.northwind}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().product_supplier_variants.map((psv: { sku: string; pricing: { price_cents: number }; images: unknown[] }) => [psv.sku, psv.pricing.price_cents, psv.images.length])).toEqual([
      ['BL-CB-14', 1199, 1],
      ['BL-CB-12', 1599, 0],
    ]);
    const found = await builder.post('/api/search/products/', { search: 'brightline cement' });
    expect(found.json().results.map((result: { sku: string }) => result.sku).sort()).toEqual(['BL-CB-12', 'BL-CB-14']);
    expect((await builder.get(`/api/product_supplier/${product.id}/${fixture.companies.northwind}`)).statusCode).toBe(200);
  });
});
