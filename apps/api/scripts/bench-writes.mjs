// The supplier's writes under load, on a generated catalogue: creating a product with five
// variants and their offers, changing an offer's price, changing its stock, and a price-list
// import of 10,000 rows timed once. Each write must cost the same whatever the catalogue's size.
//
//   pnpm --filter @marketplace/api bench:writes                   100k offers, SQLite and PostgreSQL
//   pnpm --filter @marketplace/api bench:writes --size 10k,1m     the catalogue sizes
//   pnpm --filter @marketplace/api bench:writes --dialect sqlite  one database only
//   --duration 20 (seconds per measurement), --data-root DIR (where catalogues are kept, as pnpm bench)
//   --no-build: measures the dist/ already there (another commit's build, to compare with)
//
// The writes change a copy of each generated catalogue, thrown away afterwards, so the catalogues
// pnpm bench keeps stay as generated. bench.mjs may call benchWrites() with its own server.
import Database from 'better-sqlite3';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApi, catalogueDatabase, databasePrefix, DEFAULT_DATA_ROOT, log as printLine, parseDialects, parseSizes, measure as measureWith, postgresServerUrl, printTable, signIn, startApi, stop } from './bench-server.mjs';

/** The demo supplier whose catalogue the writes change (apps/api/src/db/seed/demo-data.ts). */
export const BENCH_SUPPLIER_EMAIL = 'supplier@example.com';
/** Rows of the timed price-list import. */
const PRICE_LIST_ROWS = 10_000;
/** Offers the price and stock changes cycle through. */
const OFFERS_CHANGED = 2_000;
const VARIANTS_PER_PRODUCT = 5;

/** Reads rows from the catalogue: PostgreSQL for a postgres:// URL, else the SQLite file it names. */
async function openReader(databaseUrl) {
  if (/^postgres(ql)?:/.test(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      all: async (text, params = []) => {
        let placeholder = 0;
        return (await client.query(text.replace(/\?/g, () => `$${(placeholder += 1)}`), params)).rows;
      },
      close: () => client.end(),
    };
  }
  const db = new Database(databaseUrl, { readonly: true });
  return { all: async (text, params = []) => db.prepare(text).all(...params), close: async () => db.close() };
}

/** The supplier's offers: id, SKU and the values an offer write must send back unchanged. */
async function supplierOffers(reader, email, limit) {
  const rows = await reader.all(
    `select psv.id, v.sku, psv.price_cents, psv.stock_on_hand, psv.lead_time_days, psv.minimum_order_quantity, psv.active
       from product_supplier_variants psv
       join variants v on v.id = psv.variant_id
       join users u on u.company_id = psv.company_id
      where u.email = ?
      order by psv.id
      limit ?`,
    [email, limit],
  );
  return rows.map((row) => ({
    ...row,
    price_cents: Number(row.price_cents),
    stock_on_hand: Number(row.stock_on_hand),
    lead_time_days: Number(row.lead_time_days),
    minimum_order_quantity: Number(row.minimum_order_quantity),
    active: Number(row.active) === 1 || row.active === true,
  }));
}

/**
 * A sub-category whose attribute has at least five options (one per variant), read through the
 * API as a supplier's form reads it; with none, variants are created without attribute values.
 */
async function productShape(api, headers) {
  const metadata = await (await globalThis.fetch(`${api}/api/catalog/metadata`, { headers: { ...headers, 'accept-encoding': 'identity' } })).json();
  const brandId = metadata.brands[0]?.id;
  for (const category of metadata.categories) {
    for (const sub of category.sub_categories ?? []) {
      const attribute = metadata.attributes.find((candidate) => candidate.category_id === sub.id && (candidate.options?.length ?? 0) >= VARIANTS_PER_PRODUCT);
      if (attribute) return { brandId, categoryId: category.id, subCategoryId: sub.id, optionIds: attribute.options.map((option) => option.id) };
    }
  }
  const category = metadata.categories[0];
  return { brandId, categoryId: category.id, subCategoryId: null, optionIds: [] };
}

/** The body of an offer write: the offer as it is now. */
function offerBody(offer) {
  return JSON.stringify({
    price_cents: offer.price_cents,
    stock_on_hand: offer.stock_on_hand,
    lead_time_days: offer.lead_time_days,
    minimum_order_quantity: offer.minimum_order_quantity,
    active: offer.active,
    pricing_tiers: [],
  });
}

/**
 * The requests that create one product with five variants, each with the supplier's offer, in
 * autocannon's form: the product first, then its variants (the product id is kept in the
 * connection's context, which autocannon keeps for one pass over the list).
 */
