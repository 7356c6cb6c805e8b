// The supplier's writes under load, on a generated catalogue: creating a product with five
// variants and their offers, changing an offer's price, changing its stock, and a price-list
// import of 10,000 rows timed once. Each write must cost the same whatever the catalogue's size.
//
//   node scripts/bench-writes.mjs --size 10k|100k|1m   (or --psvs N; default 100k)
//   node scripts/bench-writes.mjs --data-dir DIR       reuse (or keep) a catalogue
//   node scripts/bench-writes.mjs --duration 20        seconds per measurement (default 10)
//   node scripts/bench-writes.mjs --database-url URL   on PostgreSQL (an empty database is seeded)
//
// bench.mjs calls benchWrites() with its own server, sign-in and measure().
import Database from 'better-sqlite3';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  buildApi,
  countPsvs,
  log as printLine,
  measure as measureWith,
  prepareDataDir,
  preparePostgres,
  printRows,
  psvsFromArgs,
  runMain,
  signIn,
  startApi,
} from './bench-support.mjs';

/** The demo supplier whose catalogue the writes change (apps/api/src/db/seed/demo-data.ts). */
export const BENCH_SUPPLIER_EMAIL = 'supplier@example.com';
/** Rows of the timed price-list import. */
const PRICE_LIST_ROWS = 10_000;
/** Offers the price and stock changes cycle through. */
const OFFERS_CHANGED = 2_000;
const VARIANTS_PER_PRODUCT = 5;

/** Reads rows from the benchmark's database: the SQLite file, or PostgreSQL at a URL. */
async function openReader({ databaseFile, databaseUrl }) {
  if (databaseUrl) {
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
  const db = new Database(databaseFile, { readonly: true });
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
  return rows.map((row) => ({ ...row, price_cents: Number(row.price_cents), stock_on_hand: Number(row.stock_on_hand), active: Number(row.active) === 1 }));
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

/** The body of an offer write: the offer as it is, with the given changes. */
function offerBody(offer, changes) {
  return JSON.stringify({
    price_cents: offer.price_cents,
    stock_on_hand: offer.stock_on_hand,
    lead_time_days: offer.lead_time_days,
    minimum_order_quantity: offer.minimum_order_quantity,
    active: offer.active,
    pricing_tiers: [],
    ...changes,
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
function priceListCsv(offers, pass) {
  const lines = offers.map((offer) => `${offer.sku},${((offer.price_cents + 1 + pass) / 100).toFixed(2)},${offer.stock_on_hand},${offer.lead_time_days}`);
  return `sku,price,stock,lead_time_days\n${lines.join('\n')}\n`;
}

/** Uploads a price list; the seconds it took. */
async function importPriceList(api, headers, csv) {
  const form = new globalThis.FormData();
  form.append('file', new globalThis.Blob([csv], { type: 'text/csv' }), 'price-list.csv');
  // fetch writes the multipart content type with its boundary.
  const multipartHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-type'));
  const started = performance.now();
  const response = await globalThis.fetch(`${api}/api/product_supplier_variant/import`, { method: 'POST', headers: multipartHeaders, body: form });
  const seconds = (performance.now() - started) / 1000;
  const answer = await response.text();
  if (!response.ok) throw new Error(`The price-list import failed: ${response.status} ${answer.slice(0, 500)}`);
  return { seconds, answer: JSON.parse(answer) };
}

/**
 * Measures the supplier's writes; rows of { name, rps, p50, p99, failures }, and the price-list
 * import as { name, seconds, failures }. `supplierHeaders` are the demo supplier's
 * (BENCH_SUPPLIER_EMAIL; the builder's `headers` bench.mjs also passes are not needed); the
 * offers are read from `databaseFile` (SQLite) or `databaseUrl`.
 */
export async function benchWrites({ api, supplierHeaders, log, measure, databaseFile, databaseUrl }) {
  const reader = await openReader({ databaseFile, databaseUrl });
  const runId = Date.now().toString(36);
  const rows = [];
  try {
    const shape = await productShape(api, supplierHeaders);
    const offers = await supplierOffers(reader, BENCH_SUPPLIER_EMAIL, OFFERS_CHANGED);
    if (offers.length === 0) throw new Error(`${BENCH_SUPPLIER_EMAIL} sells nothing in this catalogue.`);
    let next = 0;
    let change = 0;
    const nextOffer = () => offers[next++ % offers.length];

    const scenarios = [
      [`create a product + ${VARIANTS_PER_PRODUCT} variants with offers (per request)`, createProductRequests({ shape, runId })],
      [
        'change an offer’s price',
        [{ method: 'PUT', setupRequest: (request) => {
          const offer = nextOffer();
          offer.price_cents += 1 + (change++ % 7);
          return { ...request, path: `/api/product_supplier_variant/${offer.id}`, body: offerBody(offer, {}) };
        } }],
      ],
      [
        'change an offer’s stock',
        [{ method: 'PUT', setupRequest: (request) => {
          const offer = nextOffer();
          offer.stock_on_hand = (offer.stock_on_hand + 1 + (change++ % 5)) % 100_000;
          return { ...request, path: `/api/product_supplier_variant/${offer.id}`, body: offerBody(offer, {}) };
        } }],
      ],
    ];
    for (const [name, requests] of scenarios) {
      const result = await measure(api, supplierHeaders, requests);
      rows.push({ name, ...result });
      log(`  measured ${name}: ${Math.round(result.rps)} req/s`);
    }

    // The import: the supplier's first 10,000 offers (every one of them on a smaller catalogue).
    const listed = await supplierOffers(reader, BENCH_SUPPLIER_EMAIL, PRICE_LIST_ROWS);
    const { seconds, answer } = await importPriceList(api, supplierHeaders, priceListCsv(listed, 0));
    rows.push({ name: `price-list import, ${listed.length.toLocaleString('en-US')} rows (once)`, seconds, failures: answer.updated === listed.length ? 0 : 1 });
    log(`  measured the price-list import: ${seconds.toFixed(2)} s for ${answer.updated} offers changed`);
  } finally {
    await reader.close();
  }
  return rows;
}

/** Runs alone: builds, generates (or reuses) a catalogue, starts the server and measures. */
async function main() {
  const { values: args } = parseArgs({
    options: {
      size: { type: 'string' },
      psvs: { type: 'string' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const psvs = psvsFromArgs(args);
  const databaseUrl = args['database-url'];
  const settings = { duration: Number(args.duration), connections: Number(args.connections) };
  buildApi();
  const { dataDir, databaseFile } = prepareDataDir({ dataDir: args['data-dir'], psvs: databaseUrl ? undefined : psvs });
  if (databaseUrl) await preparePostgres({ databaseUrl, dataDir, psvs });
  const { api } = await startApi({ dataDir, env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
  const supplierHeaders = await signIn(api, BENCH_SUPPLIER_EMAIL);
  const size = await countPsvs({ databaseFile, databaseUrl });
  printLine(
    `\nSupplier writes on ${size.toLocaleString('en-US')} PSVs (${databaseUrl ? 'PostgreSQL' : 'SQLite'}), ${settings.connections} connections, ` +
      `${settings.duration} s each after a 2 s warm-up.\n`,
  );
  const rows = await benchWrites({
    api,
    supplierHeaders,
    log: printLine,
    measure: (base, requestHeaders, requests) => measureWith(base, requestHeaders, requests, settings),
    databaseFile,
    databaseUrl,
  });
  printRows(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) runMain(main);
