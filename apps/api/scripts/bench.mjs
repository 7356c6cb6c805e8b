// `pnpm bench`: load-tests the production build (dist/) on a generated catalogue with autocannon,
// next to a bare Fastify route on the same machine as the ceiling.
//
//   pnpm bench                          100,000 product supplier variants (PSVs), 10 connections
//   pnpm bench --size 10k | 1m          another catalogue size (or --psvs N)
//   pnpm bench --duration 20            seconds per measurement (default 10)
//   pnpm bench --data-dir DIR           reuse (or keep) a generated catalogue instead of a temp one
//
// Each endpoint is measured twice: "warm", as the catalogue is used (repeated pages served from
// the catalogue answer cache and the search plan cache), and "cold", with every request a
// different page, so each one is computed from the database.
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
import { parseArgs } from 'node:util';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sizes = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 };

const { values: args } = parseArgs({
  options: {
    size: { type: 'string' },
    psvs: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'data-dir': { type: 'string' },
  },
});
const psvs = args.psvs ? Number(args.psvs) : (sizes[(args.size ?? '100k').toLowerCase()] ?? NaN);
if (!Number.isSafeInteger(psvs) || psvs < 1) throw new Error('Use --size 10k|100k|1m or --psvs N.');
const duration = Number(args.duration);
const connections = Number(args.connections);

const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));
process.on('SIGINT', () => process.exit(130));

