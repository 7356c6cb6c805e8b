import type { Kysely, Migration } from 'kysely';

/**
 * Durable jobs (decision 0125): each side effect due after a commit (an email) is a row written
 * in the committing transaction and run by a worker, so a crash between the commit and the
 * effect only delays it.
 */
export const jobsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (col) => col.notNull())
      .addColumn('run_at', 'bigint', (col) => col.notNull())
      .addColumn('locked_until', 'bigint')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    // The worker's question: what is due (queued and its time come, or running past its lease)?
    await db.schema.createIndex('jobs_state_run_at_idx').on('jobs').columns(['state', 'run_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jobs').execute();
  },
};
