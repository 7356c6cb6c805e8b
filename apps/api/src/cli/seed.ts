import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { CatalogExistsError, seedDemoCatalog } from '../db/seed/catalog/seed-demo-catalog';
import { seedDemoData } from '../db/seed/seed-demo-data';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { DEMO_OPERATOR, seedDemoOperator } from '../modules/operators/accounts/demo-operator';
import { totpSecretKey } from '../modules/operators/accounts/totp-secret';
import { createObjectStores } from '../providers/storage/create-object-stores';
import { exitWithError, UsageError } from './exit-with-error';

const usage = `Usage: pnpm seed [--products N | --psvs N] [--seed N]

Adds the demo accounts, suppliers, projects and catalogue that are missing.
  --products N   generate a catalogue of N products instead of the demo's few hundred
  --psvs N       generate products until exactly N product supplier variants exist
  --seed N       catalogue generator seed (same seed, same catalogue)
A catalogue of a chosen size needs a database without one (a new DATA_DIR or DATABASE_URL).`;

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(number) || number < 1) throw new UsageError(`--${name} must be a whole number of at least 1.\n\n${usage}`);
  return number;
}

function readArguments() {
  try {
    const { values } = parseArgs({
      options: { products: { type: 'string' }, psvs: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.products !== undefined && values.psvs !== undefined) throw new UsageError(`Give --products or --psvs, not both.\n\n${usage}`);
    return {
      help: values.help === true,
      products: positiveInteger('products', values.products),
      psvs: positiveInteger('psvs', values.psvs),
      seed: positiveInteger('seed', values.seed),
    };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  }
}

/** `pnpm seed`: migrates the configured database and adds the missing demo data and catalogue. */
async function main(): Promise<void> {
  const args = readArguments();
  if (args.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  // The configured media store: MEDIA_DIR, or the bucket when S3_BUCKET is set (decision 0151).
  const objects = await createObjectStores(config);
  try {
    await migrateToLatest(database.db);
    const outcome = await seedDemoData(database.db);
    process.stdout.write(
      `Demo data on ${database.dialect}: ${outcome.companiesCreated} companies and ${outcome.usersCreated} users added ` +
        `(password for all: ${DEMO_PASSWORD}).\n`,
    );
    if (await seedDemoOperator(database.db, totpSecretKey(config.bankingDetailsKey))) {
      process.stdout.write(`Demo operator ${DEMO_OPERATOR.email} added (README, "Demo accounts").\n`);
    }
    const started = Date.now();
    let reported = 0;
    const catalog = await seedDemoCatalog(database.db, {
      pictures: objects.media,
      ...(args.products !== undefined ? { products: args.products } : {}),
      ...(args.psvs !== undefined ? { psvs: args.psvs } : {}),
      ...(args.seed !== undefined ? { seed: args.seed } : {}),
      onProgress: (psvs) => {
        if (psvs - reported >= 100_000) {
          reported = psvs;
          process.stdout.write(`  … ${psvs} product supplier variants\n`);
        }
      },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      catalog.catalog
        ? `Catalogue: ${catalog.catalog.products} products, ${catalog.catalog.variants} variants, ` +
            `${catalog.catalog.productSupplierVariants} product supplier variants, ${catalog.catalog.images} images ` +
            `(${catalog.catalog.picturesWritten} pictures drawn) in ${seconds} s; ` +
            `${catalog.suppliersCreated} suppliers and ${catalog.projectsCreated} projects added.\n`
        : `Catalogue already present: left as it is; ${catalog.suppliersCreated} suppliers and ${catalog.projectsCreated} projects added.\n`,
    );
  } finally {
    await objects.close();
    await database.destroy();
  }
}

main().catch((error: unknown) => exitWithError(error instanceof CatalogExistsError ? new UsageError(error.message) : error, 'Seeding failed'));
