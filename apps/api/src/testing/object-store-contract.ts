import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { ObjectStore } from '../providers/storage/object-store';

/**
 * What every object store must do alike, run against each implementation (the local disk and a
 * bucket), so services can never tell them apart. `store()` is called once the suite's set-up ran.
 */
export function objectStoreContract(store: () => ObjectStore): void {
  describe('the object store contract', () => {
    it('stores an object under a nested key and reads it back with its size and type', async () => {
      await store().put('variants/v1/picture.png', Buffer.from('png bytes'), 'image/png');
      const object = await store().get('variants/v1/picture.png');
      expect(object).not.toBeNull();
      expect(object?.size).toBe(9);
      expect(object?.contentType).toBe('image/png');
      expect(await text(object?.body ?? Readable.from([]))).toBe('png bytes');
      expect(await store().head('variants/v1/picture.png')).toMatchObject({ size: 9, contentType: 'image/png' });
    });

    it('takes a stream, with or without its size, and replaces an object whole', async () => {
      await store().put('order-1/a.pdf', Readable.from([Buffer.from('%PDF-1.4 '), Buffer.from('first')]), 'application/pdf', 14);
      await store().put('order-1/b.pdf', Readable.from([Buffer.from('%PDF-1.4 '), Buffer.from('second')]), 'application/pdf');
      expect(await text((await store().get('order-1/a.pdf'))?.body ?? Readable.from([]))).toBe('%PDF-1.4 first');
      expect((await store().head('order-1/b.pdf'))?.size).toBe(15);
      await store().put('order-1/a.pdf', Buffer.from('%PDF-1.7 replaced'), 'application/pdf');
      expect(await text((await store().get('order-1/a.pdf'))?.body ?? Readable.from([]))).toBe('%PDF-1.7 replaced');
    });

    it('answers null for a missing object, and deletes whether or not objects exist', async () => {
      expect(await store().get('variants/none/missing.png')).toBeNull();
      expect(await store().head('variants/none/missing.png')).toBeNull();
      await store().put('variants/v2/one.png', Buffer.from('1'), 'image/png');
      await store().put('variants/v2/two.png', Buffer.from('2'), 'image/png');
      await store().delete(['variants/v2/one.png', 'variants/v2/two.png', 'variants/v2/never.png']);
      expect(await store().head('variants/v2/one.png')).toBeNull();
      expect(await store().get('variants/v2/two.png')).toBeNull();
      await store().delete([]);
    });

    it('refuses keys that could name something outside it', async () => {
      for (const key of ['', '/etc/passwd', '../outside.png', 'variants/../../outside.png', 'variants//x.png', 'variants\\x.png', 'variants/./x.png']) {
        await expect(store().put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/key/);
        await expect(store().get(key), key).rejects.toThrow(/key/);
      }
    });
  });
}
