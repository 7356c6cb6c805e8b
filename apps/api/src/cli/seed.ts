import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed-demo-data';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { exitWithError } from './exit-with-error';

/** `pnpm seed`: migrates the configured database and adds the missing demo data. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const outcome = await seedDemoData(database.db);
    process.stdout.write(
      `Demo data on ${database.dialect}: ${outcome.companiesCreated} companies and ${outcome.usersCreated} users added ` +
        `(password for all: ${DEMO_PASSWORD}).\n`,
    );
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => exitWithError(error, 'Seeding failed'));
