import { randomUUID } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

interface PlacedOrderRow {
  id: string;
  company_id: string;
  payment_method: string;
  total_cents: number | string;
  placed_at: string;
}

/**
 * Orders placed before the ledger: each is booked as paid (or drawn on terms) at its total of
 * today, on the day it was placed. What changed before today was settled the old way (outside
 * the marketplace), so from here on refunds and payouts of these orders follow the ledger like
 * any other's.
 */
export async function bookPlacedOrders(db: Kysely<unknown>): Promise<void> {
  const trx = db as Kysely<Record<string, Record<string, unknown>>>;
  const orders = (await trx
    .selectFrom('orders')
    .select(['id', 'company_id', 'payment_method', 'total_cents', 'placed_at'])
    .where('placed_at', 'is not', null)
    .where('payment_status', 'in', ['paid', 'on_terms'])
    // Only those not booked yet: run again, it books nothing twice.
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ledger_transactions as t').select('t.id').whereRef('t.order_id', '=', 'orders.id').where('t.kind', 'in', ['charge', 'credit_draw']))))
    .execute()) as unknown as PlacedOrderRow[];
  for (const order of orders) {
    const purchaseOrders = (await trx.selectFrom('purchase_orders').select(['id', 'supplier_company_id', 'subtotal_cents']).where('order_id', '=', order.id).execute()) as unknown as {
      id: string;
      supplier_company_id: string;
      subtotal_cents: number | string;
    }[];
    const onCard = order.payment_method === 'card';
    const transactionId = randomUUID();
    const total = Number(order.total_cents);
    const goods = purchaseOrders.reduce((sum, po) => sum + Number(po.subtotal_cents), 0);
    const entry = (account: string, amount: number, purchaseOrderId: string | null, supplierCompanyId: string | null, buyerCompanyId: string | null) => ({
      id: randomUUID(),
      transaction_id: transactionId,
      account,
      amount_cents: amount,
      order_id: order.id,
      purchase_order_id: purchaseOrderId,
      supplier_company_id: supplierCompanyId,
      buyer_company_id: buyerCompanyId,
      occurred_at: order.placed_at,
    });
    const entries = [
      entry(onCard ? 'cash' : 'credit_receivable', total, null, null, order.company_id),
      ...purchaseOrders.map((po) => entry('held', -Number(po.subtotal_cents), po.id, po.supplier_company_id, null)),
      ...(total !== goods ? [entry('held', goods - total, null, null, null)] : []),
    ].filter((row) => row.amount_cents !== 0);
    await trx
      .insertInto('ledger_transactions')
      .values({
        id: transactionId,
        kind: onCard ? 'charge' : 'credit_draw',
        cause_key: `${onCard ? 'charge' : 'credit-draw'}:${order.id}`,
        order_id: order.id,
        supplier_company_id: null,
        memo: 'Placed before the ledger: booked at its total when the ledger began',
        occurred_at: order.placed_at,
      })
      .execute();
    if (entries.length > 0) await trx.insertInto('ledger_entries').values(entries).execute();
  }
}

/**
 * Marketplace money (decision 0140): a double-entry ledger of every movement in integer cents,
 * refunds keyed by their cause, commission rates, supplier payouts with the lines they pay, and
 * the operator's settings. Balances are sums of ledger entries, never stored apart from them.
 */
