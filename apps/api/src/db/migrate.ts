import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/** What a migration run did. */
export interface MigrationOutcome {
  /** Names of the migrations applied by this run. */
  applied: string[];
  /** True when this run created the schema from nothing (a brand-new database). */
  createdSchema: boolean;
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationOutcome> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${name} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const applied = results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  return { applied, createdSchema: applied[0] === Object.keys(migrations)[0] };
}

/** Names of the migrations this build knows that the database has not applied. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
