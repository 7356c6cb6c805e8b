// What every benchmark script needs: the production build, a catalogue of a given size on SQLite
// or PostgreSQL, the API started on it in its own process, a signed-in user, and a measurement
// with autocannon. Used by bench.mjs and the other bench-*.mjs scripts.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The PostgreSQL server the benchmarks use (one database per catalogue size); BENCH_POSTGRES_URL overrides it. */
export const postgresServerUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The start of the PostgreSQL catalogue databases' names: another prefix keeps a branch with other migrations off the shared ones. */
export const databasePrefix = process.env.BENCH_DB_PREFIX ?? 'marketplace_bench';
export const DEMO_PASSWORD = 'demo-password-2026';
/** Where generated catalogues are kept between runs unless --data-root says otherwise. */
export const DEFAULT_DATA_ROOT = path.join(tmpdir(), 'marketplace-bench');

const namedSizes = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 };

/** Catalogue sizes from `--size`: `10k,100k,1m` or numbers of offers. */
export function parseSizes(text) {
  const sizes = text.split(',').map((size) => namedSizes[size.trim().toLowerCase()] ?? Number(size.replace(/_/g, '')));
  if (sizes.some((size) => !Number.isSafeInteger(size) || size < 1)) throw new Error('Use --size 10k,100k,1m or numbers of offers.');
  return sizes;
}

/** Databases from `--dialect`: sqlite, postgres or both. */
export function parseDialects(text) {
  const dialects = text === 'both' ? ['sqlite', 'postgres'] : [text];
  if (dialects.some((dialect) => !['sqlite', 'postgres'].includes(dialect))) throw new Error('Use --dialect sqlite, postgres or both.');
  return dialects;
}

const children = new Set();
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));
process.on('SIGINT', () => process.exit(130));

export function log(line = '') {
  process.stdout.write(`${line}\n`);
}

