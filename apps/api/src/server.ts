import cluster from 'node:cluster';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { exitWithError } from './cli/exit-with-error';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { runClusterPrimary } from './fleet/cluster-primary';
import { createObjectStores } from './providers/storage/create-object-stores';
import { seedDemoCatalog } from './db/seed/catalog/seed-demo-catalog';
import { seedDemoData } from './db/seed/seed-demo-data';
import { seedDemoOperator } from './modules/operators/accounts/demo-operator';
import { totpSecretKey } from './modules/operators/accounts/totp-secret';
import { printLine } from './lib/logger';

/**
 * V8 otherwise lets the old generation grow to up to four times what survived its last full
 * collection before collecting again: some 40 MiB live became a 100-150 MiB heap under load, most
 * of it garbage. 1.5 times keeps that headroom in proportion (measured on `pnpm bench`, 100,000
 * offers: peak heap 116 -> 86 MiB, peak RSS 233 -> 202 MiB, req/s unchanged within noise). V8 reads
 * the flag each time it sets its next limit, so setting it here, before the first request, works
 * however the server is started (pnpm start, the benchmarks, a container).
 */
setFlagsFromString('--heap-growing-percent=50');

/** How long SIGTERM waits for requests in flight and the running job before exiting anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts the marketplace: reads the configuration, brings the schema up to date, gives a
 * brand-new embedded database the demo data (PostgreSQL is seeded only on request, with
 * `pnpm seed`), then serves the API and the web app until SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    // The schema is brought up to date once, before any API process starts (decision 0150).
    const database = openDatabase(config.database);
    const migration = await migrateToLatest(database.db);
    await database.destroy();
    if (migration.applied.length > 0) printLine(`Database migrated: ${migration.applied.join(', ')}`);
    runClusterPrimary({ workers: config.workers, shutdownGraceMs: SHUTDOWN_GRACE_MS });
    printLine(`\nMarketplace running at ${config.publicUrl}/app/v2/ in ${config.workers} processes (health: ${config.publicUrl}/api/health)\n`);
    return;
  }
  const database = openDatabase(config.database);
  const migration = cluster.isWorker ? { applied: [], createdSchema: false } : await migrateToLatest(database.db);
  const app = await buildApp(config, { database });

  if (migration.applied.length > 0) app.log.info({ migrations: migration.applied }, 'Database migrated');
  if (database.dialect === 'sqlite' && migration.createdSchema) {
    const seeded = await seedDemoData(database.db);
    app.log.info(seeded, 'New embedded database: demo data added (password demo-password-2026)');
    if (await seedDemoOperator(database.db, totpSecretKey(config.bankingDetailsKey))) app.log.info('Demo operator added (README, "Demo accounts")');
    // Its pictures go where the server will look for them: MEDIA_DIR, or the bucket (decision 0151).
    const stores = await createObjectStores(config);
    const catalog = await seedDemoCatalog(database.db, { pictures: stores.media }).finally(() => stores.close());
    app.log.info({ products: catalog.catalog?.products, offers: catalog.catalog?.productSupplierVariants }, 'Demo catalogue added');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: no new connections; finishing the requests and the job under way');
    // Whatever still runs after the grace period is cut short: a balancer has stopped sending by then.
    setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'Shutdown took longer than its grace period; exiting now');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) return;
  printLine(`\nMarketplace running at ${config.publicUrl}/app/v2/  (API docs: ${config.publicUrl}/api/docs, health: ${config.publicUrl}/api/health)\n`);
}

main().catch((error: unknown) => exitWithError(error, 'The server could not start'));
