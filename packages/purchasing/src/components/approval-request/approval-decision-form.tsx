import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@marketplace/api-client';
import { Button, Form, FormError, FormSelect, FormTextArea, formatMoney, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useApproveApprovalRequestMutation, useRejectApprovalRequestMutation, type ApprovalRequestData } from '../../api/approvals-api';
import { approvalDecisionFormSchema, MAX_DECISION_NOTE_LENGTH, type ApprovalDecisionFormValues } from '../../forms/approval-decision-form-schema';

const decisionOptions = [
  { value: 'approve', label: 'Approve' },
  { value: 'reject', label: 'Reject' },
];

const settlementOptions = [
  { value: 'credit', label: 'On company credit terms (the order is placed now)' },
  { value: 'buyer_card', label: 'By card at checkout: the buyer, or you' },
];

/**
 * The decision on one pending request, for those who may take it (`canDecide`). Approving says
 * who pays: on credit terms the API places the order at once; by card, the buyer (or the approver) checks out. A
 * refusal (decided by someone else first, no credit left) shows the API's words on the form and
 * in the page's flash.
 */
export function ApprovalDecisionForm({ request }: { request: ApprovalRequestData }): ReactElement {
  const flash = useFlash();
  const [approve] = useApproveApprovalRequestMutation();
  const [reject] = useRejectApprovalRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ApprovalDecisionFormValues>({ resolver: zodResolver(approvalDecisionFormSchema), defaultValues: { decision: 'approve', settlement: 'credit', note: '' } });
  const decision = useWatch({ control: form.control, name: 'decision' });
  const who = `${request.requestedBy.name}’s request for ${request.projectName}`;

  const submit = form.handleSubmit(async ({ settlement, note, ...values }) => {
    setFailure(null);
    flash.clear();
    const ids = { id: request.id, projectId: request.projectId, ...(note ? { note } : {}) };
    try {
      if (values.decision === 'approve') {
        const decided = await approve({ ...ids, settlement }).unwrap();
        flash.success(decided.status === 'ordered' ? `${who}: approved and ordered on credit terms.` : `${who}: approved; ${request.requestedBy.name}, or you, pay by card at checkout.`);
      } else {
        await reject(ids).unwrap();
        flash.success(`${who}: rejected.`);
      }
    } catch (error) {
      const message = errorMessage(error, 'We could not record the decision. Please try again.');
      setFailure(message);
      // The list is read again after any step: when someone else decided first, this form leaves
      // with the request's new status, and the flash keeps the reason in view.
      flash.error(message);
    }
  });

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={`Decide on ${who}`}>
      <Stack gap="md">
        {failure ? <FormError title="We could not record the decision" error={failure} /> : null}
        <Stack direction="horizontal" gap="md" align="start" wrap>
          <FormSelect control={form.control} name="decision" label="Decision" options={decisionOptions} isRequired />
          {decision === 'approve' ? <FormSelect control={form.control} name="settlement" label="Who pays" options={settlementOptions} isRequired /> : null}
        </Stack>
        <FormTextArea
          control={form.control}
          name="note"
          label={decision === 'approve' ? 'Note for the buyer (optional)' : 'Why (the buyer reads this)'}
          isRequired={decision === 'reject'}
          rows={2}
          maxLength={MAX_DECISION_NOTE_LENGTH}
        />
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Recording the decision">
          {decision === 'approve' ? `Approve ${formatMoney(request.totalCents, request.currency)}` : 'Reject the request'}
        </Button>
      </Stack>
    </Form>
  );
}
