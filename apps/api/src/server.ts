import { buildApp } from './app';
import { exitWithError } from './cli/exit-with-error';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoCatalog } from './db/seed/catalog/seed-demo-catalog';
import { seedDemoData } from './db/seed/seed-demo-data';

/**
 * Starts the marketplace: reads the configuration, brings the schema up to date, gives a
 * brand-new embedded database the demo data (PostgreSQL is seeded only on request, with
 * `pnpm seed`), then serves the API and the web app until SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  const migration = await migrateToLatest(database.db);
  const app = await buildApp(config, { database });

  if (migration.applied.length > 0) app.log.info({ migrations: migration.applied }, 'Database migrated');
  if (database.dialect === 'sqlite' && migration.createdSchema) {
    const seeded = await seedDemoData(database.db);
    app.log.info(seeded, 'New embedded database: demo data added (password demo-password-2026)');
    const catalog = await seedDemoCatalog(database.db, { uploadsDir: config.mediaDir });
    app.log.info({ products: catalog.catalog?.products, offers: catalog.catalog?.productSupplierVariants }, 'Demo catalogue added');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(
    `\nMarketplace running at ${config.publicUrl}/app/v2/  (API docs: ${config.publicUrl}/api/docs, health: ${config.publicUrl}/api/health)\n\n`,
  );
}

main().catch((error: unknown) => exitWithError(error, 'The server could not start'));