function log(line) {
  process.stdout.write(`${line}\n`);
}

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { cwd: packageDir, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function start(script, env) {
  const child = spawn(process.execPath, [script], { cwd: packageDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

async function waitFor(url) {
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
 * Signs the demo builder in: the session and CSRF cookies every request then carries, with the
 * Accept-Encoding every browser sends (stored catalogue answers are then served gzipped).
 */
async function signIn(base) {
  const csrf = await globalThis.fetch(`${base}/csrf/token/`);
  const { csrf_token: token } = await csrf.json();
  const login = await globalThis.fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: `csrftoken=${token}` },
    body: JSON.stringify({ email: 'builder@example.com', password: 'demo-password-2026' }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith('sessionid='))?.split(';')[0];
  return { cookie: `${session}; csrftoken=${token}`, 'x-csrftoken': token, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
}

/** What the requests vary over: real ids and realistic searches, read from the generated data. */
function workload(file) {
  const db = new Database(file, { readonly: true });
  const project = db.prepare("select id from projects where name = 'Mission Bay Townhomes'").get();
  const pairs = db
    .prepare('select distinct product_id, company_id from product_supplier_variants where active = 1 order by id limit 2000')
    .all()
    .filter((_, index) => index % 10 === 0)
    .map((row) => `/api/product_supplier/${row.product_id}/${row.company_id}`);
  db.close();
  const searches = [
    '1/2 drywall',
    'drywall panel 5/8',
    '2x4 stud',
    'framing lumber 2x6',
    'plywood 3/4',
    'osb sheathing',
    'pressure treated post',
    'concrete mix 80 lb',
    'mortar mix',
    'concrete block',
    'rebar #4',
    'architectural shingles charcoal',
    'roof underlayment',
    'fiberglass batt r-19',
    'rigid foam board',
    'house wrap',
    'framing nails 16d',
    'deck screws',
    'joist hanger 2x8',
    'wedge anchors',
    'pex tubing 3/4',
    'copper pipe type l',
    'pvc pipe 2',
    'ball valve',
    'water heater 50 gal',
    'nm-b 12 awg',
    'circuit breaker 20 a',
    'emt conduit',
    'led downlight',
    'gfci outlet',
    'prehung interior door',
    'vinyl window',
    'interior latex paint eggshell',
    'deck stain',
    'luxury vinyl plank',
    'porcelain floor tile',
    'composite deck board',
    'vinyl siding',
    'joint compound',
    'drywall screws',
  ];
  return { projectId: project?.id, detailPaths: pairs, searches };
}

function cycle(items) {
  let index = 0;
  return () => items[index++ % items.length];
}

async function measure(base, headers, request) {
  const options = { url: base, connections, headers, requests: [request] };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  log(`Building the API (dist/)…`);
  run(path.join(packageDir, 'node_modules', '.bin', 'tsup'), ['--silent']);

  const dataDir = args['data-dir'] ? path.resolve(args['data-dir']) : mkdtempSync(path.join(tmpdir(), 'marketplace-bench-'));
  const databaseFile = path.join(dataDir, 'marketplace.sqlite');
  if (existsSync(databaseFile)) {
    log(`Reusing the catalogue in ${dataDir}.`);
  } else {
    log(`Generating a catalogue of ${psvs.toLocaleString('en-US')} PSVs in ${dataDir}…`);
    const started = Date.now();
    run(process.execPath, ['dist/cli/seed.js', '--psvs', String(psvs)], { DATA_DIR: dataDir });
    log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  if (!args['data-dir']) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

  const [apiPort, barePort] = [await freePort(), await freePort()];
  // Production mode, as measured; it requires the encryption keys a deployment names.
  const keys = { BANKING_DETAILS_KEY: randomBytes(32).toString('hex'), BANK_LINK_TOKEN_KEY: randomBytes(32).toString('hex') };
  start('dist/server.js', { DATA_DIR: dataDir, PORT: String(apiPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...keys });
  start('scripts/bench-bare-server.mjs', { PORT: String(barePort) });
  const api = `http://127.0.0.1:${apiPort}`;
  const bare = `http://127.0.0.1:${barePort}`;
  await Promise.all([waitFor(`${api}/api/health`), waitFor(`${bare}/bare`)]);

  const headers = await signIn(api);
  const { projectId, detailPaths, searches } = workload(databaseFile);
  const nextSearch = cycle(searches);
  const nextDetail = cycle(detailPaths);
  let unique = 0;
  const listPath = '/api/product_supplier_variant/?fetch_pricing=true&fetch_first_image_only=true&limit=20';
  const searchBody = (search, extra = {}) => JSON.stringify({ search, limit: 20, ...extra });
  // A page nobody asked for yet: one counter walks through every query, page and page size
  // (8,800 combinations), so nothing comes from a cache during a measurement.
  const coldSearch = (extra = {}) => {
    unique += 1;
    const search = searches[unique % searches.length];
    const offset = 20 * (Math.floor(unique / searches.length) % 20);
    const limit = 15 + (Math.floor(unique / (searches.length * 20)) % 11);
    return JSON.stringify({ search, offset, limit, ...extra });
  };

  const scenarios = [
    ['bare Fastify route (ceiling)', bare, { method: 'GET', path: '/bare' }],
    // Not a catalogue call: what any signed-in request costs here (session lookup, CSRF and
    // security headers), the floor under every endpoint below.
    ['signed-in floor: GET /api/users/me/', api, { method: 'GET', path: '/api/users/me/' }],
    ['product list, 20 with pricing + first image', api, { method: 'GET', path: listPath }],
    ['product detail (product_supplier page)', api, { method: 'GET', setupRequest: (req) => ({ ...req, path: nextDetail() }) }],
    ['search', api, { method: 'POST', path: '/api/search/products/', setupRequest: (req) => ({ ...req, body: searchBody(nextSearch()) }) }],
    [
      'search with availability',
      api,
      { method: 'POST', path: '/api/search/products/availability/', setupRequest: (req) => ({ ...req, body: searchBody(nextSearch(), { project_id: projectId }) }) },
    ],
    ['cold: product list, every request new', api, { method: 'GET', setupRequest: (req) => ({ ...req, path: `${listPath}&v=${unique++}` }) }],
    ['cold: product detail, every request new', api, { method: 'GET', setupRequest: (req) => ({ ...req, path: `${nextDetail()}?v=${unique++}` }) }],
    ['cold: search, every page new', api, { method: 'POST', path: '/api/search/products/', setupRequest: (req) => ({ ...req, body: coldSearch() }) }],
    [
      'cold: search with availability, every page new',
      api,
      {
        method: 'POST',
        path: '/api/search/products/availability/',
        setupRequest: (req) => ({ ...req, body: coldSearch({ project_id: projectId }) }),
      },
    ],
  ];

  // "Warm" means every page of the warm workload has been asked for once, however long the
  // first answers take on a large catalogue; the cold measurements never repeat a page.
  log('Asking for every page of the warm workload once…');
  const send = (requestPath, body) =>
    globalThis.fetch(`${api}${requestPath}`, body ? { method: 'POST', headers, body } : { headers }).then((response) => response.arrayBuffer());
  await send(listPath);
  for (const detail of detailPaths) await send(detail);
  for (const search of searches) {
    await send('/api/search/products/', searchBody(search));
    await send('/api/search/products/availability/', searchBody(search, { project_id: projectId }));
  }

  log(`\n${psvs.toLocaleString('en-US')} PSVs, ${connections} connections, ${duration} s per endpoint after a 2 s warm-up.\n`);
  const results = [];
  for (const [name, base, request] of scenarios) {
    const result = await measure(base, base === bare ? { 'accept-encoding': headers['accept-encoding'] } : headers, request);
    results.push({ name, ...result });
    log(`  measured ${name}: ${Math.round(result.rps)} req/s`);
  }

  const ceiling = results[0].rps;
  const pad = (text, width) => String(text).padEnd(width);
  const padLeft = (text, width) => String(text).padStart(width);
  log(`\n${pad('endpoint', 50)}${padLeft('req/s', 9)}${padLeft('p50 ms', 9)}${padLeft('p99 ms', 9)}${padLeft('vs bare', 9)}${padLeft('failed', 8)}`);
  for (const result of results) {
    log(
      `${pad(result.name, 50)}${padLeft(Math.round(result.rps), 9)}${padLeft(result.p50, 9)}${padLeft(result.p99, 9)}` +
        `${padLeft(`${((result.rps / ceiling) * 100).toFixed(1)}%`, 9)}${padLeft(result.failures, 8)}`,
    );
  }

  const byName = Object.fromEntries(results.map((result) => [result.name, result]));
  const checks = [
    ['search with availability p99 < 25 ms', byName['search with availability'].p99 < 25],
    ['product list ≥ 20% of the bare route', byName['product list, 20 with pricing + first image'].rps >= 0.2 * ceiling],
    ['product detail ≥ 20% of the bare route', byName['product detail (product_supplier page)'].rps >= 0.2 * ceiling],
    ['no failed requests', results.every((result) => result.failures === 0)],
  ];
  log('');
  for (const [label, ok] of checks) log(`${ok ? 'PASS' : 'MISS'}  ${label}`);
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