export const marketplaceMoneyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ledger_transactions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) => col.notNull())
      // What caused it ("refund:<id>", "charge:<order id>"): the same cause is never booked twice.
      .addColumn('cause_key', 'text', (col) => col.notNull().unique())
      .addColumn('order_id', 'text')
      .addColumn('supplier_company_id', 'text')
      .addColumn('memo', 'text', (col) => col.notNull())
      .addColumn('occurred_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('ledger_transactions_occurred_idx').on('ledger_transactions').column('occurred_at').execute();

    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('transaction_id', 'text', (col) => col.notNull().references('ledger_transactions.id'))
      .addColumn('account', 'text', (col) => col.notNull())
      // Debits positive, credits negative: the entries of one transaction add up to zero.
      .addColumn('amount_cents', 'bigint', (col) => col.notNull())
      .addColumn('order_id', 'text')
      .addColumn('purchase_order_id', 'text')
      .addColumn('supplier_company_id', 'text')
      .addColumn('buyer_company_id', 'text')
      .addColumn('occurred_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('ledger_entries_transaction_idx').on('ledger_entries').column('transaction_id').execute();
    await db.schema.createIndex('ledger_entries_purchase_order_idx').on('ledger_entries').columns(['purchase_order_id', 'account']).execute();
    await db.schema.createIndex('ledger_entries_order_idx').on('ledger_entries').columns(['order_id', 'account']).execute();
    await db.schema.createIndex('ledger_entries_supplier_idx').on('ledger_entries').columns(['supplier_company_id', 'account']).execute();

    await db.schema
      .createTable('refunds')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
      .addColumn('purchase_order_id', 'text', (col) => col.notNull().references('purchase_orders.id'))
      .addColumn('line_item_id', 'text', (col) => col.references('order_line_items.id'))
      .addColumn('cause_key', 'text', (col) => col.notNull().unique())
      .addColumn('reason', 'text', (col) => col.notNull())
      // card: back to the card through the provider; credit: off what the builder owes.
      .addColumn('method', 'text', (col) => col.notNull())
      .addColumn('amount_cents', 'bigint', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('provider', 'text')
      .addColumn('provider_refund_id', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('completed_at', 'text')
      .execute();
    await db.schema.createIndex('refunds_order_idx').on('refunds').column('order_id').execute();
    await db.schema.createIndex('refunds_created_idx').on('refunds').column('created_at').execute();

    await db.schema
      .createTable('marketplace_settings')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('commission_basis_points', 'integer', (col) => col.notNull())
      .addColumn('payout_holding_days', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db
      .insertInto('marketplace_settings' as never)
      .values({ id: 1, commission_basis_points: 500, payout_holding_days: 14, updated_at: new Date().toISOString() } as never)
      .execute();

    await db.schema
      .createTable('commission_overrides')
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('scope_id', 'text', (col) => col.notNull())
      .addColumn('commission_basis_points', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('commission_overrides_pkey', ['scope', 'scope_id'])
      .execute();

    await db.schema
      .createTable('payout_accounts')
      .addColumn('company_id', 'text', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('account_id', 'text', (col) => col.notNull())
      .addColumn('ready', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('payout_runs')
      .addColumn('id', 'text', (col) => col.primaryKey())
      // "schedule:<day>" or "operator:<request id>": a day's scheduled run happens once.
      .addColumn('cause_key', 'text', (col) => col.notNull().unique())
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('payouts', 'integer', (col) => col.notNull())
      .addColumn('amount_cents', 'bigint', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('payouts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('run_id', 'text', (col) => col.notNull().references('payout_runs.id'))
      .addColumn('supplier_company_id', 'text', (col) => col.notNull().references('companies.id'))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('destination', 'text', (col) => col.notNull())
      .addColumn('provider_transfer_id', 'text')
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('gross_cents', 'bigint', (col) => col.notNull())
      .addColumn('commission_cents', 'bigint', (col) => col.notNull())
      .addColumn('recovered_cents', 'bigint', (col) => col.notNull())
      .addColumn('amount_cents', 'bigint', (col) => col.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('paid_at', 'text')
      .execute();
    await db.schema.createIndex('payouts_supplier_idx').on('payouts').columns(['supplier_company_id', 'created_at']).execute();

    await db.schema
      .createTable('payout_lines')
      .addColumn('payout_id', 'text', (col) => col.notNull().references('payouts.id'))
      // A line is paid out once, whatever runs overlap.
      .addColumn('line_item_id', 'text', (col) => col.primaryKey().references('order_line_items.id'))
      .addColumn('purchase_order_id', 'text', (col) => col.notNull())
      .addColumn('order_id', 'text', (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('gross_cents', 'bigint', (col) => col.notNull())
      .addColumn('commission_basis_points', 'integer', (col) => col.notNull())
      .addColumn('commission_cents', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('payout_lines_payout_idx').on('payout_lines').column('payout_id').execute();

    await db.schema
      .createTable('payout_recoveries')
      .addColumn('payout_id', 'text', (col) => col.notNull().references('payouts.id'))
      .addColumn('purchase_order_id', 'text', (col) => col.notNull())
      // Refunded after its lines were paid out: taken back from this payout.
      .addColumn('amount_cents', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('payout_recoveries_pkey', ['payout_id', 'purchase_order_id'])
      .execute();

    await db.schema
      .createTable('balance_payments')
      // The provider's session id: a payment of what a card order owes beyond what was charged.
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('amount_cents', 'bigint', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('client_secret', 'text')
      .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('completed_at', 'text')
      .execute();
    await db.schema.createIndex('balance_payments_order_idx').on('balance_payments').column('order_id').execute();

    // A short receipt the supplier agreed to: only what arrived is owed (and paid out).
    await db.schema.alterTable('order_line_items').addColumn('shortage_settled_at', 'text').execute();

    await bookPlacedOrders(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_line_items').dropColumn('shortage_settled_at').execute();
    for (const table of ['balance_payments', 'payout_recoveries', 'payout_lines', 'payouts', 'payout_runs', 'payout_accounts', 'commission_overrides', 'marketplace_settings', 'refunds', 'ledger_entries', 'ledger_transactions']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
