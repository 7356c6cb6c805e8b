import { formatMoney } from '@marketplace/ui-kit';
import { z } from 'zod';
import { optionalDollarsField, requiredDollarsField } from './dollar-amounts';

/**
 * A project's budget as typed: the total in dollars, and a part in dollars per catalogue category
 * (`parts`, keyed by category id; empty: no part). The parts may not add up to more than the total,
 * as the API refuses. Its output is what is sent: cents, only the categories given a part.
 */
export function projectBudgetFormSchema(categoryIds: readonly string[]) {
  return z
    .object({
      totalDollars: requiredDollarsField('Give the project’s budget in dollars, e.g. 250000.'),
      parts: z.object(Object.fromEntries(categoryIds.map((id) => [id, optionalDollarsField('no part')]))),
    })
    .superRefine(({ totalDollars, parts }, context) => {
      const sum = Object.values(parts).reduce<number>((total, cents) => total + (typeof cents === 'number' ? cents : 0), 0);
      if (sum > totalDollars) {
        context.addIssue({ code: 'custom', path: ['totalDollars'], message: `The categories’ budgets add up to ${formatMoney(sum)}, more than the project’s.` });
      }
    })
    .transform(({ totalDollars, parts }) => ({
      amountCents: totalDollars,
      categories: categoryIds.flatMap((categoryId) => {
        const cents = parts[categoryId];
        return typeof cents === 'number' ? [{ categoryId, amountCents: cents }] : [];
      }),
    }));
}

/** The form's values as typed. */
export interface ProjectBudgetFormInput {
  totalDollars: string;
  parts: Record<string, string>;
}
/** What is sent (camelCase, cents). */
export type ProjectBudgetFormOutput = z.output<ReturnType<typeof projectBudgetFormSchema>>;

/** Which typed field each of the API's budget fields is shown under (`categories` has no field: it joins the form's error). */
export const budgetFieldOfApiField = { amountCents: 'totalDollars' } as const;
