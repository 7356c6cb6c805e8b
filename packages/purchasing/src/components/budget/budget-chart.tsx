import { formatMoney } from '@marketplace/ui-kit';
import { useId, type ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ProjectBudgetData } from '../../api/budgets-api';

/**
 * Okabe–Ito colours, told apart with every common colour-vision deficiency; each has at least 3:1
 * against the card's white (blue 5.2, vermilion 3.9, bluish green 3.4), and the gap between the
 * bars of a category keeps each bar beside white rather than beside its neighbour.
 */
const series = [
  { key: 'budgetCents', label: 'Budget', colour: '#0072B2' },
  { key: 'committedCents', label: 'Committed', colour: '#D55E00' },
  { key: 'deliveredCents', label: 'Delivered', colour: '#009E73' },
] as const;

const height = 320;
/** ResponsiveContainer measures its parent with ResizeObserver; where there is none (jsdom), the chart keeps this size. */
const initialDimension = { width: 640, height };
/** The legend and tooltip write in the page's text colour: the series' colours are too light for text. */
const textStyle = { color: 'var(--mk-color-text, #161b22)' };

/**
 * Spending by category as grouped SVG bars (recharts): budget, committed and delivered side by
 * side, amounts in dollars on the axis and in the tooltip. The accessibility layer lets a keyboard
 * move from category to category, the tooltip reading out each one's amounts; the table below the
 * chart has the same numbers for anyone who reads rather than looks. A category over its budget
 * says so in words under the chart.
 */
export function BudgetChart({ budget }: { budget: ProjectBudgetData }): ReactElement {
  const captionId = useId();
  const money = (cents: number) => formatMoney(cents, budget.currency);
  const over = budget.byCategory.filter((category) => category.remainingCents !== null && category.remainingCents < 0);
  return (
    <figure className="mk-budget-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="mk-budget-chart__caption">
        Budget, committed and delivered by category
      </figcaption>
      <ResponsiveContainer width="100%" height={height} initialDimension={initialDimension}>
        <BarChart
          data={budget.byCategory}
          accessibilityLayer
          aria-labelledby={captionId}
          desc="The arrow keys move from category to category."
          barGap={4}
          margin={{ top: 12, right: 8, bottom: 8, left: 8 }}
        >
          <CartesianGrid vertical={false} stroke="var(--mk-color-border, #e1e4ea)" />
          <XAxis dataKey="name" />
          <YAxis width={104} allowDecimals={false} tickFormatter={money} />
          <Tooltip
            // A category without a budget still lists one, in words, as the table does.
            filterNull={false}
            separator=": "
            formatter={(value) => (typeof value === 'number' ? money(value) : 'No budget')}
            itemStyle={textStyle}
            // The default grey band behind the focused category would take the orange and green bars below 3:1.
            cursor={{ fill: 'var(--mk-color-surface-muted, #f1f3f6)' }}
          />
          <Legend labelStyle={textStyle} />
          {series.map(({ key, label, colour }) => (
            <Bar key={key} dataKey={key} name={label} fill={colour} />
          ))}
        </BarChart>
      </ResponsiveContainer>
      {over.length > 0 ? (
        <ul className="mk-budget-chart__over-list">
          {over.map((category) => (
            <li key={category.categoryId}>
              {category.name}
              <span className="mk-budget-over"> (over its budget by {money(-(category.remainingCents ?? 0))})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
