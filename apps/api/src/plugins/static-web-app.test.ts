import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

describe('web app with a build', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><script type="module" src="/app/v2/assets/index-abc123.js"></script>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
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

  it('answers deep links with index.html', async () => {
    for (const url of ['/app/v2/login', '/app/v2/product/12/34', '/app/v2/password/reset_verify?token=abc', '/app/v2/supplier/products/edit/9']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<!doctype html>');
    }
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
