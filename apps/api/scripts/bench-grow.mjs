// Grows a catalogue through the supplier API, as suppliers would, from the small demo catalogue
// a new database starts with: products of five variants, each with its supplier's offer, created
// by several suppliers over 10 connections. Prints the time each 500 products took: it must stay
// flat as the catalogue grows. The catalogue is then kept where pnpm bench finds catalogues, so
// reads are measured on one grown this way (not by the generator).
//
//   pnpm --filter @marketplace/api bench:grow --products 10000     SQLite (--dialect postgres)
//   --suppliers 4      suppliers writing: the two demo suppliers, then others signed up through the API
//   --data-root DIR    where pnpm bench keeps catalogues (the same default)
//   then: pnpm bench --data-root DIR --size <offers it printed> --dialect sqlite
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { URL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApi, databasePrefix, DEFAULT_DATA_ROOT, DEMO_PASSWORD, log as printLine, postgresServerUrl, run, signIn, startApi, stop } from './bench-server.mjs';

/** Products per line of the growth report. */
export const PRODUCTS_PER_REPORT = 500;
const VARIANTS_PER_PRODUCT = 5;
/** The demo suppliers (apps/api/src/db/seed/demo-data.ts). */
const DEMO_SUPPLIERS = ['supplier@example.com', 'supplier2@example.com'];
const finishes = ['Standard', 'Premium', 'Contractor Grade', 'Pro Series', 'Heavy Duty', 'Value', 'Select', 'Commercial'];

