import { formatMoney } from '@marketplace/ui-kit';
import { useId, type ReactElement } from 'react';
import type { BudgetCategoryData, ProjectBudgetData } from '../../api/budgets-api';

const series = [
  { key: 'budget', label: 'Budget', cents: (category: BudgetCategoryData) => category.budgetCents },
  { key: 'committed', label: 'Committed', cents: (category: BudgetCategoryData) => category.committedCents },
  { key: 'delivered', label: 'Delivered', cents: (category: BudgetCategoryData) => category.deliveredCents },
] as const;

/** A bar's length, as a share of the largest amount of the chart. */
const share = (cents: number, largest: number) => `${largest > 0 ? Math.max(0, Math.min(100, (cents / largest) * 100)) : 0}%`;

/**
 * Spending by category as bars: budget, committed and delivered side by side. No chart library is
 * in the workspace, so the bars are plain CSS; each carries its amount in text and the bars
 * themselves are hidden from assistive technology, which reads the labelled amounts (and the
 * table below has the same numbers). A category over its budget says so in words.
 */
export function BudgetChart({ budget }: { budget: ProjectBudgetData }): ReactElement {
  const captionId = useId();
  const largest = Math.max(0, ...budget.byCategory.flatMap((category) => [category.budgetCents ?? 0, category.committedCents, category.deliveredCents]));
  return (
    <figure className="mk-budget-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="mk-budget-chart__caption">
        Budget, committed and delivered by category
      </figcaption>
      <ul className="mk-budget-chart__groups">
        {budget.byCategory.map((category) => {
          const over = category.remainingCents !== null && category.remainingCents < 0;
          return (
            <li key={category.categoryId} className="mk-budget-chart__group">
              <p className="mk-budget-chart__name">
                {category.name}
                {over ? <span className="mk-budget-chart__over"> (over its budget by {formatMoney(-(category.remainingCents ?? 0), budget.currency)})</span> : null}
              </p>
              <dl className="mk-budget-chart__bars" aria-label={`${category.name}: budget, committed and delivered`}>
                {series.map(({ key, label, cents }) => {
                  const amount = cents(category);
                  return (
                    <div key={key} className="mk-budget-chart__row">
                      <dt>{label}</dt>
                      <dd>
                        <span className="mk-budget-chart__track" aria-hidden="true">
                          <span className={`mk-budget-chart__bar mk-budget-chart__bar--${key}`} style={{ width: share(amount ?? 0, largest) }} />
                        </span>
                        <span className="mk-budget-chart__value">{amount === null ? 'No budget' : formatMoney(amount, budget.currency)}</span>
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
