import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Companies, users, sessions, password resets, invitations and contact messages. Only
 * types and constraints both SQLite and PostgreSQL accept: text, integer, checks, foreign keys.
 */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('companies')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('company_type', 'text', (col) => col.notNull().check(sql`company_type in ('builder', 'supplier')`))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('email_normalized', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('user_type', 'text', (col) =>
        col.notNull().check(sql`user_type in ('builder', 'supplier', 'builder_receiver')`),
      )
      .addColumn('tos_accepted', 'integer', (col) => col.notNull().defaultTo(0).check(sql`tos_accepted in (0, 1)`))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('users_email_normalized_key').unique().on('users').column('email_normalized').execute();
    await db.schema.createIndex('users_company_id_idx').on('users').column('company_id').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_seen_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('password_reset_tokens')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('password_reset_tokens_user_id_idx').on('password_reset_tokens').column('user_id').execute();

    await db.schema
      .createTable('invitations')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('invited_by', 'text', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('email_normalized', 'text', (col) => col.notNull())
      .addColumn('user_type', 'text', (col) =>
        col.notNull().check(sql`user_type in ('builder', 'supplier', 'builder_receiver')`),
      )
      .addColumn('token_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('accepted_at', 'text')
      .execute();
    await db.schema.createIndex('invitations_token_hash_key').unique().on('invitations').column('token_hash').execute();
    await db.schema.createIndex('invitations_company_id_idx').on('invitations').column('company_id').execute();

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['contact_messages', 'invitations', 'password_reset_tokens', 'sessions', 'users', 'companies']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
