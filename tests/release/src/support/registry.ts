// A throw-away npm registry (verdaccio) on loopback: its own config and storage in a temp dir, no
// uplinks, so nothing published here can leave the machine and nothing is fetched through it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

export interface LocalRegistry {
  /** Base URL with a trailing slash, e.g. http://127.0.0.1:41234/ */
  url: string;
  /** A publish token of a user created on start. */
  token: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForPing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}-/ping`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`verdaccio did not answer within 30 s:\n${output()}`);
}

/** Starts verdaccio with storage under `dir` on a free loopback port and signs up a publisher. */
export async function startLocalRegistry(dir: string): Promise<LocalRegistry> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  mkdirSync(join(dir, 'storage'), { recursive: true });
  const config = join(dir, 'config.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: 10',
      // No uplinks: the registry holds only what the test publishes.
      'uplinks: {}',
      'packages:',
      "  '@marketplace/*':",
      '    access: $all',
      '    publish: $authenticated',
      '    unpublish: $authenticated',
      "  '**':",
      '    access: $all',
      'web:',
      '  enable: false',
      'max_body_size: 100mb',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );

  const manifestPath = require.resolve('verdaccio/package.json');
  const bin = join(dirname(manifestPath), (require(manifestPath) as { bin: string }).bin);
  const child = spawn(process.execPath, [bin, '--config', config, '--listen', `127.0.0.1:${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };

  try {
    await waitForPing(url, child, () => output);
    const response = await fetch(`${url}-/user/org.couchdb.user:release`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'release', password: 'release-password' }),
    });
    const body = (await response.json()) as { token?: string; error?: string };
    if (!response.ok || !body.token) throw new Error(`sign-up refused: ${response.status} ${JSON.stringify(body)}`);
    return { url, token: body.token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What the registry holds for a package: its versions' manifests and dist-tags. */
export interface Packument {
  'dist-tags': Record<string, string>;
  versions: Record<string, { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }>;
}

/** The registry's document for a package, or undefined if it has none. */
export function packument(registry: string, name: string): Promise<Packument | undefined> {
  // node:http without keep-alive: verdaccio closes idle connections, which fetch's pool would reuse.
  return new Promise((resolve, reject) => {
    const request = get(`${registry}${name.replace('/', '%2f')}`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        if (response.statusCode === 404) resolve(undefined);
        else if (response.statusCode !== 200) reject(new Error(`${name}: ${response.statusCode} ${body}`));
        else resolve(JSON.parse(body) as Packument);
      });
    });
    request.on('error', reject);
  });
}
