import type { Kysely, Migration } from 'kysely';

/**
 * Repayments of credit on terms (decision 0147): each transfer a builder company makes is
 * recorded once (its bank reference is unique per company) and booked in the ledger, and what
 * a company owes is read from the ledger by company, hence the index.
 */
export const creditRepaymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('credit_repayments')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id'))
      .addColumn('amount_cents', 'bigint', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('bank_reference', 'text', (col) => col.notNull())
      .addColumn('received_on', 'text', (col) => col.notNull())
      .addColumn('note', 'text')
      .addColumn('recorded_by_operator_id', 'text', (col) => col.notNull().references('operator_accounts.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('credit_repayments_reference_unique', ['company_id', 'bank_reference'])
      .execute();
    await db.schema.createIndex('credit_repayments_company_idx').on('credit_repayments').columns(['company_id', 'received_on']).execute();
    await db.schema.createIndex('ledger_entries_buyer_idx').on('ledger_entries').columns(['buyer_company_id', 'account']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('ledger_entries_buyer_idx').execute();
    await db.schema.dropTable('credit_repayments').execute();
  },
};
