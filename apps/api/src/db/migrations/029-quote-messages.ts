import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

/**
 * The message threads of quote requests (decision 0611, "Messages"): one thread per invitation,
 * named by its request and supplier, so what the builder tells one supplier never reaches another.
 */
export const quoteMessagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('quote_messages')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('quote_request_id', 'text', (col) => col.notNull().references('quote_requests.id').onDelete('cascade'))
      // The thread: the builder and this invited supplier.
      .addColumn('supplier_company_id', 'text', (col) => col.notNull().references('companies.id'))
      // Counted per thread: two messages of one moment keep the order they were written in.
      .addColumn('sequence', 'integer', (col) => col.notNull())
      .addColumn('author_side', 'text', (col) => col.notNull().check(sql`author_side in ('builder', 'supplier')`))
      .addColumn('author_company_id', 'text', (col) => col.notNull().references('companies.id'))
      .addColumn('author_user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('quote_line_id', 'text', (col) => col.references('quote_lines.id').onDelete('cascade'))
      // Shared by the copies of one message the builder sent to every supplier asked.
      .addColumn('to_all_id', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('quote_messages_thread_sequence_key', ['quote_request_id', 'supplier_company_id', 'sequence'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('quote_messages').execute();
  },
};