export function createProductRequests({ shape, runId }) {
  let counter = 0;
  const productBody = () =>
    JSON.stringify({
      name: `Bench ${runId} Fiber Cement Panel ${(counter += 1)}`,
      description_html: '<p>Weather-resistant fiber cement panel for exterior cladding.</p>',
      brand_id: shape.brandId,
      category_id: shape.categoryId,
      sub_category_id: shape.subCategoryId,
      unit_of_measure: 'panel',
    });
  const variantRequest = (index) => ({
    method: 'POST',
    setupRequest: (request, context) => {
      counter += 1;
      return {
        ...request,
        path: `/api/catalog/${context.productId}/variants/`,
        body: JSON.stringify({
          name: `${index + 4} ft`,
          sku: `BENCH-${runId}-${counter}`,
          option_ids: shape.optionIds.length > 0 ? [shape.optionIds[index % shape.optionIds.length]] : [],
          offer: { price_cents: 1299 + index * 100, stock_on_hand: 40, lead_time_days: 3, minimum_order_quantity: 1, active: true, pricing_tiers: [] },
        }),
      };
    },
  });
  return [
    {
      method: 'POST',
      path: '/api/catalog/',
      setupRequest: (request) => ({ ...request, body: productBody() }),
      onResponse: (status, body, context) => {
        if (status === 201) context.productId = JSON.parse(body).id;
      },
    },
    ...Array.from({ length: VARIANTS_PER_PRODUCT }, (_, index) => variantRequest(index)),
  ];
}

/** A price list of these offers (sku, price, stock, lead_time_days) with every price moved by a cent. */
function priceListCsv(offers) {
  const lines = offers.map((offer) => `${offer.sku},${((offer.price_cents + 1) / 100).toFixed(2)},${offer.stock_on_hand},${offer.lead_time_days}`);
  return `sku,price,stock,lead_time_days\n${lines.join('\n')}\n`;
}

/** Uploads a price list; the seconds it took and the answer. */
async function importPriceList(api, headers, csv) {
  const form = new globalThis.FormData();
  form.append('file', new globalThis.Blob([csv], { type: 'text/csv' }), 'price-list.csv');
  // fetch writes the multipart content type with its boundary.
  const multipartHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-type'));
  const started = performance.now();
  const response = await globalThis.fetch(`${api}/api/product_supplier_variant/import`, { method: 'POST', headers: multipartHeaders, body: form });
  const answer = await response.text();
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok) throw new Error(`The price-list import failed: ${response.status} ${answer.slice(0, 500)}`);
  return { seconds, answer: JSON.parse(answer) };
}

/** One offer after another, each write changing it a little (`change`), as autocannon's request. */
function offerChanges(offers, change) {
  let next = 0;
  return {
    method: 'PUT',
    setupRequest: (request) => {
      const offer = offers[next % offers.length];
      change(offer, next);
      next += 1;
      return { ...request, path: `/api/product_supplier_variant/${offer.id}`, body: offerBody(offer) };
    },
  };
}

/**
 * Measures the supplier's writes on a running server; rows of { name, rps, p50, p99, failures },
 * and the price-list import as { name, seconds, failures }. `supplierHeaders` are the demo
 * supplier's (BENCH_SUPPLIER_EMAIL); `databaseUrl` is the server's (an SQLite file or a
 * postgres:// URL), read for the supplier's offers; `measure` is bench-server.mjs's.
 */
