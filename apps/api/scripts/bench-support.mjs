// What the benchmarks (bench.mjs, bench-writes.mjs, bench-grow.mjs) share: building the API,
// generating a catalogue, starting the production server, signing in and measuring with
// autocannon. Each function behaves as it did inside bench.mjs.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const sizes = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 };
/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo-password-2026';

const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));
process.on('SIGINT', () => process.exit(130));

export function log(line) {
  process.stdout.write(`${line}\n`);
}

/** PSVs from `--size 10k|100k|1m` or `--psvs N` (100k when neither is given). */
export function psvsFromArgs(args) {
  const psvs = args.psvs ? Number(args.psvs) : (sizes[(args.size ?? '100k').toLowerCase()] ?? NaN);
  if (!Number.isSafeInteger(psvs) || psvs < 1) throw new Error('Use --size 10k|100k|1m or --psvs N.');
  return psvs;
}

export function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { cwd: packageDir, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a Node script of this package; it is ended when the benchmark exits. */
export function start(script, env) {
  const child = spawn(process.execPath, [script], { cwd: packageDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

export async function waitFor(url) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await globalThis.fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Signs a demo account in (the demo builder unless another email is given): the session and CSRF
 * cookies every request then carries, with the Accept-Encoding every browser sends (stored
 * catalogue answers are then served gzipped).
 */
export async function signIn(base, email = 'builder@example.com') {
  const csrf = await globalThis.fetch(`${base}/csrf/token/`);
  const { csrf_token: token } = await csrf.json();
  const login = await globalThis.fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: `csrftoken=${token}` },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith('sessionid='))?.split(';')[0];
  return { cookie: `${session}; csrftoken=${token}`, 'x-csrftoken': token, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
}

/**
 * Requests per second, latency percentiles (ms) and failed requests of one autocannon run after a
 * 2 s warm-up. `request` is one request, or a list each connection sends in turn.
 */
export async function measure(base, headers, request, { connections = 10, duration = 10 } = {}) {
  const options = { url: base, connections, headers, requests: Array.isArray(request) ? request : [request] };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Builds dist/ with tsup. */
export function buildApi() {
  log(`Building the API (dist/)…`);
  run(path.join(packageDir, 'node_modules', '.bin', 'tsup'), ['--silent']);
}

/**
 * The data directory to measure: `dataDir` as given (reused when it holds a database, kept after
 * the run) or a temporary one removed at exit. `psvs` generates a catalogue of that many PSVs
 * into a directory without one; without `psvs` the server adds the small demo catalogue on start.
 */
export function prepareDataDir({ dataDir, psvs }) {
  const dir = dataDir ? path.resolve(dataDir) : mkdtempSync(path.join(tmpdir(), 'marketplace-bench-'));
  const databaseFile = path.join(dir, 'marketplace.sqlite');
  if (existsSync(databaseFile)) {
    log(`Reusing the catalogue in ${dir}.`);
  } else if (psvs) {
    generateCatalogue({ DATA_DIR: dir }, psvs);
  }
  if (!dataDir) process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return { dataDir: dir, databaseFile };
}

/** Runs the catalogue generator (`pnpm seed --psvs N`) on the database the environment names. */
function generateCatalogue(env, psvs) {
  log(`Generating a catalogue of ${psvs.toLocaleString('en-US')} PSVs…`);
  const started = Date.now();
  run(process.execPath, ['dist/cli/seed.js', '--psvs', String(psvs)], env);
  log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * PostgreSQL at `databaseUrl` (an empty database, or one a previous run filled) ready to measure:
 * the demo data and a catalogue of `psvs` PSVs (the small demo catalogue without `psvs`) unless
 * it already has a catalogue. The server seeds only an embedded database by itself.
 */
export async function preparePostgres({ databaseUrl, dataDir, psvs }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const found = await client.query("select to_regclass('public.product_supplier_variants') is not null as present");
  const present = found.rows[0].present && (await client.query('select exists (select 1 from product_supplier_variants) as filled')).rows[0].filled;
  await client.end();
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  if (present) log(`Reusing the catalogue at ${new globalThis.URL(databaseUrl).pathname.slice(1)}.`);
  else if (psvs) generateCatalogue(env, psvs);
  else run(process.execPath, ['dist/cli/seed.js'], env);
}

/** PSVs in the catalogue (SQLite file or PostgreSQL), for the report's heading. */
export async function countPsvs({ databaseFile, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query('select count(*) as count from product_supplier_variants');
    await client.end();
    return Number(rows[0].count);
  }
  const db = new Database(databaseFile, { readonly: true });
  const { count } = db.prepare('select count(*) as count from product_supplier_variants').get();
  db.close();
  return count;
}

/** Starts the production build on a free port over this data directory; resolves once it answers. */
export async function startApi({ dataDir, env = {} }) {
  const port = await freePort();
  // Production mode, as measured; it requires the encryption keys a deployment names.
  const keys = { BANKING_DETAILS_KEY: randomBytes(32).toString('hex'), BANK_LINK_TOKEN_KEY: randomBytes(32).toString('hex') };
  const child = start('dist/server.js', { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...keys, ...env });
  const api = `http://127.0.0.1:${port}`;
  await waitFor(`${api}/api/health`);
  return { api, child };
}

/** A table of measured rows (name, req/s, p50, p99, failures) as bench.mjs prints it. */
export function printRows(rows) {
  const pad = (text, width) => String(text).padEnd(width);
  const padLeft = (text, width) => String(text).padStart(width);
  log(`\n${pad('endpoint', 50)}${padLeft('req/s', 9)}${padLeft('p50 ms', 9)}${padLeft('p99 ms', 9)}${padLeft('failed', 8)}`);
  for (const row of rows) {
    if (row.seconds !== undefined) log(`${pad(row.name, 50)}${padLeft(`${row.seconds.toFixed(2)} s`, 27)}${padLeft(row.failures, 8)}`);
    else log(`${pad(row.name, 50)}${padLeft(Math.round(row.rps), 9)}${padLeft(row.p50, 9)}${padLeft(row.p99, 9)}${padLeft(row.failures, 8)}`);
  }
}

/** Runs a benchmark's main: exit 0 when done, 1 with the stack on error. */
export function runMain(main) {
  main()
    .then(() => process.exit(0))
    .catch((error) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}
