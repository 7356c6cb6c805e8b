import type { Kysely, Migration } from 'kysely';

/**
 * One row the readiness check rewrites: a database that answers reads but refuses writes (a
 * read-only data directory, a full disk) must show as not ready, and only a committed write
 * proves it can write.
 */
export const readinessProbeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('readiness_probe')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('checked_at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('readiness_probe').execute();
  },
};
