import type { ProjectBudget } from '@marketplace/contracts';
import { stringify } from 'csv-stringify/sync';
import { csvAmount, csvText } from '../../lib/csv-cells';

const money = (cents: number | null) => (cents === null ? '' : csvAmount(cents));

/** The budget as CSV: the project's total, then a row per category and per supplier. */
export function projectBudgetCsv(budget: ProjectBudget, projectName: string): string {
  const rows: string[][] = [['Part', 'Name', 'Budget', 'Committed', 'Delivered', 'Remaining', 'Currency']];
  rows.push(['Project', csvText(projectName), money(budget.amount_cents), money(budget.committed_cents), money(budget.delivered_cents), money(budget.remaining_cents), budget.currency]);
  for (const category of budget.by_category) {
    rows.push(['Category', csvText(category.name), money(category.budget_cents), money(category.committed_cents), money(category.delivered_cents), money(category.remaining_cents), budget.currency]);
  }
  for (const supplier of budget.by_supplier) rows.push(['Supplier', csvText(supplier.name), '', money(supplier.committed_cents), money(supplier.delivered_cents), '', budget.currency]);
  return stringify(rows);
}
