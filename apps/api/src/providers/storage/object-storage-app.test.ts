import { existsSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Attachment, PurchaseOrder } from '@marketplace/contracts';
import { errorBodySchema } from '@marketplace/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANITE, NORTHWIND, purchaseOrderOf, startOrderWorld } from '../../modules/orders/order-test-world';
import type { OrderWorld } from '../../modules/orders/order-test-world';
import { startS3TestServer } from '../../testing/s3-test-server';
import type { S3TestServer } from '../../testing/s3-test-server';
import type { TestClient } from '../../testing/test-client';
import { BUCKET_PREFIXES } from './create-object-stores';
import type { ObjectStore } from './object-store';
import { createS3Client, createS3ObjectStore } from './s3-object-store';

// The whole app with S3_* pointing at s3rver, a local S3-compatible server started here on a free
// loopback port with a temporary folder: pictures and attachments go through the real routes.

let s3: S3TestServer;
let w: OrderWorld;
let client: S3Client;
let bucketMedia: ObjectStore;
let bucketAttachments: ObjectStore;
let northwindPo: PurchaseOrder;
let granitePo: PurchaseOrder;
let png: Buffer;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

beforeAll(async () => {
  s3 = await startS3TestServer();
  w = await startOrderWorld(s3.env);
  client = createS3Client(s3.config);
  bucketMedia = createS3ObjectStore({ client, bucket: s3.bucket, prefix: BUCKET_PREFIXES.media });
  bucketAttachments = createS3ObjectStore({ client, bucket: s3.bucket, prefix: BUCKET_PREFIXES.attachments });
  const order = await w.placeOrder();
  northwindPo = purchaseOrderOf(order, NORTHWIND);
  granitePo = purchaseOrderOf(order, GRANITE);
  png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c0a060' } }).png().toBuffer();
});
afterAll(async () => {
  client.destroy();
  await w.t.close();
  await s3.close();
});

