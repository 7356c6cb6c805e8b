import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormDayField, FormError, formatMoney, FormTextField, Stack, useFlash } from '@marketplace/ui-kit';
import { useMemo, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useRecordOperatorCreditRepaymentMutation, type CreditAccountData } from '../../api/operator-credit-accounts-api';
import { applyApiFieldErrors } from '@marketplace/auth';
import { creditRepaymentFormSchema, repaymentFieldOfApiField, type CreditRepaymentFormInput, type CreditRepaymentFormOutput } from '../../forms/credit-repayment-form-schema';
import { operatorToday, utcToday } from '../../lib/today';

/** An empty form, the day received set to today: most transfers are recorded the day they arrive. */
const blankRepayment = (): CreditRepaymentFormInput => ({ amountDollars: '', bankReference: '', receivedOn: operatorToday(), note: '' });

/**
 * Records a bank transfer a builder company sent to repay its credit on terms: the amount typed in
 * dollars, the transfer's bank reference (recorded once per company), the day it arrived and a
 * note. What is owed bounds the amount here as it does at the API; a refusal of the API (a
 * reference already recorded, more than is owed by now) lands under its field.
 */
export function RepaymentForm({ account }: { account: CreditAccountData }): ReactElement {
  const flash = useFlash();
  const [record] = useRecordOperatorCreditRepaymentMutation();
  const schema = useMemo(() => creditRepaymentFormSchema({ owedCents: account.owedCents, currency: account.currency, today: utcToday() }), [account.owedCents, account.currency]);
  const form = useForm<CreditRepaymentFormInput, unknown, CreditRepaymentFormOutput>({ resolver: zodResolver(schema), defaultValues: blankRepayment() });
  const submit = form.handleSubmit(async (repayment) => {
    try {
      const recorded = await record({ companyId: account.companyId, ...repayment }).unwrap();
      flash.success(`Recorded ${formatMoney(recorded.amountCents, recorded.currency)} from ${account.companyName}.`);
      form.reset(blankRepayment());
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, repaymentFieldOfApiField, 'We could not record the repayment. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={submit} aria-label="Record a repayment">
      {serverError ? <FormError title="We could not record the repayment" error={serverError} /> : null}
      <Stack direction="horizontal" gap="md" align="start" wrap>
        <FormTextField control={form.control} name="amountDollars" label="Amount ($)" description={`Up to ${formatMoney(account.owedCents, account.currency)}, what is owed.`} inputMode="decimal" isRequired />
        <FormTextField control={form.control} name="bankReference" label="Bank reference" description="As on the bank statement." maxLength={100} isRequired />
        <FormDayField control={form.control} name="receivedOn" label="Date received" maxValue={utcToday()} isRequired />
      </Stack>
      <FormTextField control={form.control} name="note" label="Note (optional)" maxLength={1000} />
      <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Recording the repayment">
        Record repayment
      </Button>
    </Form>
  );
}
