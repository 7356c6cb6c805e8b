import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const serverEntry = join(repoRoot, 'apps/api/dist/server.js');
const webDist = join(repoRoot, 'apps/web/dist/index.html');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not answer /api/health within 60 s:\n${output()}`);
}

/** One running production server on its own data directory. */
export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server and deletes its data. */
  stop(): Promise<void>;
}

/**
 * Starts the production build (the API serving the built web app) on a free loopback port
 * with a fresh embedded database, which the server seeds with the demo accounts. Emails go
 * to the outbox folder in the data directory, where tests read reset links. `env` adds or
 * overrides variables; optional tools stay off unless it sets them, whatever this shell has.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  for (const built of [serverEntry, webDist]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`pnpm build\` first.`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-e2e-'));
  let log = '';
  const server = spawn(process.execPath, [serverEntry], {
    cwd: join(repoRoot, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ANALYTICS_API_KEY: '',
      ANALYTICS_SERVER_URL: '',
      SUPPORT_WIDGET_URL: '',
      // Every person of every test file signs in from 127.0.0.1: the per-address limit meant for
      // one attacker would count the whole suite as one, and a fast run passes 10 sign-ins a
      // minute. The limit itself is tested by the API suite (plugins/rate-limit.test.ts).
      RATE_LIMIT_LOGIN_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (error) {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((done) => server.once('exit', done));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Global setup: the one default server (every optional tool off) that test files share. */
export default async function startProduct(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
