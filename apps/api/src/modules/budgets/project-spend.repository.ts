import { sql } from 'kysely';
import type { Executor } from '../../db/schema';

/** What a project's orders committed and delivered, per category and supplier, in cents. */
export interface SpendRow {
  category_id: string;
  category_name: string;
  supplier_id: string;
  supplier_name: string;
  committed: number;
  delivered: number;
}

/**
 * The project's placed lines, not cancelled (decision 0162): delivered is what was received ×
 * its price; committed is what is still owed and not received (all of it, or of a short receipt
 * the supplier settled, nothing more) × its price. A receipt moves money from one to the other.
 */
export async function projectSpend(db: Executor, projectId: string): Promise<SpendRow[]> {
  const received = sql<number>`coalesce(l.quantity_received, 0)`;
  const owed = sql<number>`case when l.shortage_settled_at is not null then coalesce(l.quantity_received, 0) else l.quantity end`;
  const rows = await db
    .selectFrom('order_line_items as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .innerJoin('purchase_orders as po', 'po.id', 'l.purchase_order_id')
    .innerJoin('companies as s', 's.id', 'po.supplier_company_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['c.id as category_id', 'c.name as category_name', 's.id as supplier_id', 's.name as supplier_name'])
    .select((eb) => [
      eb.fn.sum<number | string>(sql`(case when ${owed} > ${received} then ${owed} - ${received} else 0 end) * l.unit_price_cents`).as('committed'),
      eb.fn.sum<number | string>(sql`${received} * l.unit_price_cents`).as('delivered'),
    ])
    .where('o.project_id', '=', projectId)
    .where('o.status', 'in', ['placed', 'in_progress', 'completed'])
    .where('l.status', '<>', 'cancelled')
    .groupBy(['c.id', 'c.name', 's.id', 's.name'])
    .execute();
  return rows.map((row) => ({ ...row, committed: Number(row.committed ?? 0), delivered: Number(row.delivered ?? 0) }));
}

/** The project's budget and its parts per category, if set. */
export async function findBudget(db: Executor, projectId: string) {
  const [total, parts] = await Promise.all([
    db.selectFrom('project_budgets').select(['amount_cents', 'updated_at']).where('project_id', '=', projectId).executeTakeFirst(),
    db.selectFrom('project_category_budgets as b').innerJoin('categories as c', 'c.id', 'b.category_id').select(['b.category_id', 'c.name', 'b.amount_cents']).where('b.project_id', '=', projectId).execute(),
  ]);
  return {
    amountCents: total ? Number(total.amount_cents) : null,
    updatedAt: total?.updated_at ?? null,
    parts: parts.map((part) => ({ categoryId: part.category_id, name: part.name, amountCents: Number(part.amount_cents) })),
  };
}

/** Replaces the project's budget and its category parts. */
export async function saveBudget(db: Executor, projectId: string, amountCents: number, parts: readonly { category_id: string; amount_cents: number }[], at: string): Promise<void> {
  await db
    .insertInto('project_budgets')
    .values({ project_id: projectId, amount_cents: amountCents, updated_at: at })
    .onConflict((conflict) => conflict.column('project_id').doUpdateSet({ amount_cents: amountCents, updated_at: at }))
    .execute();
  await db.deleteFrom('project_category_budgets').where('project_id', '=', projectId).execute();
  if (parts.length > 0) await db.insertInto('project_category_budgets').values(parts.map((part) => ({ project_id: projectId, ...part }))).execute();
}
