// Starts the production build (the API serving the built web app) on a free loopback port with a
// fresh embedded database, which the server seeds with the demo accounts: the product as a
// visitor gets it, for the end-to-end tests and the tools that measure it from outside
// (`pnpm lighthouse`). Types: start-built-product.d.mts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../../apps/api/server-node-flags.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.join(repoRoot, 'apps/api/dist/server.js');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

async function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(baseUrl, server, output) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not answer /api/health within 60 s:\n${output()}`);
}

/**
 * Starts the built server; resolves to `{ baseUrl, dataDir, child, output, stop }` once it
 * answers /api/health. Emails go to the outbox folder in the data directory. `env` adds or
 * overrides variables; optional browser tools (analytics, support widget) stay off unless it sets
 * them, whatever the calling shell has. `stop` ends the server and deletes its data, unless the
 * caller gave `dataDir` (to start the server again on the same data, as the fault tests do).
 * `stdout` may name a file descriptor the server writes its standard output to.
 */
export async function startBuiltProduct({ env = {}, dataDir: givenDataDir, stdout } = {}) {
  for (const built of [serverEntry, webIndex]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`pnpm build\` first.`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = givenDataDir ?? mkdtempSync(path.join(tmpdir(), 'marketplace-product-'));
  let log = '';
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    cwd: path.dirname(path.dirname(serverEntry)),
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
      ...env,
    },
    stdio: ['ignore', stdout ?? 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    // A process ended by a signal has no exit code, only a signal code.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, child: server, output: () => log, stop };
}
