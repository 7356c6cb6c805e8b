import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, formatBasisPoints, FormError, FormTextField, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateOperatorMoneySettingsMutation, type MarketplaceSettingsData } from '../../api/operator-money-api';
import { applyApiFieldErrors } from '@marketplace/auth';
import { apiFieldOfFormField, moneySettingsFormSchema, type MoneySettingsFormValues } from '../../forms/money-settings-form-schema';
import { basisPointsOfPercent } from '../../lib/commission-rate';

/** Props of {@link MoneySettingsForm}. */
export interface MoneySettingsFormProps {
  settings: MarketplaceSettingsData;
}

/**
 * The marketplace's commission rate (typed in percent, kept in basis points) and how many days a
 * delivered line waits for the builder's receipt before it is paid anyway. Only what changed is
 * sent; the API records the change in the audit log.
 */
export function MoneySettingsForm({ settings }: MoneySettingsFormProps): ReactElement {
  const flash = useFlash();
  const [update] = useUpdateOperatorMoneySettingsMutation();
  const form = useForm<MoneySettingsFormValues>({
    resolver: zodResolver(moneySettingsFormSchema),
    defaultValues: { commissionPercent: String(settings.commissionBasisPoints / 100), holdingDays: String(settings.payoutHoldingDays) },
  });
  const submit = form.handleSubmit(async (values) => {
    const commissionBasisPoints = basisPointsOfPercent(values.commissionPercent) ?? settings.commissionBasisPoints;
    const payoutHoldingDays = Number(values.holdingDays);
    const changes = {
      ...(commissionBasisPoints !== settings.commissionBasisPoints ? { commissionBasisPoints } : {}),
      ...(payoutHoldingDays !== settings.payoutHoldingDays ? { payoutHoldingDays } : {}),
    };
    if (Object.keys(changes).length === 0) {
      flash.info('Nothing changed.');
      return;
    }
    try {
      const saved = await update(changes).unwrap();
      flash.success(`Saved: ${formatBasisPoints(saved.commissionBasisPoints)} commission, payouts held ${saved.payoutHoldingDays} days.`);
      form.reset({ commissionPercent: String(saved.commissionBasisPoints / 100), holdingDays: String(saved.payoutHoldingDays) });
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, apiFieldOfFormField, 'We could not save the settings. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={submit} aria-label="Money settings">
      {serverError ? <FormError title="We could not save the settings" error={serverError} /> : null}
      <Stack direction="horizontal" gap="md" align="start" wrap>
        <FormTextField control={form.control} name="commissionPercent" label="Commission (%)" description="Of each delivered line, unless a supplier or category has its own rate." inputMode="decimal" isRequired />
        <FormTextField control={form.control} name="holdingDays" label="Holding period (days)" description="A delivered line is paid once received, or after this many days." inputMode="numeric" isRequired />
      </Stack>
      <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving">
        Save settings
      </Button>
    </Form>
  );
}
