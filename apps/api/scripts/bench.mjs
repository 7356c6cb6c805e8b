// `pnpm bench`: load-tests the production build (dist/) on generated catalogues of several sizes,
// on SQLite and PostgreSQL, with autocannon, next to a bare Fastify route on the same machine as
// the ceiling.
//
//   pnpm bench                            10k and 100k offers (PSVs), SQLite and PostgreSQL
//   pnpm bench --size 10k,100k,1m         the catalogue sizes (or any number of offers: 250000)
//   pnpm bench --dialect sqlite           one database only (sqlite | postgres | both)
//   pnpm bench --duration 20              seconds per measurement (default 10)
//   pnpm bench --data-root DIR            where generated catalogues are kept between runs
//                                         (default: marketplace-bench in the temp folder; the
//                                         PostgreSQL ones are databases marketplace_bench_<size>,
//                                         or BENCH_DB_PREFIX_<size> when that variable is set)
//   pnpm bench --only search              only the rows whose name holds this text (and the
//                                         ceiling), e.g. the searches while working on them
//   pnpm bench --grow 2000                also grows a catalogue by 2,000 products through the
//                                         supplier API from the demo data (bench-grow.mjs) and
//                                         measures the same reads on it
//   pnpm bench --writes                   then the supplier's writes on copies of the same
//                                         catalogues (bench-writes.mjs)
//   pnpm bench --only list,product        only the rows whose name holds one of these words
//                                         (list, product, search, ...; the floor rows always run)
//   pnpm bench --no-build                 measures the dist/ already there (another commit's
//                                         build, to compare with)
//   pnpm bench --only lock                the cold list while another process holds the write
//                                         lock for 5 s (SQLite: BEGIN EXCLUSIVE; PostgreSQL: the
//                                         catalogue version's rows FOR UPDATE)
//   pnpm bench --workers 2                instead: the list, product page and search, warm and
//                                         cold, served by one API process and then by WORKERS=2
//                                         on PostgreSQL and Redis (BENCH_REDIS_URL, default the
//                                         local one), with the scaling factor of each row
//
// Each read is measured warm (pages asked before, served from the answer caches) and cold (every
// answer computed from the database: Cache-Control: no-cache, over pages spread across the whole
// catalogue). The summary compares each size with the smallest and checks the targets.
import { cpus } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { buildApi, catalogueDatabase, DEFAULT_DATA_ROOT, log, measure, packageDir, parseDialects, parseSizes, peakRssMiB, printTable, signIn, startApi, startBare, stop } from './bench-server.mjs';
import { holdWriteLock } from './bench-lock.mjs';
import { readScenarios, readWorkload, warmUp } from './bench-reads.mjs';

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '10k,100k' },
    dialect: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'data-root': { type: 'string', default: DEFAULT_DATA_ROOT },
    grow: { type: 'string' },
    writes: { type: 'boolean', default: false },
    only: { type: 'string' },
    build: { type: 'boolean', default: true },
    workers: { type: 'string', default: '1' },
  },
  allowNegative: true,
});
/** Words of `--only`: a scenario runs when its name holds one of them (all run without it). */
const onlyWords = args.only ? args.only.split(',').map((word) => word.trim().toLowerCase()).filter(Boolean) : [];
const wanted = (name) => onlyWords.length === 0 || onlyWords.some((word) => name.toLowerCase().includes(word));
const sizes = parseSizes(args.size);
const dialects = parseDialects(args.dialect);
const load = { duration: Number(args.duration), connections: Number(args.connections) };
/** How long the write lock is held while reads are measured (the `lock` row). */
const LOCK_HELD_S = 5;
const workers = Number(args.workers);
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** What WORKERS=n should give reads at least, against one process (issue target). */
const READ_SCALING_TARGET = 1.6;

