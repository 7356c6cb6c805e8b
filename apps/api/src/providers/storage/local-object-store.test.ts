import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectStoreContract } from '../../testing/object-store-contract';
import { createLocalObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';

let root: string;
let store: ObjectStore;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'api-test-local-store-'));
  store = createLocalObjectStore(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the local object store', () => {
  objectStoreContract(() => store);

  it('keeps the layout files always had: the key is the path under the folder', async () => {
    await store.put('catalog/v1/sheet-d8d4c8-0.png', Buffer.from('picture'), 'image/png');
    expect(await readFile(path.join(root, 'catalog', 'v1', 'sheet-d8d4c8-0.png'), 'utf8')).toBe('picture');
    // A file written before the store existed reads as an object of the same key.
    await mkdir(path.join(root, 'variants', 'old'), { recursive: true });
    await writeFile(path.join(root, 'variants', 'old', 'photo.jpg'), 'jpeg bytes');
    expect(await store.head('variants/old/photo.jpg')).toMatchObject({ size: 10, contentType: 'image/jpeg' });
    expect(store.localFolder).toBe(root);
  });

  it('leaves no temporary file behind, and none when a stream fails half way', async () => {
    async function* failing() {
      yield Buffer.from('half');
      throw new Error('upload cut');
    }
    await expect(store.put('variants/v3/cut.png', Readable.from(failing()), 'image/png')).rejects.toThrow('upload cut');
    expect(existsSync(path.join(root, 'variants', 'v3', 'cut.png'))).toBe(false);
    expect((await readdir(path.join(root, 'variants', 'v3'))).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('answers a folder as no object', async () => {
    await store.put('variants/v4/a.png', Buffer.from('a'), 'image/png');
    expect(await store.get('variants/v4')).toBeNull();
    expect(await store.head('variants')).toBeNull();
  });
});
