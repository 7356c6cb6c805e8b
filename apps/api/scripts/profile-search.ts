// Times the cold search in-process, one search at a time, on a catalogue database: the in-memory
// index (build time and memory, then each search) against the database path, on the same data
// and queries as pnpm bench. Less sensitive to a busy machine than a load test: it reports the
// server time of one search, which the load test multiplies by its queue.
//
//   DATABASE_URL=/tmp/marketplace-bench/sqlite-100000/marketplace.sqlite pnpm exec tsx scripts/profile-search.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/marketplace_bench_100000 pnpm exec tsx scripts/profile-search.ts
import process from 'node:process';
import type { DatabaseConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createSearchIndexHolder } from '../src/modules/search/index/search-index-holder';
import { createSearchService } from '../src/modules/search/search.service';
import type { SearchService } from '../src/modules/search/search.service';
// @ts-expect-error: a plain .mjs module of the bench
import { EVERYDAY_SEARCHES } from './bench-reads.mjs';

const url = process.env.DATABASE_URL ?? '';
const config: DatabaseConfig = url.startsWith('postgres') ? { dialect: 'postgres', connectionString: url } : { dialect: 'sqlite', filename: url };
const database = openDatabase(config);
const { db } = database;
// As the server does at start: the change log the index reads comes with a migration.
await migrateToLatest(db);
const rounds = Number(process.env.ROUNDS ?? 30);

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const rssBefore = process.memoryUsage().rss;
const holder = createSearchIndexHolder({ db, pollMs: 60_000, log: { info: () => {}, error: (details) => console.error(details) } });
const started = Date.now();
holder.start();
while (!holder.status().ready) await new Promise((resolve) => setTimeout(resolve, 20));
const buildMs = Date.now() - started;
gc?.();
const status = holder.status();
console.log(
  `index: ${status.documents} documents built in ${buildMs} ms; typed arrays ${(status.bytes / 2 ** 20).toFixed(1)} MiB, heap +${((process.memoryUsage().heapUsed - heapBefore) / 2 ** 20).toFixed(1)} MiB, RSS +${((process.memoryUsage().rss - rssBefore) / 2 ** 20).toFixed(1)} MiB`,
);

const withIndex = createSearchService({ db, dialect: config.dialect, cacheBytes: 1024, index: holder });
const withDatabase = createSearchService({ db, dialect: config.dialect, cacheBytes: 1024 });
const input = (search: string, offset = 0) => ({ search, facets: [], fetch_facets: true, limit: 20, offset });

const offers = Number((await db.selectFrom('product_supplier_variants').select((eb) => eb.fn.countAll().as('n')).where('active', '=', 1).executeTakeFirstOrThrow()).n);
const words = [...new Set((EVERYDAY_SEARCHES as string[]).flatMap((search) => search.split(' ')).filter((word) => /^[a-z]{4,}$/.test(word)))];
const counted = [];
for (const word of words) counted.push({ word, count: (await withIndex.search({ ...input(word), fetch_facets: false }, { fresh: true })).count });
const nearest = (target: number) => counted.filter(({ count }) => count > 0).sort((a, b) => Math.abs(Math.log(a.count / target)) - Math.abs(Math.log(b.count / target)))[0]!;
const common = nearest(offers / 10);
const rare = nearest(Math.max(5, offers / 2000));
console.log(`${offers} active offers; common word "${common.word}" (${common.count}), rare "${rare.word}" (${rare.count})`);

async function time(service: SearchService, searches: string[]): Promise<{ mean: number; p99: number; cpu: number }> {
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let round = 0; round < rounds; round += 1) {
    for (const search of searches) {
      const start = performance.now();
      await service.search(input(search, (round % 10) * 20), { fresh: true });
      times.push(performance.now() - start);
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  // CPU time of this process per search (on SQLite it includes the database's work, on PostgreSQL not).
  return { mean: times.reduce((sum, t) => sum + t, 0) / times.length, p99: times[Math.floor(times.length * 0.99)]!, cpu: (cpu.user + cpu.system) / 1000 / times.length };
}

const cases: [string, string[]][] = [
  [`common word "${common.word}"`, [common.word]],
  [`rare word "${rare.word}"`, [rare.word]],
  ['everyday queries', EVERYDAY_SEARCHES as string[]],
];
const skipDatabase = process.env.SKIP_DATABASE === '1';
for (const [name, searches] of cases) {
  const index = await time(withIndex, searches);
  const line = `${name.padEnd(28)} index: mean ${index.mean.toFixed(2)} ms, p99 ${index.p99.toFixed(2)} ms, CPU ${index.cpu.toFixed(2)} ms`;
  if (skipDatabase) {
    console.log(line);
    continue;
  }
  const sql = await time(withDatabase, searches);
  console.log(`${line}   database: mean ${sql.mean.toFixed(2)} ms, p99 ${sql.p99.toFixed(2)} ms, CPU ${sql.cpu.toFixed(2)} ms`);
}
await holder.close();
await database.destroy();
