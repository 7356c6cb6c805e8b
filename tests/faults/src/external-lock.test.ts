import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BrowserSession } from './browser-session';
import { makeDataDir, startServer } from './server-process';
import type { ServerProcess } from './server-process';

const data = makeDataDir();
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer(data.dir);
});
afterAll(async () => {
  await server.stop();
  data.remove();
});

async function timed(request: () => Promise<Response>): Promise<{ status: number; ms: number; response: Response }> {
  const started = performance.now();
  const response = await request();
  return { status: response.status, ms: performance.now() - started, response };
}

it('keeps answering health and reads while another process holds the write lock, and refuses writes with 503 and Retry-After', async () => {
  const browser = new BrowserSession(server.base);
  expect((await browser.post('/api/auth/login/', { email: 'builder@example.com', password: 'demo-password-2026' })).status).toBe(200);
  // What `sqlite3 marketplace.sqlite` then `BEGIN EXCLUSIVE;` does.
  const other = new SqliteDatabase(path.join(data.dir, 'marketplace.sqlite'));
  other.exec('begin exclusive');
  try {
    const signIn = timed(() => new BrowserSession(server.base).post('/api/auth/login/', { email: 'supplier@example.com', password: 'demo-password-2026' }));
    const healthTimes: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const health = await timed(() => fetch(`${server.base}/api/health`));
      expect(health.status).toBe(200);
      healthTimes.push(health.ms);
    }
    // Health answers within 50 ms (the median: CI runs other suites beside this one), never
    // anywhere near the lock's length.
    healthTimes.sort((a, b) => a - b);
    expect(healthTimes[5]).toBeLessThan(50);
    expect(healthTimes[9]).toBeLessThan(500);
    expect((await browser.get('/api/projects/')).status).toBe(200);
    const refused = await signIn;
    expect(refused.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('2');
    expect(await refused.response.json()).toMatchObject({ code: 'database_busy' });
    expect(refused.ms).toBeLessThan(5_000);
    // Readiness names the database as what fails; liveness does not care.
    const ready = await fetch(`${server.base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not_ready', checks: { database: { ok: false }, storage: { ok: true } } });
    expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);
  } finally {
    other.exec('rollback');
    other.close();
  }
  expect((await new BrowserSession(server.base).post('/api/auth/login/', { email: 'supplier@example.com', password: 'demo-password-2026' })).status).toBe(200);
});