export async function benchWrites({ api, supplierHeaders, log, measure, databaseUrl }) {
  const reader = await openReader(databaseUrl);
  const rows = [];
  try {
    const shape = await productShape(api, supplierHeaders);
    const offers = await supplierOffers(reader, BENCH_SUPPLIER_EMAIL, OFFERS_CHANGED);
    if (offers.length === 0) throw new Error(`${BENCH_SUPPLIER_EMAIL} sells nothing in this catalogue.`);
    const scenarios = [
      // Not a write: what any signed-in request costs on this machine now, the floor under them.
      ['signed-in floor: GET /api/users/me/', { method: 'GET', path: '/api/users/me/' }],
      [`write: product + ${VARIANTS_PER_PRODUCT} variants with offers (per request)`, createProductRequests({ shape, runId: Date.now().toString(36) })],
      ['write: change an offer’s price', offerChanges(offers, (offer, index) => (offer.price_cents += 1 + (index % 7)))],
      ['write: change an offer’s stock', offerChanges(offers, (offer, index) => (offer.stock_on_hand = (offer.stock_on_hand + 1 + (index % 5)) % 100_000))],
    ];
    for (const [name, request] of scenarios) {
      const result = await measure(api, supplierHeaders, request);
      rows.push({ name, ...result });
      log(`  ${name}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
    }

    // The supplier's first 10,000 offers (every one of them on a smaller catalogue).
    const listed = await supplierOffers(reader, BENCH_SUPPLIER_EMAIL, PRICE_LIST_ROWS);
    const { seconds, answer } = await importPriceList(api, supplierHeaders, priceListCsv(listed));
    rows.push({ name: `write: price-list import, ${listed.length.toLocaleString('en-US')} rows (once)`, seconds, failures: answer.updated === listed.length ? 0 : 1 });
    log(`  price-list import: ${seconds.toFixed(2)} s, ${answer.updated} offers changed`);
  } finally {
    await reader.close();
  }
  return rows;
}

/** A throw-away copy of a generated catalogue: the writes must not change the one pnpm bench keeps. */
async function disposableCopy({ dialect, psvs, dataDir, databaseUrl }) {
  const copyDir = mkdtempSync(path.join(tmpdir(), 'marketplace-bench-writes-'));
  cpSync(dataDir, copyDir, { recursive: true });
  if (dialect === 'sqlite') {
    return { dataDir: copyDir, databaseUrl: path.join(copyDir, path.basename(databaseUrl)), remove: async () => rmSync(copyDir, { recursive: true, force: true }) };
  }
  const name = `${databasePrefix}_writes_${psvs}_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${databasePrefix}_${psvs}`);
  await admin.end();
  return {
    dataDir: copyDir,
    databaseUrl: new globalThis.URL(name, postgresServerUrl.replace(/[^/]*$/, '')).toString(),
    remove: async () => {
      const client = new pg.Client({ connectionString: postgresServerUrl });
      await client.connect();
      await client.query(`drop database if exists ${name}`);
      await client.end();
      rmSync(copyDir, { recursive: true, force: true });
    },
  };
}

/** Runs alone: builds, generates (or reuses) each catalogue, and measures the writes on a copy of it. */
async function main() {
  const { values: args } = parseArgs({
    options: {
      size: { type: 'string', default: '100k' },
      dialect: { type: 'string', default: 'both' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      'data-root': { type: 'string', default: DEFAULT_DATA_ROOT },
      build: { type: 'boolean', default: true },
    },
    allowNegative: true,
  });
  const sizes = parseSizes(args.size);
  const dialects = parseDialects(args.dialect);
  const load = { duration: Number(args.duration), connections: Number(args.connections) };

  if (args.build) buildApi();
  const results = [];
  for (const dialect of dialects) {
    for (const psvs of sizes) {
      const generated = await catalogueDatabase({ dialect, psvs, dataRoot: path.resolve(args['data-root']) });
      const copy = await disposableCopy({ dialect, psvs, ...generated });
      const api = await startApi(copy);
      try {
        printLine(`\n${dialect}, ${psvs.toLocaleString('en-US')} offers (a copy), ${load.connections} connections, ${load.duration} s per write after a 2 s warm-up:`);
        const supplierHeaders = await signIn(api.base, BENCH_SUPPLIER_EMAIL);
        const rows = await benchWrites({ api: api.base, supplierHeaders, log: printLine, measure: (base, headers, request) => measureWith(base, headers, request, load), databaseUrl: copy.databaseUrl });
        results.push(...rows.map((row) => ({ ...row, where: `${dialect} ${psvs.toLocaleString('en-US')}` })));
      } finally {
        await stop(api.child);
        await copy.remove();
      }
    }
  }
  printLine('');
  printTable(
    [
      ['catalogue: request', (row) => `${row.where}: ${row.name.replace(/^write: /, '')}`, 76],
      ['req/s', (row) => (row.seconds === undefined ? Math.round(row.rps) : '-'), 8],
      ['p50 ms', (row) => (row.seconds === undefined ? row.p50 : '-'), 8],
      ['p99 ms', (row) => (row.seconds === undefined ? row.p99 : `${row.seconds.toFixed(2)} s`), 10],
      ['failed', (row) => row.failures, 8],
    ],
    results,
  );
  printLine('');
  for (const row of results.filter((result) => result.name.startsWith('write: '))) {
    const ok = row.seconds === undefined ? row.p99 <= 20 && row.failures === 0 : row.seconds <= 10 && row.failures === 0;
    printLine(`${ok ? 'PASS' : 'MISS'}  ${row.where}: ${row.name.replace(/^write: /, '')} ${row.seconds === undefined ? 'p99 ≤ 20 ms' : '≤ 10 s'}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main()
    .then(() => process.exit(0))
    .catch((error) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}