/** Measures every read scenario on one catalogue; the server's peak memory comes with it. */
async function benchCatalogue(dialect, psvs, bare) {
  const database = await catalogueDatabase({ dialect, psvs, dataRoot: path.resolve(args['data-root']) });
  const api = await startApi(database);
  try {
    const headers = await signIn(api.base);
    const workload = await readWorkload(api.base, headers);
    log(`\n${dialect}, ${workload.offers.toLocaleString('en-US')} offers: common word "${workload.common.word}" (${workload.common.count}), rare "${workload.rare.word}" (${workload.rare.count})`);
    await warmUp(api.base, headers, workload, { search: wanted('search') });
    const results = [{ name: 'bare Fastify route (ceiling)', ...(await measure(bare.base, { 'accept-encoding': headers['accept-encoding'] }, { method: 'GET', path: '/bare' }, load)) }];
    log(`  ${results[0].name}: ${Math.round(results[0].rps)} req/s`);
    results.push({ name: 'signed-in floor: GET /api/users/me/', ...(await measure(api.base, headers, { method: 'GET', path: '/api/users/me/' }, load)) });
    for (const { name, request, fresh } of readScenarios(workload).filter((scenario) => wanted(scenario.name))) {
      const result = await measure(api.base, fresh ? { ...headers, 'cache-control': 'no-cache' } : headers, request, load);
      // Word counts differ between sizes: the name without them lines rows up across catalogues.
      results.push({ name: name.replace(/ ".*$/, ''), label: name, ...result });
      log(`  ${name}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
    }
    if (wanted('lock')) results.push(await readsUnderLock(api.base, headers, workload, database.databaseUrl));
    return { dialect, psvs, results, peakRss: peakRssMiB(api.child.pid) };
  } finally {
    await stop(api.child);
  }
}

/** Cold list pages for 5 s while another process holds the database's write lock. */
async function readsUnderLock(base, headers, workload, databaseUrl) {
  const scenario = readScenarios(workload).find((candidate) => candidate.name.startsWith('cold: product list'));
  const release = await holdWriteLock(databaseUrl);
  try {
    const name = `cold: product list while a writer holds the lock ${LOCK_HELD_S} s`;
    const result = await measure(base, { ...headers, 'cache-control': 'no-cache' }, scenario.request, { ...load, duration: LOCK_HELD_S });
    log(`  ${name}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
    return { name, ...result };
  } finally {
    await release();
  }
}

/**
 * The reads that scale with processes (list, product page, search), served by one API process
 * and then by `workers` processes of `WORKERS=n` on the same PostgreSQL catalogue.
 */
async function benchWorkers(psvs) {
  const database = await catalogueDatabase({ dialect: 'postgres', psvs, dataRoot: path.resolve(args['data-root']) });
  const rows = new Map();
  for (const processes of [1, workers]) {
    const api = await startApi(database, processes > 1 ? { WORKERS: String(processes), REDIS_URL: redisUrl } : {});
    try {
      const headers = await signIn(api.base);
      const workload = await readWorkload(api.base, headers);
      log(`\npostgres, ${workload.offers.toLocaleString('en-US')} offers, ${processes} API ${processes === 1 ? 'process' : 'processes'}`);
      await warmUp(api.base, headers, workload, { search: wanted('search') });
      for (const { name, request, fresh } of readScenarios(workload).filter((scenario) => wanted(scenario.name) && /product list|product page|search/.test(scenario.name))) {
        const result = await measure(api.base, fresh ? { ...headers, 'cache-control': 'no-cache' } : headers, request, { ...load, serverPid: api.child.pid });
        const key = name.replace(/ ".*$/, '');
        rows.set(key, { ...(rows.get(key) ?? { name: key }), [processes]: result });
        log(`  ${name}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
      }
    } finally {
      await stop(api.child);
    }
  }
  log(`\nScaling on ${psvs.toLocaleString('en-US')} offers (req/s; the load generator and the database share the machine's ${cpus().length} cores):`);
  const factor = (row) => (row[workers]?.rps ?? 0) / Math.max(1, row[1]?.rps ?? 1);
  // The server's CPU per request with n processes against one: with a core free for each process
  // (another machine's load), n processes serve n × (CPU per request alone / CPU per request with n).
  const projected = (row) => Math.min(workers, (workers * (row[1]?.cpuMsPerRequest ?? 0)) / Math.max(1e-9, row[workers]?.cpuMsPerRequest ?? Infinity));
  printTable(
    [
      ['scenario', (row) => row.name, 48],
      ['1 process', (row) => Math.round(row[1]?.rps ?? 0), 12],
      [`${workers} processes`, (row) => Math.round(row[workers]?.rps ?? 0), 14],
      ['× here', (row) => factor(row).toFixed(2), 8],
      ['CPU ms/req, 1', (row) => (row[1]?.cpuMsPerRequest ?? 0).toFixed(3), 14],
      [`CPU ms/req, ${workers}`, (row) => (row[workers]?.cpuMsPerRequest ?? 0).toFixed(3), 14],
      ['× with free cores', (row) => projected(row).toFixed(2), 18],
    ],
    [...rows.values()],
  );
  const enoughCores = cpus().length >= workers + 2;
  for (const row of rows.values()) {
    const [label, value] = enoughCores ? ['measured', factor(row)] : ['projected from CPU per request', projected(row)];
    log(`${value >= READ_SCALING_TARGET ? 'PASS' : 'MISS'}  ${psvs.toLocaleString('en-US')} offers, ${row.name}: ×${value.toFixed(2)} ${label} ≥ ${READ_SCALING_TARGET}`);
  }
}

function summarize(runs) {
  for (const dialect of dialects) {
    const mine = runs.filter((run) => run.dialect === dialect);
    if (mine.length === 0) continue;
    const smallest = mine[0];
    log(`\n${dialect}: req/s and p99 (ms) per catalogue size; ×: p99 against ${smallest.psvs.toLocaleString('en-US')} offers`);
    const columns = [['scenario', (row) => row.name, 48]];
    for (const run of mine) {
      const label = run.psvs >= 1_000_000 ? `${run.psvs / 1_000_000}m` : `${run.psvs / 1000}k`;
      const of = (row) => run.results.find((result) => result.name === row.name);
      columns.push([`${label} req/s`, (row) => Math.round(of(row)?.rps ?? 0), 12]);
      columns.push([`${label} p99`, (row) => of(row)?.p99 ?? '-', 10]);
      if (run !== smallest) columns.push([`${label} ×`, (row) => ((of(row)?.p99 ?? 0) / Math.max(1, smallest.results.find((r) => r.name === row.name)?.p99 ?? 1)).toFixed(1), 8]);
    }
    printTable(columns, smallest.results);
    log(`peak RSS (MiB): ${mine.map((run) => `${run.psvs.toLocaleString('en-US')} offers ${run.peakRss}`).join(', ')}`);
    log(`failed requests: ${mine.reduce((sum, run) => sum + run.results.reduce((inner, result) => inner + result.failures, 0), 0)}`);
  }
}

/** The targets of the catalogue's cold paths, at the sizes they are set for. */
function checkTargets(runs) {
  const p99 = (run, prefix) => run.results.find((result) => result.name.startsWith(prefix))?.p99 ?? Infinity;
  const checks = [];
  for (const run of runs) {
    const grown = run.grownThroughApi ? ' (grown through the API)' : '';
    const where = `${run.dialect} ${run.psvs.toLocaleString('en-US')}${grown}`;
    const searchBudget = run.psvs >= 1_000_000 ? 50 : 25;
    // Rows left out by --only are not checked.
    const check = (label, prefix, budget) => {
      if (run.results.some((result) => result.name.startsWith(prefix))) checks.push([`${where}: ${label} p99 ≤ ${budget} ms`, p99(run, prefix) <= budget]);
    };
    check('cold list page at any offset', 'cold: product list', 10);
    check('cold product page', 'cold: product page', 5);
    for (const kind of ['search common word', 'search rare word', 'search, everyday queries']) check(`cold ${kind}`, `cold: ${kind}`, searchBudget);
    if (run.psvs <= 100_000) checks.push([`${where}: peak RSS ≤ 300 MiB`, run.peakRss <= 300]);
    checks.push([`${where}: no failed requests`, run.results.every((result) => result.failures === 0)]);
  }
  log('');
  for (const [label, ok] of checks) log(`${ok ? 'PASS' : 'MISS'}  ${label}`);
}

/** Runs another bench script of this folder with its output shown; returns that output. */
function runScript(script, scriptArgs) {
  const result = spawnSync(process.execPath, [path.join('scripts', script), ...scriptArgs], { cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  process.stdout.write(result.stdout);
  if (result.status !== 0) throw new Error(`${script} failed`);
  return result.stdout;
}

/** Grows a catalogue through the supplier API; the size it reached, as pnpm bench names catalogues. */
function grownCatalogue(dialect) {
  const output = runScript('bench-grow.mjs', ['--products', args.grow, '--dialect', dialect, '--data-root', args['data-root']]);
  const size = Number(/--size (\d+)/.exec(output)?.[1]);
  if (!Number.isSafeInteger(size)) throw new Error('bench-grow.mjs did not say where it kept the catalogue.');
  return size;
}

async function main() {
  if (args.build) buildApi();
  if (workers > 1) {
    for (const psvs of sizes) await benchWorkers(psvs);
    return;
  }
  const grown = args.grow ? new Map(dialects.map((dialect) => [dialect, grownCatalogue(dialect)])) : new Map();
  const bare = await startBare();
  const runs = [];
  try {
    for (const dialect of dialects) {
      for (const psvs of sizes) runs.push(await benchCatalogue(dialect, psvs, bare));
      if (grown.has(dialect)) runs.push({ ...(await benchCatalogue(dialect, grown.get(dialect), bare)), grownThroughApi: true });
    }
  } finally {
    await stop(bare.child);
  }
  log(`\n${load.connections} connections, ${load.duration} s per measurement after a 2 s warm-up.`);
  summarize(runs.filter((run) => !run.grownThroughApi));
  const grownRuns = runs.filter((run) => run.grownThroughApi);
  if (grownRuns.length > 0) {
    log('\nCatalogues grown through the supplier API:');
    summarize(grownRuns);
  }
  checkTargets(runs);
  if (args.writes) {
    // dist/ is built already (or was asked to be measured as it is).
    const writeArgs = ['--no-build', '--size', args.size, '--dialect', args.dialect, '--duration', args.duration, '--connections', args.connections, '--data-root', args['data-root']];
    runScript('bench-writes.mjs', writeArgs);
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
