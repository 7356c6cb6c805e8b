import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BrowserSession } from './browser-session';
import { makeDataDir, startServer } from './server-process';

const data = makeDataDir();
beforeAll(async () => {
  await (await startServer(data.dir)).stop();
});
afterAll(() => data.remove());

it('finishes the request in flight after SIGTERM, refuses new connections, then exits 0', async () => {
  const server = await startServer(data.dir);
  const exitCode = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  // A sign-in that waits: another process holds the write lock for a moment.
  const other = new SqliteDatabase(path.join(data.dir, 'marketplace.sqlite'));
  other.exec('begin exclusive');
  const inFlight = new BrowserSession(server.base).post('/api/auth/login/', { email: 'builder@example.com', password: 'demo-password-2026' });
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(fetch(`${server.base}/api/health/live`)).rejects.toThrow();
  other.exec('rollback');
  other.close();
  expect((await inFlight).status).toBe(200);
  expect(await exitCode).toBe(0);
});
