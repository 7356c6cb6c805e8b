import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Form, FormError, FormTextField, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSavePurchasingSettingsMutation, type PurchasingSettingsData } from '../../api/company-api';
import { applyApiFieldErrors } from '@marketplace/auth';
import { purchasingSettingsFormSchema, settingsFieldOfApiField, type PurchasingSettingsFormInput, type PurchasingSettingsFormOutput } from '../../forms/company-form-schemas';
import { MAX_APPROVAL_EXPIRY_HOURS, MIN_APPROVAL_EXPIRY_HOURS } from '../../forms/company-rules';
import { dollarsOrEmpty } from '../../forms/dollar-amounts';

/**
 * The company's purchasing settings: the threshold from which any order needs approval (dollars,
 * empty for none), how many hours a request waits, and whether an order over its project's budget
 * needs approval or the budget only warns.
 */
export function PurchasingSettingsForm({ settings }: { settings: PurchasingSettingsData }): ReactElement {
  const flash = useFlash();
  const [save] = useSavePurchasingSettingsMutation();
  const form = useForm<PurchasingSettingsFormInput, unknown, PurchasingSettingsFormOutput>({
    resolver: zodResolver(purchasingSettingsFormSchema),
    defaultValues: {
      thresholdDollars: dollarsOrEmpty(settings.approvalThresholdCents),
      expiryHours: String(settings.approvalExpiryHours),
      overBudget: settings.approvalOverBudget,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    flash.clear();
    try {
      await save(values).unwrap();
      flash.success('The purchasing settings are saved.');
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, settingsFieldOfApiField, 'We could not save the settings. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Purchasing settings">
      <Stack gap="md">
        {serverError ? <FormError title="We could not save the settings" error={serverError} /> : null}
        <Stack direction="horizontal" gap="md" align="start" wrap>
          <FormTextField control={form.control} name="thresholdDollars" label="Approval threshold ($)" description="Any order at or above it needs approval. Empty: no threshold." inputMode="decimal" />
          <FormTextField
            control={form.control}
            name="expiryHours"
            label="Hours a request waits"
            description={`From ${MIN_APPROVAL_EXPIRY_HOURS} to ${MAX_APPROVAL_EXPIRY_HOURS}; then it expires.`}
            inputMode="numeric"
            isRequired
          />
        </Stack>
        <Controller
          control={form.control}
          name="overBudget"
          render={({ field: { value, ...field }, fieldState }) => (
            <Checkbox {...field} isSelected={value} errorMessage={fieldState.error?.message} description="Unchecked, a project’s budget only warns.">
              Orders over a project’s budget need approval
            </Checkbox>
          )}
        />
        <div>
          <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving the settings">
            Save settings
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