/** A multipart/form-data body of one file under a field, and other fields. */
function multipart(file: { field: string; name: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const boundary = `----bucket-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  return { body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function uploadPicture(client: TestClient, variantId: string) {
  const { body, headers } = multipart({ field: 'images', name: 'roll.png', bytes: png });
  return client.request('POST', `/api/catalog/variants/${variantId}/images/`, body, { headers });
}

async function uploadAttachment(client: TestClient, poId: string, bytes: Buffer, name: string) {
  const { body, headers } = multipart({ field: 'file', name, bytes }, { kind: 'delivery_ticket' });
  return client.request('POST', `/api/ordering/purchase_orders/${poId}/attachments/`, body, { headers });
}

/** A new product with one variant of Northwind's, for pictures of its own. */
async function newVariant(): Promise<string> {
  const product = await w.northwind.post('/api/catalog/', {
    name: 'Bucket Test Underlayment',
    description_html: '<p>Underlayment</p>',
    brand_id: w.fixture.taxonomy.brandId('Summit Gypsum'),
    category_id: w.fixture.taxonomy.categoryId('drywall'),
    sub_category_id: w.fixture.taxonomy.categoryId('drywall-panels'),
    unit_of_measure: 'roll',
  });
  expect(product.statusCode, product.body).toBe(201);
  const variant = await w.northwind.post(`/api/catalog/${product.json().id}/variants/`, { name: 'Roll', sku: `S3-${Math.random().toString(36).slice(2, 10)}` });
  expect(variant.statusCode, variant.body).toBe(201);
  return variant.json().id as string;
}

async function bucketBytes(store: ObjectStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  return object ? buffer(object.body) : null;
}

const keyOfUrl = (url: string) => decodeURIComponent(url.replace(/^\/media\//, ''));

describe('product pictures in a bucket', () => {
  it('stores an upload in the bucket and serves it at its /media/ URL with the same bytes and a year of caching', async () => {
    const variantId = await newVariant();
    const response = await uploadPicture(w.northwind, variantId);
    expect(response.statusCode, response.body).toBe(201);
    const [image] = response.json().images as { url: string; thumbnail_url: string }[];
    expect(image?.url).toMatch(new RegExp(`^/media/variants/${variantId}/[0-9a-f-]+\\.png$`));

    for (const url of [image?.url ?? '', image?.thumbnail_url ?? '']) {
      const stored = await bucketBytes(bucketMedia, keyOfUrl(url));
      expect(stored, url).not.toBeNull();
      // Nothing on the local disk: the bucket is the only copy.
      expect(existsSync(path.join(w.t.config.mediaDir, ...keyOfUrl(url).split('/')))).toBe(false);

      const served = await w.signedOut.get(url);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(stored ?? Buffer.alloc(0))).toBe(true);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['content-length']).toBe(String(stored?.length));
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);

      const revalidated = await w.t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(served.headers.etag) } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      const head = await w.t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(stored?.length));
    }
    const thumbnail = await sharp((await w.signedOut.get(image?.thumbnail_url ?? '')).rawPayload).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([100, 50]);
  });

  it('removes the objects of a deleted picture', async () => {
    const variantId = await newVariant();
    const [image] = (await uploadPicture(w.northwind, variantId)).json().images as { id: string; url: string; thumbnail_url: string }[];
    const removed = await w.northwind.request('DELETE', `/api/catalog/variants/${variantId}/images/`, { images: [image?.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await bucketMedia.head(keyOfUrl(image?.url ?? ''))).toBeNull();
    expect(await bucketMedia.head(keyOfUrl(image?.thumbnail_url ?? ''))).toBeNull();
    expect((await w.signedOut.get(image?.url ?? '')).statusCode).toBe(404);
  });

  it('refuses missing objects, folders and paths out of the media prefix, in the API error shape', async () => {
    for (const [url, status] of [
      ['/media/catalog/v1/missing.png', 404],
      // No folders in a bucket: a folder's path names nothing.
      ['/media/catalog/', 404],
      [`/media/${encodeURIComponent('../attachments/x.pdf')}`, 403],
      ['/media/variants/.hidden.png', 403],
    ] as const) {
      const response = await w.t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(errorBodySchema.safeParse(response.json()).success, url).toBe(true);
    }
  });
});

describe('purchase-order attachments in a bucket', () => {
  it('are downloaded by the order’s parties only, never through /media/', async () => {
    const uploaded = await uploadAttachment(w.northwind, northwindPo.id, PDF, 'ticket 0042.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachment = uploaded.json() as Attachment;
    const key = `${northwindPo.order_id}/${attachment.id}.pdf`;
    expect((await bucketBytes(bucketAttachments, key))?.equals(PDF)).toBe(true);
    expect(existsSync(path.join(w.t.config.dataDir, 'attachments', northwindPo.order_id))).toBe(false);

    for (const party of [w.builder, w.receiver, w.northwind]) {
      const download = await party.get(attachment.url);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe('attachment; filename="ticket 0042.pdf"');
      expect(download.headers['cache-control']).toBe('private, no-store');
    }
    // The same answers as on the local disk: another company's callers learn nothing.
    expect((await w.granite.get(attachment.url)).statusCode).toBe(404);
    expect((await w.otherBuilder.get(attachment.url)).statusCode).toBe(404);
    expect((await w.signedOut.get(attachment.url)).statusCode).toBe(401);
    expect((await w.builder.get(`/api/ordering/purchase_orders/${granitePo.id}/attachments/${attachment.id}/`)).statusCode).toBe(404);
    expect((await uploadAttachment(w.granite, northwindPo.id, PDF, 'x.pdf')).statusCode).toBe(404);
    // The media route reads the media prefix only: an attachment's key there names nothing.
    expect((await w.signedOut.get(`/media/${key}`)).statusCode).toBe(404);
  });
});

describe('a bucket that cannot be reached', () => {
  it('answers uploads 503 storage_unavailable and records no row naming a missing object; works again once it is back', async () => {
    const variantId = await newVariant();
    const [kept] = (await uploadPicture(w.northwind, variantId)).json().images as { url: string }[];
    const keptAttachment = (await uploadAttachment(w.northwind, northwindPo.id, PDF, 'kept.pdf')).json() as Attachment;
    const attachmentsBefore = (await w.builder.get(`/api/ordering/purchase_orders/${northwindPo.id}/attachments/`)).json() as Attachment[];

    await s3.stop();
    try {
      const picture = await uploadPicture(w.northwind, variantId);
      expect(picture.statusCode, picture.body).toBe(503);
      expect(picture.json()).toMatchObject({ code: 'storage_unavailable' });
      expect((await w.northwind.get(`/api/catalog/variants/${variantId}/`)).json().images).toHaveLength(1);

      const attachment = await uploadAttachment(w.northwind, northwindPo.id, PDF, 'lost.pdf');
      expect(attachment.statusCode, attachment.body).toBe(503);
      expect(attachment.json()).toMatchObject({ code: 'storage_unavailable' });
      expect((await w.builder.get(`/api/ordering/purchase_orders/${northwindPo.id}/attachments/`)).json()).toEqual(attachmentsBefore);

      // Reads too: 503 in words for a read, never a 500.
      for (const response of [await w.signedOut.get(kept?.url ?? ''), await w.builder.get(keptAttachment.url)]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ code: 'storage_unavailable', message: 'Storage cannot be read.' });
      }
      // Every process shares the bucket: taking them all out of the balancer would stop the
      // catalogue and checkout too, so readiness stays (only pictures and files answer 503).
      expect((await w.signedOut.get('/api/health/ready')).statusCode).toBe(200);
    } finally {
      await s3.start();
    }
    expect((await uploadPicture(w.northwind, variantId)).statusCode).toBe(201);
    expect((await w.signedOut.get(kept?.url ?? '')).statusCode).toBe(200);
  });
});
