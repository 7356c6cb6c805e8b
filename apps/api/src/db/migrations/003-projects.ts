import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Projects (jobsites) of builder companies, with the delivery address availability reads.
 * A migration of its own so the projects module can own and extend it.
 */
export const projectsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('projects')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('active').check(sql`status in ('active', 'on_hold', 'completed', 'archived')`),
      )
      .addColumn('street', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('state', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('postal_code', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('site_contact_name', 'text')
      .addColumn('site_contact_phone', 'text')
      .addColumn('delivery_instructions', 'text')
      .addColumn('start_date', 'text')
      .addColumn('end_date', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('projects_company_created_idx').on('projects').columns(['company_id', 'created_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('projects').execute();
  },
};
