import { formatMoment, formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { ProjectBudgetData } from '../../api/budgets-api';

/**
 * The project's totals: the budget, what its orders committed (placed, not received) and delivered,
 * and what remains; over budget, by how much, in words and not only in colour.
 */
export function BudgetSummary({ budget }: { budget: ProjectBudgetData }): ReactElement {
  const money = (cents: number | null) => formatMoney(cents, budget.currency);
  const over = budget.remainingCents !== null && budget.remainingCents < 0;
  return (
    <div className="mk-budget-summary">
      <dl className="mk-budget-facts" aria-label="Budget totals">
        <div>
          <dt>Budget</dt>
          <dd>{budget.amountCents === null ? 'No budget set' : money(budget.amountCents)}</dd>
        </div>
        <div>
          <dt>Committed</dt>
          <dd>{money(budget.committedCents)}</dd>
        </div>
        <div>
          <dt>Delivered</dt>
          <dd>{money(budget.deliveredCents)}</dd>
        </div>
        <div className={over ? 'mk-budget-facts__over' : undefined}>
          <dt>Remaining</dt>
          <dd>{budget.remainingCents === null ? '—' : money(budget.remainingCents)}</dd>
        </div>
      </dl>
      {over ? (
        <p className="mk-budget-over" role="status">
          Over budget by {money(-(budget.remainingCents ?? 0))}.
        </p>
      ) : null}
      {budget.updatedAt ? <p className="mk-budget-updated">Budget last set {formatMoment(budget.updatedAt)}.</p> : null}
    </div>
  );
}