export function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { cwd: packageDir, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

/** Builds dist/ once per run. */
export function buildApi() {
  log('Building the API (dist/)…');
  run(path.join(packageDir, 'node_modules', '.bin', 'tsup'), ['--silent']);
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

export async function waitFor(url) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await globalThis.fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

/** A node process of this package, stopped when the benchmark ends. */
export function startNode(script, env) {
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers measured.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, script], { cwd: packageDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Peak resident memory of a running process in MiB (the kernel's high-water mark). */
export function peakRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kib / 1024);
}

async function withPostgres(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The DATABASE_URL of a catalogue: an SQLite file under `dataRoot`, or a PostgreSQL database
 * named after the size. Seeds it through `pnpm seed` when it does not exist yet, so later runs
 * measure the same data without generating it again.
 */
export async function catalogueDatabase({ dialect, psvs, dataRoot }) {
  const dataDir = path.join(dataRoot, `${dialect}-${psvs}`);
  let databaseUrl;
  let exists;
  if (dialect === 'postgres') {
    const name = `${databasePrefix}_${psvs}`;
    databaseUrl = new globalThis.URL(name, postgresServerUrl.replace(/[^/]*$/, '')).toString();
    exists = await withPostgres(postgresServerUrl, async (client) => {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`create database ${name}`);
      return found.rowCount > 0 && existsSync(path.join(dataDir, 'seeded'));
    });
  } else {
    databaseUrl = path.join(dataDir, 'marketplace.sqlite');
    exists = existsSync(path.join(dataDir, 'seeded'));
  }
  if (!exists) {
    log(`Generating a catalogue of ${psvs.toLocaleString('en-US')} PSVs on ${dialect}…`);
    const started = Date.now();
    run(process.execPath, ['dist/cli/seed.js', '--psvs', String(psvs)], { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    run('touch', [path.join(dataDir, 'seeded')]);
    log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return { dataDir, databaseUrl };
}

/** Starts the production server on a catalogue; resolves once it answers. */
export async function startApi({ dataDir, databaseUrl }, extraEnv = {}) {
  const port = await freePort();
  // Production mode, as measured; it requires the secret and encryption keys a deployment names.
  const keys = { BANKING_DETAILS_KEY: randomBytes(32).toString('hex'), BANK_LINK_TOKEN_KEY: randomBytes(32).toString('hex'), SESSION_SECRET: randomBytes(32).toString('base64url') };
  const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...keys, ...extraEnv };
  const child = startNode('dist/server.js', databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  await waitForSearchIndex(base, Number(extraEnv.WORKERS ?? 1));
  return { base, child };
}

/**
 * Waits until the server's in-memory search index is built (search asks the database until
 * then), so cold searches measure the index; says how long the build took after start. With
 * several processes each builds its own and a connection reaches any of them: ready means
 * twenty answers in a row saying so.
 */
async function waitForSearchIndex(base, processes = 1) {
  const started = Date.now();
  let readyInARow = 0;
  const needed = processes > 1 ? 20 : 1;
  for (let attempt = 0; attempt < 6000; attempt += 1) {
    const health = await (await globalThis.fetch(`${base}/api/health`, { headers: { connection: 'close' } })).json();
    readyInARow = health.search_index === 'building' ? 0 : readyInARow + 1;
    if (readyInARow >= needed) {
      if (health.search_index === 'ready') log(`  search index ready ${((Date.now() - started) / 1000).toFixed(1)} s after the server answered`);
      return;
    }
    await sleep(100);
  }
  throw new Error('The search index was not built within 10 minutes');
}

/** Starts the bare Fastify route: the ceiling of this machine. */
export async function startBare() {
  const port = await freePort();
  const child = startNode('scripts/bench-bare-server.mjs', { PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/bare`);
  return { base, child };
}

/**
 * Signs a demo user in: the session and CSRF cookies every request then carries, with the
 * Accept-Encoding every browser sends (stored catalogue answers are then served gzipped).
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
  const cookies = Object.fromEntries(login.headers.getSetCookie().map((cookie) => cookie.split(';')[0].split('=')));
  // Sign-in issues a CSRF token bound to the new session: the one from before no longer passes.
  const signedInToken = cookies.csrftoken;
  return { cookie: `sessionid=${cookies.sessionid}; csrftoken=${signedInToken}`, 'x-csrftoken': signedInToken, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
}

/**
 * req/s, median and 99th percentile latency of one request shape (or of a list of requests each
 * connection sends in turn, such as a product and then its variants), after a 2 s warm-up.
 */
export async function measure(base, headers, request, { connections = 10, duration = 10, serverPid } = {}) {
  const options = { url: base, connections, headers, requests: Array.isArray(request) ? request : [request] };
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = serverPid ? cpuSecondsOfTree(serverPid) : 0;
  const result = await autocannon({ ...options, duration });
  const cpuSeconds = serverPid ? cpuSecondsOfTree(serverPid) - cpuBefore : undefined;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    // With `serverPid`: the server's CPU time (its processes together) per answered request.
    ...(cpuSeconds === undefined ? {} : { cpuMsPerRequest: (cpuSeconds * 1000) / Math.max(1, result.requests.total) }),
  };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process and its children have used so far, from /proc. */
function cpuSecondsOfTree(pid) {
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean).map(Number);
  return [pid, ...children].reduce((sum, id) => {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    } catch {
      return sum;
    }
  }, 0);
}

/** A fixed-width results table. */
export function printTable(columns, rows) {
  const widths = columns.map(([title, , width]) => Math.max(width ?? 9, title.length + 1));
  log(columns.map(([title], index) => (index === 0 ? title.padEnd(widths[0]) : title.padStart(widths[index]))).join(''));
  for (const row of rows) {
    log(columns.map(([, value], index) => (index === 0 ? String(value(row)).padEnd(widths[0]) : String(value(row)).padStart(widths[index]))).join(''));
  }
}
