import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, formatBasisPoints, FormError, FormSelect, FormTextField, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useListOperatorCategoriesQuery } from '../../api/operator-catalog-api';
import { useSetOperatorCommissionOverrideMutation } from '../../api/operator-money-api';
import { useListOperatorSuppliersQuery } from '../../api/operator-suppliers-api';
import { applyApiFieldErrors } from '@marketplace/auth';
import { commissionOverrideFormSchema, type CommissionOverrideFormValues } from '../../forms/money-settings-form-schema';
import { basisPointsOfPercent } from '../../lib/commission-rate';

/** Suppliers offered to choose from: the marketplace has a few dozen. */
const SUPPLIER_CHOICES = 100;

const scopeOptions = [
  { value: 'supplier', label: 'A supplier' },
  { value: 'category', label: 'A category' },
];

/** The choices of the second select: suppliers by name, or categories with their sub-categories. */
function useTargets(scope: CommissionOverrideFormValues['scope']) {
  const suppliers = useListOperatorSuppliersQuery({ limit: SUPPLIER_CHOICES, offset: 0 }, { skip: scope !== 'supplier' });
  const categories = useListOperatorCategoriesQuery(undefined, { skip: scope !== 'category' });
  if (scope === 'supplier') return suppliers.data?.results.map((supplier) => ({ value: supplier.id, label: supplier.name })) ?? [];
  return (
    categories.data?.results.flatMap((category) => [
      { value: category.id, label: category.name },
      ...(category.subCategories ?? []).map((sub) => ({ value: sub.id, label: `${category.name} › ${sub.name}` })),
    ]) ?? []
  );
}

/** Sets one supplier's or category's own commission rate. */
export function CommissionOverrideForm(): ReactElement {
  const flash = useFlash();
  const [setOverride] = useSetOperatorCommissionOverrideMutation();
  const form = useForm<CommissionOverrideFormValues>({
    resolver: zodResolver(commissionOverrideFormSchema),
    defaultValues: { scope: 'supplier', scopeId: '', ratePercent: '' },
  });
  const scope = useWatch({ control: form.control, name: 'scope' });
  const targets = useTargets(scope);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await setOverride({ scope: values.scope, scopeId: values.scopeId, commissionBasisPoints: basisPointsOfPercent(values.ratePercent) ?? 0 }).unwrap();
      flash.success(`${saved.scopeName} now pays ${formatBasisPoints(saved.commissionBasisPoints)} commission.`);
      form.reset({ scope: values.scope, scopeId: '', ratePercent: '' });
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, { scopeId: 'scopeId', commissionBasisPoints: 'ratePercent' }, 'We could not set this rate. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={submit} aria-label="Set a commission rate">
      {serverError ? <FormError title="We could not set this rate" error={serverError} /> : null}
      <Stack direction="horizontal" gap="md" align="start" wrap>
        <FormSelect control={form.control} name="scope" label="Rate for" options={scopeOptions} isRequired />
        <FormSelect control={form.control} name="scopeId" label={scope === 'supplier' ? 'Supplier' : 'Category'} options={targets} placeholder="Choose…" isRequired />
        <FormTextField control={form.control} name="ratePercent" label="Commission (%)" inputMode="decimal" isRequired />
      </Stack>
      <Button type="submit" variant="secondary" isLoading={form.formState.isSubmitting} loadingLabel="Setting the rate">
        Set rate
      </Button>
    </Form>
  );
}
