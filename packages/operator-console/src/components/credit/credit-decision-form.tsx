import { zodResolver } from '@hookform/resolvers/zod';
import { Button, centsOfDollars, dollarsOfCents, Form, FormError, FormSelect, FormTextArea, FormTextField, formatMoney, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDecideOperatorCreditApplicationMutation, type OperatorCreditApplicationData } from '../../api/operator-credit-api';
import { applyApiFieldErrors } from '@marketplace/auth';
import { creditDecisionFormSchema, type CreditDecisionFormValues } from '../../forms/credit-decision-form-schema';

const decisionOptions = [
  { value: 'approve', label: 'Approve' },
  { value: 'decline', label: 'Decline' },
];

/** The operator's decision on one submitted application; the limit starts at what the builder asked for. */
export function CreditDecisionForm({ application }: { application: OperatorCreditApplicationData }): ReactElement {
  const flash = useFlash();
  const [decide] = useDecideOperatorCreditApplicationMutation();
  const form = useForm<CreditDecisionFormValues>({
    resolver: zodResolver(creditDecisionFormSchema),
    defaultValues: { decision: 'approve', limitDollars: application.requestedLimitCents ? dollarsOfCents(application.requestedLimitCents) : '', reason: '' },
  });
  const decision = useWatch({ control: form.control, name: 'decision' });
  const submit = form.handleSubmit(async (values) => {
    const limit = centsOfDollars(values.limitDollars);
    try {
      if (values.decision === 'approve' && limit !== null) {
        await decide({ id: application.id, decision: 'approve', approvedLimitCents: limit, ...(values.reason ? { reason: values.reason } : {}) }).unwrap();
        flash.success(`${application.companyName}: approved for ${formatMoney(limit)}.`);
      } else {
        await decide({ id: application.id, decision: 'decline', reason: values.reason }).unwrap();
        flash.success(`${application.companyName}: declined.`);
      }
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, { approvedLimitCents: 'limitDollars', reason: 'reason', decision: 'decision' }, 'We could not record the decision. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={submit} aria-label={`Decide on ${application.companyName}`}>
      {serverError ? <FormError title="We could not record the decision" error={serverError} /> : null}
      <Stack direction="horizontal" gap="md" align="start" wrap>
        <FormSelect control={form.control} name="decision" label="Decision" options={decisionOptions} isRequired />
        {decision === 'approve' ? <FormTextField control={form.control} name="limitDollars" label="Approved limit ($)" inputMode="decimal" isRequired /> : null}
      </Stack>
      <FormTextArea control={form.control} name="reason" label={decision === 'approve' ? 'Note (optional)' : 'Why (the builder reads this)'} isRequired={decision === 'decline'} />
      <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Recording the decision">
        Record decision
      </Button>
    </Form>
  );
}
