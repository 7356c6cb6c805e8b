import { zodResolver } from '@hookform/resolvers/zod';
import { applyApiFieldErrors } from '@marketplace/auth';
import { Button, Checkbox, Form, FormError, FormTextField, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSaveInvoiceTolerancesMutation, type InvoiceTolerancesData } from '../../api/invoice-tolerances-api';
import {
  invoiceTolerancesFormSchema,
  invoiceTolerancesFormValues,
  tolerancesFieldOfApiField,
  type InvoiceTolerancesFormInput,
  type InvoiceTolerancesFormOutput,
} from '../../forms/invoice-tolerances-form-schema';

/** What checking "Approve matched invoices automatically" does, and what it never does. */
const AUTO_APPROVE_DESCRIPTION = 'An invoice whose every line matches the order and what was received, within these tolerances, is approved as it arrives or once late goods are counted; on credit terms it is settled too. Exceptions still wait for a person.';

/** One tolerance: its percent and its amount side by side. */
function ToleranceRow({ legend, children }: { legend: string; children: ReactElement[] }): ReactElement {
  return (
    <fieldset className="mk-budget-parts">
      <legend>{legend}</legend>
      <Stack direction="horizontal" gap="md" align="start" wrap>
        {children}
      </Stack>
    </fieldset>
  );
}

/**
 * The company's invoice tolerances (owners and admins): for price, quantity and the invoice total,
 * a percent and an amount; an invoice over either is an exception. And whether an invoice that
 * matches within them is approved automatically. The suppliers' own tolerances are sent back as
 * they are: the API replaces the whole set, and this form does not change them.
 */
export function InvoiceTolerancesForm({ tolerances }: { tolerances: InvoiceTolerancesData }): ReactElement {
  const flash = useFlash();
  const [save] = useSaveInvoiceTolerancesMutation();
  const form = useForm<InvoiceTolerancesFormInput, unknown, InvoiceTolerancesFormOutput>({ resolver: zodResolver(invoiceTolerancesFormSchema), defaultValues: invoiceTolerancesFormValues(tolerances) });
  const submit = form.handleSubmit(async (values) => {
    flash.clear();
    try {
      const suppliers = tolerances.suppliers.map(({ supplierName: _name, ...own }) => own);
      await save({ ...values, suppliers }).unwrap();
      flash.success('The invoice tolerances are saved; they apply to invoices from now on.');
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, tolerancesFieldOfApiField, 'We could not save the tolerances. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Invoice tolerances">
      <Stack gap="md">
        {serverError ? <FormError title="We could not save the tolerances" error={serverError} /> : null}
        <ToleranceRow legend="Price over the order’s">
          <FormTextField control={form.control} name="pricePercent" label="Price (%)" inputMode="decimal" isRequired />
          <FormTextField control={form.control} name="priceDollars" label="Price, per line ($)" inputMode="decimal" isRequired />
        </ToleranceRow>
        <ToleranceRow legend="Quantity over what was received">
          <FormTextField control={form.control} name="quantityPercent" label="Quantity (%)" inputMode="decimal" isRequired />
          <FormTextField control={form.control} name="quantityUnits" label="Quantity (units)" inputMode="numeric" isRequired />
        </ToleranceRow>
        <ToleranceRow legend="Invoice total over the order’s value">
          <FormTextField control={form.control} name="totalPercent" label="Total (%)" inputMode="decimal" isRequired />
          <FormTextField control={form.control} name="totalDollars" label="Total ($)" inputMode="decimal" isRequired />
        </ToleranceRow>
        <Controller
          control={form.control}
          name="autoApproveMatched"
          render={({ field: { value, ...field }, fieldState }) => (
            <Checkbox {...field} isSelected={value} errorMessage={fieldState.error?.message} description={AUTO_APPROVE_DESCRIPTION}>
              Approve matched invoices automatically
            </Checkbox>
          )}
        />
        <div>
          <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving the tolerances">
            Save tolerances
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
