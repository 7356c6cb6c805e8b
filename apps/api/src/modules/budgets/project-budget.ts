import type { ProjectBudget } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import { findBudget, projectSpend } from './project-spend.repository';

/** Adds a part's committed and delivered money to a running total. */
function add<T extends { committed_cents: number; delivered_cents: number }>(into: T, row: { committed: number; delivered: number }): T {
  into.committed_cents += row.committed;
  into.delivered_cents += row.delivered;
  return into;
}

/** The project's budget against its spending: in total, per category (budgeted ones first) and per supplier. */
export async function projectBudget(db: Executor, projectId: string): Promise<ProjectBudget> {
  const [budget, spend] = await Promise.all([findBudget(db, projectId), projectSpend(db, projectId)]);
  const categories = new Map(budget.parts.map((part) => [part.categoryId, { category_id: part.categoryId, name: part.name, budget_cents: part.amountCents as number | null, committed_cents: 0, delivered_cents: 0 }]));
  const suppliers = new Map<string, { supplier_id: string; name: string; committed_cents: number; delivered_cents: number }>();
  const total = { committed_cents: 0, delivered_cents: 0 };
  for (const row of spend) {
    add(total, row);
    const category = categories.get(row.category_id) ?? { category_id: row.category_id, name: row.category_name, budget_cents: null, committed_cents: 0, delivered_cents: 0 };
    categories.set(row.category_id, add(category, row));
    suppliers.set(row.supplier_id, add(suppliers.get(row.supplier_id) ?? { supplier_id: row.supplier_id, name: row.supplier_name, committed_cents: 0, delivered_cents: 0 }, row));
  }
  const left = (budgetCents: number | null, spent: { committed_cents: number; delivered_cents: number }) => (budgetCents === null ? null : budgetCents - spent.committed_cents - spent.delivered_cents);
  return {
    project_id: projectId,
    amount_cents: budget.amountCents,
    ...total,
    remaining_cents: left(budget.amountCents, total),
    currency: 'USD',
    by_category: [...categories.values()]
      .map((category) => ({ ...category, remaining_cents: left(category.budget_cents, category) }))
      .sort((a, b) => Number(b.budget_cents !== null) - Number(a.budget_cents !== null) || b.committed_cents + b.delivered_cents - (a.committed_cents + a.delivered_cents)),
    by_supplier: [...suppliers.values()].sort((a, b) => b.committed_cents + b.delivered_cents - (a.committed_cents + a.delivered_cents)),
    updated_at: budget.updatedAt,
  };
}
