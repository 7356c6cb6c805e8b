import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from './browser-session';
import { makeDataDir, startServer } from './server-process';
import { multipart, PIXEL_PNG } from './uploads';
import type { ServerProcess } from './server-process';

/** Mounting a small file system needs root; elsewhere this file cannot build its full disk. */
function tryMount(folder: string): boolean {
  mkdirSync(folder, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', folder], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const data = makeDataDir();
const mediaDir = path.join(data.dir, 'small-disk');
const mounted = tryMount(mediaDir);
let server: ServerProcess;
let devFull: number;

beforeAll(async () => {
  if (!mounted) return;
  // The first start seeds the demo catalogue, whose pictures would not fit on the small disk.
  await (await startServer(data.dir)).stop();
  devFull = openSync('/dev/full', 'w');
  // Every log line the server writes fails with ENOSPC, as on a full disk.
  server = await startServer(data.dir, { MEDIA_DIR: mediaDir, LOG_LEVEL: 'info' }, { stdout: devFull });
});
afterAll(async () => {
  if (mounted) {
    await server?.stop();
    closeSync(devFull);
    execFileSync('umount', [mediaDir]);
  }
  data.remove();
});

describe.skipIf(!mounted)('a full, then read-only disk (needs root to mount a 1 MB tmpfs as the media folder)', () => {
  it('refuses an upload with 507 when full and 503 when read-only, keeps serving, and takes it once writable with room', async () => {
    const db = new SqliteDatabase(path.join(data.dir, 'marketplace.sqlite'), { readonly: true });
    const variant = db
      .prepare(`select v.id from variants v join product_supplier_variants psv on psv.variant_id = v.id join users u on u.company_id = psv.company_id where u.email = 'supplier@example.com' limit 1`)
      .get() as { id: string };
    db.close();
    const supplier = new BrowserSession(server.base);
    expect((await supplier.post('/api/auth/login/', { email: 'supplier@example.com', password: 'demo-password-2026' })).status).toBe(200);

    const filler = path.join(mediaDir, 'filler');
    try {
      writeFileSync(filler, Buffer.alloc(2 * 1024 * 1024));
    } catch {
      // ENOSPC: the disk is now full.
    }
    const { body, type } = multipart(PIXEL_PNG);
    const refused = await supplier.send('POST', `/api/catalog/variants/${variant.id}/images/`, body, type);
    expect(refused.status).toBe(507);
    expect(await refused.json()).toMatchObject({ code: 'storage_full', display_error: expect.stringContaining('storage is full'), request_id: expect.any(String) });
    const ready = await fetch(`${server.base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { storage: { ok: false }, database: { ok: true } } });

    rmSync(filler);
    // A read-only disk: the same upload answers 503, saying storage is not available.
    execFileSync('mount', ['-o', 'remount,ro', mediaDir]);
    try {
      const readOnly = await supplier.send('POST', `/api/catalog/variants/${variant.id}/images/`, body, type);
      expect(readOnly.status).toBe(503);
      expect(await readOnly.json()).toMatchObject({ code: 'storage_unavailable', display_error: expect.stringContaining('not available') });
      expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(503);
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', mediaDir]);
    }

    const taken = await supplier.send('POST', `/api/catalog/variants/${variant.id}/images/`, body, type);
    expect(taken.status).toBe(201);
    expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200);
    // The log output failed all along: the process lives, and said so once.
    expect(server.child.exitCode).toBeNull();
    expect(server.stderr().match(/Log output failed/g)).toHaveLength(1);
  });
});
