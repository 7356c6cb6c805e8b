import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const indexHtml = '<!doctype html><script type="module" src="/app/v2/assets/index-abc123.js"></script>';
const entryScript = 'console.log("app")';

/** Writes a file of the build with the brotli and gzip copies the web build writes beside it. */
async function writeWithCompressedCopies(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

describe('web app with a build', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeWithCompressedCopies(path.join(dist, 'index.html'), indexHtml);
    await writeWithCompressedCopies(path.join(dist, 'assets', 'index-abc123.js'), entryScript);
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{}}');
    // Too small to be worth compressing: the build writes no copies.
    await writeFile(path.join(dist, 'assets', 'tiny-def456.js'), 'x');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    await writeFile(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
    t = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('redirects / to the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/app/v2/');
  });

  it('serves index.html uncached at the base path, with and without the slash', async () => {
    for (const url of ['/app/v2/', '/app/v2']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('index-abc123.js');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/v2/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await t.app.inject({ method: 'GET', url: '/app/v2/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the app’s icon at /favicon.ico, where browsers ask for it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.rawPayload).toEqual(Buffer.from([0, 0, 1, 0, 1, 0]));
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('leaves /.well-known/ to the site: security.txt is answered, other names are 404s, never the app', async () => {
    const securityTxt = await t.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    expect(securityTxt.statusCode).toBe(200);
    expect(securityTxt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(securityTxt.body).toMatch(/^Contact: /);
    const other = await t.app.inject({ method: 'GET', url: '/.well-known/change-password' });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('<!doctype html>');
  });

  it('answers deep links with index.html', async () => {
    for (const url of ['/app/v2/login', '/app/v2/product/12/34', '/app/v2/password/reset_verify?token=abc', '/app/v2/supplier/products/edit/9']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<!doctype html>');
    }
  });

  describe('precompressed copies', () => {
    const cases = [
      { url: '/app/v2/assets/index-abc123.js', content: entryScript, type: 'application/javascript', cache: 'public, max-age=31536000, immutable' },
      { url: '/app/v2/', content: indexHtml, type: 'text/html', cache: 'no-cache' },
      { url: '/app/v2/products', content: indexHtml, type: 'text/html', cache: 'no-cache' },
    ];

    it.each(cases)('$url: a browser accepting brotli gets the brotli copy', async ({ url, content, type, cache }) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain(type);
      expect(response.headers['cache-control']).toBe(cache);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(content);
    });

    it.each(cases)('$url: a browser accepting gzip only gets the gzip copy', async ({ url, content, type, cache }) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toContain(type);
      expect(response.headers['cache-control']).toBe(cache);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(response.rawPayload).toString()).toBe(content);
    });

    it.each(cases)('$url: a client accepting no encoding gets the file as it is', async ({ url, content, type, cache }) => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers['content-type']).toContain(type);
        expect(response.headers['cache-control']).toBe(cache);
        expect(response.body).toBe(content);
      }
    });

    it('a file the build left without copies goes out as it is to a browser accepting brotli', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/app/v2/assets/tiny-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.body).toBe('x');
    });
  });

  it('keeps the build’s manifest to itself', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/v2/.vite/manifest.json' });
    expect(response.body).not.toContain('"index.html"');
  });

  it('answers a missing asset with 404, not HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/v2/assets/gone-999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('keeps API 404s as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('web app without a build', () => {
  it('answers 503 with a clear message instead of crashing', async () => {
    const t = await startTestApp();
    try {
      for (const url of ['/app/v2', '/app/v2/', '/app/v2/login']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ code: 'service_unavailable', message: expect.stringContaining('not built') });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