/** Sends one JSON request; the parsed answer, or an error naming the call. */
async function send(api, headers, method, path, body) {
  const response = await globalThis.fetch(`${api}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * What products may be made of, read through the API as the supplier's form reads it: every
 * sub-category with its brand choices and the attributes (with options) of it and its parent.
 */
async function productKinds(api, headers) {
  const metadata = await send(api, { ...headers, 'accept-encoding': 'identity' }, 'GET', '/api/catalog/metadata');
  const attributesOf = (categoryId) => metadata.attributes.filter((attribute) => attribute.category_id === categoryId && (attribute.options?.length ?? 0) > 0);
  const kinds = metadata.categories.flatMap((category) =>
    (category.sub_categories.length > 0 ? category.sub_categories : [null]).map((sub) => ({
      categoryId: category.id,
      subCategoryId: sub?.id ?? null,
      name: sub?.name ?? category.name,
      attributes: [...attributesOf(category.id), ...(sub ? attributesOf(sub.id) : [])],
    })),
  );
  return { kinds, brands: metadata.brands, units: metadata.units_of_measure.length > 0 ? metadata.units_of_measure : ['each'] };
}

/** The product number `serial` of this run: its fields and its five variants with their offers. */
function productPlan({ kinds, brands, units }, runId, serial) {
  const kind = kinds[serial % kinds.length];
  const brand = brands[Math.floor(serial / kinds.length) % brands.length];
  const [first, ...others] = kind.attributes;
  const product = {
    name: `${brand.name} ${kind.name} ${finishes[serial % finishes.length]} ${serial}`,
    description_html: `<p>${kind.name} by ${brand.name}, stocked for trade customers.</p>`,
    brand_id: brand.id,
    category_id: kind.categoryId,
    sub_category_id: kind.subCategoryId,
    unit_of_measure: units[serial % units.length],
  };
  const variants = Array.from({ length: VARIANTS_PER_PRODUCT }, (_, index) => {
    const option = first ? first.options[index % first.options.length] : null;
    const price = 199 + ((serial * 7919 + index * 104_729) % 250_000);
    return {
      name: option ? `${option.value}` : `Size ${index + 1}`,
      sku: `GR-${runId}-${serial}-${index + 1}`,
      option_ids: [...(option ? [option.id] : []), ...others.map((attribute) => attribute.options[(serial + index) % attribute.options.length].id)],
      offer: {
        price_cents: price,
        stock_on_hand: (serial * 31 + index * 17) % 900,
        lead_time_days: 1 + ((serial + index) % 14),
        minimum_order_quantity: 1,
        active: true,
        pricing_tiers: [{ min_quantity: 50, price_cents: Math.floor(price * 0.95) }],
      },
    };
  });
  return { product, variants };
}

/** The confirmation link the server emailed to `email` (its outbox), waiting for the email job. */
async function confirmationLink(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 100; tries += 1) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((file) => file.endsWith('.json')) : [];
    for (const file of files) {
      const message = JSON.parse(readFileSync(path.join(outbox, file), 'utf8'));
      if (message.to === email && message.links?.verify_email) return message.links.verify_email;
    }
    await sleep(100);
  }
  throw new Error(`No confirmation email for ${email} in ${outbox}.`);
}

/** Signs a new supplier company up through the API and confirms its address as a person would; its headers. */
async function signUpSupplier(api, dataDir, index) {
  const email = `grow-supplier-${Date.now().toString(36)}-${index}@example.com`;
  const csrf = await (await globalThis.fetch(`${api}/csrf/token/`)).json();
  const headers = { 'content-type': 'application/json', 'x-csrftoken': csrf.csrf_token, cookie: `csrftoken=${csrf.csrf_token}` };
  const body = { email, password: DEMO_PASSWORD, first_name: 'Grow', last_name: `Supplier ${index}`, company_name: `Growth Supply Co. ${index}`, account_type: 'supplier' };
  await send(api, headers, 'POST', '/api/auth/signup/', body);
  const token = new URL(await confirmationLink(dataDir, email)).searchParams.get('token');
  await send(api, headers, 'POST', '/api/auth/verify_email/', { token });
  return signIn(api, email);
}

/** The headers of `count` suppliers: the demo suppliers first, then suppliers signed up for the run. */
export async function supplierHeadersFor(api, dataDir, count) {
  const list = [];
  for (const email of DEMO_SUPPLIERS.slice(0, count)) list.push(await signIn(api, email));
  for (let index = list.length; index < count; index += 1) list.push(await signUpSupplier(api, dataDir, index));
  return list;
}

/**
 * Creates `products` products of five variants with offers through the supplier API, spread
 * over the suppliers (one list of headers each), `connections` at a time. Logs and returns the
 * seconds each 500 products took (it should stay flat as the catalogue grows) and the total.
 */
export async function growThroughApi({ api, supplierHeadersList, products, log, connections = 10 }) {
  const shapes = await productKinds(api, supplierHeadersList[0]);
  const runId = randomBytes(3).toString('hex');
  const batches = [];
  const started = performance.now();
  let batchStarted = started;
  let next = 0;
  let done = 0;

  const createOne = async (serial) => {
    const headers = supplierHeadersList[serial % supplierHeadersList.length];
    const plan = productPlan(shapes, runId, serial);
    const created = await send(api, headers, 'POST', '/api/catalog/', plan.product);
    for (const variant of plan.variants) await send(api, headers, 'POST', `/api/catalog/${created.id}/variants/`, variant);
  };
  const worker = async () => {
    while (next < products) {
      const serial = next;
      next += 1;
      await createOne(serial);
      done += 1;
      if (done % PRODUCTS_PER_REPORT === 0 || done === products) {
        const now = performance.now();
        const seconds = (now - batchStarted) / 1000;
        batchStarted = now;
        batches.push({ products: done, seconds });
        log(`  ${String(done).padStart(7)} products: ${seconds.toFixed(1)} s for the last ${done % PRODUCTS_PER_REPORT || PRODUCTS_PER_REPORT}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { batches, seconds: (performance.now() - started) / 1000 };
}

/** Runs a query on the PostgreSQL server (not in a benchmark database). */
async function onPostgresServer(text) {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const databaseUrlOf = (name) => new globalThis.URL(name, postgresServerUrl.replace(/[^/]*$/, '')).toString();

/** A new database with only the demo data: the server seeds an embedded one at start, PostgreSQL through pnpm seed. */
async function newDemoDatabase(dialect, dataRoot) {
  const dataDir = path.join(dataRoot, `${dialect}-growing-${process.pid}`);
  mkdirSync(dataDir, { recursive: true });
  if (dialect === 'sqlite') return { dataDir, databaseUrl: path.join(dataDir, 'marketplace.sqlite') };
  const name = `${databasePrefix}_growing_${process.pid}`;
  await onPostgresServer(`create database ${name}`);
  const databaseUrl = databaseUrlOf(name);
  run(process.execPath, ['dist/cli/seed.js'], { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  return { dataDir, databaseUrl, name };
}

/** Offers in the catalogue. */
async function countOffers(base, headers) {
  const response = await globalThis.fetch(`${base}/api/product_supplier_variant/?limit=1&fetch_total=true`, { headers: { ...headers, 'accept-encoding': 'identity' } });
  return (await response.json()).count;
}

/** Keeps the grown catalogue where pnpm bench looks for one of `offers` offers (bench-server.mjs's catalogueDatabase). */
async function keepForReads(dialect, database, dataRoot, offers) {
  const dataDir = path.join(dataRoot, `${dialect}-${offers}`);
  if (existsSync(dataDir)) throw new Error(`${dataDir} exists: the grown catalogue stays in ${database.dataDir}.`);
  if (dialect === 'postgres') await onPostgresServer(`alter database ${database.name} rename to ${databasePrefix}_${offers}`);
  renameSync(database.dataDir, dataDir);
  writeFileSync(path.join(dataDir, 'seeded'), '');
  return dataDir;
}

/** Runs alone: builds, starts the server on a new demo database, grows it and keeps it for pnpm bench. */
async function main() {
  const { values: args } = parseArgs({
    options: {
      products: { type: 'string', default: '10000' },
      suppliers: { type: 'string', default: '4' },
      connections: { type: 'string', default: '10' },
      dialect: { type: 'string', default: 'sqlite' },
      'data-root': { type: 'string', default: DEFAULT_DATA_ROOT },
    },
  });
  const products = Number(args.products);
  const supplierCount = Number(args.suppliers);
  const dialect = args.dialect;
  const dataRoot = path.resolve(args['data-root']);
  if (!Number.isSafeInteger(products) || products < 1) throw new Error('Use --products N (N ≥ 1).');
  if (!Number.isSafeInteger(supplierCount) || supplierCount < 1) throw new Error('Use --suppliers N (N ≥ 1).');
  if (!['sqlite', 'postgres'].includes(dialect)) throw new Error('Use --dialect sqlite or postgres.');

  buildApi();
  const database = await newDemoDatabase(dialect, dataRoot);
  const api = await startApi(database);
  let offers;
  try {
    const supplierHeadersList = await supplierHeadersFor(api.base, database.dataDir, supplierCount);
    printLine(`\nGrowing a ${dialect} catalogue by ${products.toLocaleString('en-US')} products × ${VARIANTS_PER_PRODUCT} variants with offers, ${supplierCount} suppliers, ${args.connections} connections.\n`);
    const { batches, seconds } = await growThroughApi({ api: api.base, supplierHeadersList, products, log: printLine, connections: Number(args.connections) });
    const full = batches.filter((batch) => batch.products % PRODUCTS_PER_REPORT === 0);
    const [first, last] = [full[0], full.at(-1)];
    printLine(`\n${products.toLocaleString('en-US')} products in ${seconds.toFixed(1)} s (${(products / seconds).toFixed(1)} products/s).`);
    if (first && last && full.length > 1) printLine(`The last 500 took ${(last.seconds / first.seconds).toFixed(2)}× the time of the first 500.`);
    offers = await countOffers(api.base, supplierHeadersList[0]);
  } finally {
    await stop(api.child);
  }
  const kept = await keepForReads(dialect, database, dataRoot, offers);
  printLine(`Kept in ${kept}. Reads on it: pnpm bench --data-root ${dataRoot} --size ${offers} --dialect ${dialect}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main()
    .then(() => process.exit(0))
    .catch((error) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}
