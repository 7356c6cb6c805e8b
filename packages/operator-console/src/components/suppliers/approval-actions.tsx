import { zodResolver } from '@hookform/resolvers/zod';
import { applyApiFieldErrors } from '@marketplace/auth';
import { Button, Form, FormError, FormTextArea, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useApproveOperatorSupplierMutation, useSuspendOperatorSupplierMutation, type OperatorSupplierDetailData } from '../../api/operator-suppliers-api';
import { approveFormSchema, suspendFormSchema, type DecisionFormValues } from '../../forms/approval-form-schemas';

type Decision = 'approve' | 'suspend';

/** What tells the two decisions apart: the rule of the text they take, and their words. */
interface DecisionWords {
  schema: typeof approveFormSchema | typeof suspendFormSchema;
  /** The API's name of the text: an optional note, or a required reason (its refusals land under the text). */
  field: 'note' | 'reason';
  fieldLabel: string;
  fieldDescription?: string;
  formLabel: (name: string) => string;
  submitLabel: string;
  loadingLabel: string;
  failureTitle: string;
  done: (name: string) => string;
}

const decisions: Record<Decision, DecisionWords> = {
  approve: {
    schema: approveFormSchema,
    field: 'note',
    fieldLabel: 'Note for the audit log (optional)',
    formLabel: (name) => `Approve ${name}`,
    submitLabel: 'Approve supplier',
    loadingLabel: 'Approving',
    failureTitle: 'We could not approve this supplier',
    done: (name) => `${name} is approved: builders see its offers.`,
  },
  suspend: {
    schema: suspendFormSchema,
    field: 'reason',
    fieldLabel: 'Why',
    fieldDescription: 'Kept in the audit log.',
    formLabel: (name) => `Suspend ${name}`,
    submitLabel: 'Suspend supplier',
    loadingLabel: 'Suspending',
    failureTitle: 'We could not suspend this supplier',
    done: (name) => `${name} is suspended: builders no longer see its offers.`,
  },
};

/** One decision's short form: its text under the API's rule, then the call; a refusal lands under the field. */
function DecisionForm({ decision, supplier, onDone }: { decision: Decision; supplier: OperatorSupplierDetailData; onDone: () => void }): ReactElement {
  const words = decisions[decision];
  const flash = useFlash();
  const [approve] = useApproveOperatorSupplierMutation();
  const [suspend] = useSuspendOperatorSupplierMutation();
  const form = useForm<DecisionFormValues>({ resolver: zodResolver(words.schema), defaultValues: { text: '' } });
  const submit = form.handleSubmit(async ({ text }) => {
    try {
      if (decision === 'approve') await approve({ id: supplier.id, ...(text ? { note: text } : {}) }).unwrap();
      else await suspend({ id: supplier.id, reason: text }).unwrap();
      flash.success(words.done(supplier.name));
      onDone();
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, { [words.field]: 'text' }, `${words.failureTitle}. Please try again.`));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={submit} aria-label={words.formLabel(supplier.name)}>
      {serverError ? <FormError title={words.failureTitle} error={serverError} /> : null}
      <FormTextArea control={form.control} name="text" label={words.fieldLabel} description={words.fieldDescription} isRequired={decision === 'suspend'} />
      <Stack direction="horizontal" gap="sm">
        <Button type="submit" variant={decision === 'suspend' ? 'danger' : 'primary'} isLoading={form.formState.isSubmitting} loadingLabel={words.loadingLabel}>
          {words.submitLabel}
        </Button>
        <Button variant="ghost" onPress={onDone}>
          Cancel
        </Button>
      </Stack>
    </Form>
  );
}

/**
 * Approving or suspending a supplier, each behind a short form: a note is optional when
 * approving, a reason is required when suspending. What the supplier already is is not offered.
 */
export function ApprovalActions({ supplier }: { supplier: OperatorSupplierDetailData }): ReactElement {
  const [open, setOpen] = useState<Decision | null>(null);
  if (open) return <DecisionForm decision={open} supplier={supplier} onDone={() => setOpen(null)} />;
  return (
    <Stack direction="horizontal" gap="sm" wrap>
      {supplier.approvalStatus !== 'approved' ? <Button onPress={() => setOpen('approve')}>Approve…</Button> : null}
      {supplier.approvalStatus !== 'suspended' ? (
        <Button variant="danger" onPress={() => setOpen('suspend')}>
          Suspend…
        </Button>
      ) : null}
    </Stack>
  );
}
