import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Email verification (decision 0134): when a user confirmed their address, and the single-use
 * links that confirm it. Users from before it existed signed up when no link was asked for, and
 * count as confirmed.
 */
export const emailVerificationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
    await sql`update users set email_verified_at = created_at`.execute(db);
    await db.schema
      .createTable('email_verification_tokens')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('email_verification_tokens_user').on('email_verification_tokens').columns(['user_id', 'created_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('email_verification_tokens').execute();
    await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
  },
};
