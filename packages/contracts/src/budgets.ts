import { z } from 'zod';
import { MAX_SPENDING_LIMIT_CENTS } from './company';
import { idSchema } from './catalog-query';

/*
 * Project budgets (decision 0162): a total per project, optionally parts per category, against
 * what its orders committed (placed, not received yet) and delivered (received).
 */

const budgetCents = (label: string) =>
  z
    .number({ error: `Give the ${label} in cents.` })
    .int({ error: `Give the ${label} in whole cents.` })
    .min(0, { error: `Give a ${label} of 0 or more.` })
    .max(MAX_SPENDING_LIMIT_CENTS, { error: `Give a ${label} of at most ${MAX_SPENDING_LIMIT_CENTS / 100} dollars.` });

/** PUT /api/projects/{id}/budget/: the total and the parts per category (replacing the previous ones). */
export const projectBudgetRequestSchema = z
  .strictObject({
    amount_cents: budgetCents('budget'),
    categories: z
      .array(z.strictObject({ category_id: idSchema('category'), amount_cents: budgetCents('category budget') }), { error: 'Give a list of category budgets.' })
      .max(100, { error: 'Give at most 100 category budgets.' })
      .default([]),
  })
  .superRefine((body, context) => {
    const ids = body.categories.map((part) => part.category_id);
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', path: ['categories'], message: 'Give each category once.' });
    if (body.categories.reduce((sum, part) => sum + part.amount_cents, 0) > body.amount_cents) {
      context.addIssue({ code: 'custom', path: ['categories'], message: 'The categories’ budgets add up to more than the project’s.' });
    }
  });
export type ProjectBudgetRequest = z.input<typeof projectBudgetRequestSchema>;

/** Money of a part of the project: what its orders committed and delivered, and what is left of its budget. */
const spendShape = {
  committed_cents: z.number().int(),
  delivered_cents: z.number().int(),
};

export const projectBudgetSchema = z.object({
  project_id: z.string(),
  /** Null when the project has no budget: the spending is still shown. */
  amount_cents: z.number().int().nullable(),
  ...spendShape,
  remaining_cents: z.number().int().nullable(),
  currency: z.string(),
  by_category: z.array(z.object({ category_id: z.string(), name: z.string(), budget_cents: z.number().int().nullable(), ...spendShape, remaining_cents: z.number().int().nullable() })),
  by_supplier: z.array(z.object({ supplier_id: z.string(), name: z.string(), ...spendShape })),
  updated_at: z.string().nullable(),
});
export type ProjectBudget = z.infer<typeof projectBudgetSchema>;
