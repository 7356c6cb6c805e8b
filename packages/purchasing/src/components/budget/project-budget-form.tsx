import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormError, FormTextField, Stack, useFlash } from '@marketplace/ui-kit';
import { useMemo, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useSetProjectBudgetMutation, type BudgetCategoryChoice, type ProjectBudgetData } from '../../api/budgets-api';
import { applyApiFieldErrors } from '@marketplace/auth';
import { dollarsOrEmpty } from '../../forms/dollar-amounts';
import { budgetFieldOfApiField, projectBudgetFormSchema, type ProjectBudgetFormInput, type ProjectBudgetFormOutput } from '../../forms/project-budget-form-schema';

/** Props of {@link ProjectBudgetForm}. */
export interface ProjectBudgetFormProps {
  projectId: string;
  budget: ProjectBudgetData;
  /** The catalogue's categories; those the budget already names come first. */
  categories: readonly BudgetCategoryChoice[];
}

/**
 * Sets the project's budget (owners and admins): the total in dollars and, optionally, a part per
 * category, replacing the previous ones. Sent in cents; the API's refusals land under the total or
 * on the form.
 */
export function ProjectBudgetForm({ projectId, budget, categories }: ProjectBudgetFormProps): ReactElement {
  const flash = useFlash();
  const [setBudget] = useSetProjectBudgetMutation();
  const choices = useMemo(() => {
    const known = new Map(categories.map((category) => [category.id, category.name]));
    for (const category of budget.byCategory) if (!known.has(category.categoryId)) known.set(category.categoryId, category.name);
    return [...known].map(([id, name]) => ({ id, name }));
  }, [categories, budget.byCategory]);
  const schema = useMemo(() => projectBudgetFormSchema(choices.map((choice) => choice.id)), [choices]);
  const form = useForm<ProjectBudgetFormInput, unknown, ProjectBudgetFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      totalDollars: dollarsOrEmpty(budget.amountCents),
      parts: Object.fromEntries(choices.map((choice) => [choice.id, dollarsOrEmpty(budget.byCategory.find((category) => category.categoryId === choice.id)?.budgetCents)])),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    flash.clear();
    try {
      await setBudget({ projectId, ...values }).unwrap();
      flash.success('The budget is saved.');
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, budgetFieldOfApiField, 'We could not save the budget. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Set the budget">
      <Stack gap="md">
        {serverError ? <FormError title="We could not save the budget" error={serverError} /> : null}
        <FormTextField control={form.control} name="totalDollars" label="Project budget ($)" inputMode="decimal" isRequired />
        <fieldset className="mk-budget-parts">
          <legend>Parts by category (optional)</legend>
          <p className="mk-budget-parts__help">Empty: no part for that category. The parts may not add up to more than the project’s budget.</p>
          <div className="mk-budget-parts__fields">
            {choices.map((choice) => (
              <FormTextField key={choice.id} control={form.control} name={`parts.${choice.id}`} label={`${choice.name} ($)`} inputMode="decimal" />
            ))}
          </div>
        </fieldset>
        <div>
          <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving the budget">
            Save budget
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
