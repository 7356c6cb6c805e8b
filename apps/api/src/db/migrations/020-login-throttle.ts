import type { Kysely, Migration } from 'kysely';

/**
 * Failed sign-ins per account (decision 0135): counted per email, whether or not it has an
 * account, so that the delay they cause says nothing about which emails do.
 */
export const loginThrottleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('login_failures')
      .addColumn('email_normalized', 'text', (col) => col.primaryKey())
      .addColumn('failures', 'integer', (col) => col.notNull())
      .addColumn('last_failed_at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('login_failures').execute();
  },
};
