import { zodResolver } from '@hookform/resolvers/zod';
import { applyApiFieldErrors } from '../../forms/apply-api-field-errors';
import { Button, Form, FormError, FormTextArea, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useApproveOperatorSupplierMutation, useSuspendOperatorSupplierMutation, type OperatorSupplierDetailData } from '../../api/operator-suppliers-api';
import { approveFormSchema, suspendFormSchema, type ApproveFormValues, type SuspendFormValues } from '../../forms/approval-form-schemas';

type OpenForm = 'approve' | 'suspend' | null;

function ApproveForm({ supplier, onDone }: { supplier: OperatorSupplierDetailData; onDone: () => void }): ReactElement {
  const flash = useFlash();
  const [approve] = useApproveOperatorSupplierMutation();
  const form = useForm<ApproveFormValues>({ resolver: zodResolver(approveFormSchema), defaultValues: { note: '' } });
  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await approve({ id: supplier.id, ...(note ? { note } : {}) }).unwrap();
      flash.success(`${supplier.name} is approved: builders see its offers.`);
      onDone();
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, { note: 'note' }, 'We could not approve this supplier. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={submit} aria-label={`Approve ${supplier.name}`}>
      {serverError ? <FormError title="We could not approve this supplier" error={serverError} /> : null}
      <FormTextArea control={form.control} name="note" label="Note for the audit log (optional)" />
      <Stack direction="horizontal" gap="sm">
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Approving">
          Approve supplier
        </Button>
        <Button variant="ghost" onPress={onDone}>
          Cancel
        </Button>
      </Stack>
    </Form>
  );
}

function SuspendForm({ supplier, onDone }: { supplier: OperatorSupplierDetailData; onDone: () => void }): ReactElement {
  const flash = useFlash();
  const [suspend] = useSuspendOperatorSupplierMutation();
  const form = useForm<SuspendFormValues>({ resolver: zodResolver(suspendFormSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await suspend({ id: supplier.id, reason }).unwrap();
      flash.success(`${supplier.name} is suspended: builders no longer see its offers.`);
      onDone();
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, { reason: 'reason' }, 'We could not suspend this supplier. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={submit} aria-label={`Suspend ${supplier.name}`}>
      {serverError ? <FormError title="We could not suspend this supplier" error={serverError} /> : null}
      <FormTextArea control={form.control} name="reason" label="Why" description="Kept in the audit log." isRequired />
      <Stack direction="horizontal" gap="sm">
        <Button type="submit" variant="danger" isLoading={form.formState.isSubmitting} loadingLabel="Suspending">
          Suspend supplier
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
  const [open, setOpen] = useState<OpenForm>(null);
  if (open === 'approve') return <ApproveForm supplier={supplier} onDone={() => setOpen(null)} />;
  if (open === 'suspend') return <SuspendForm supplier={supplier} onDone={() => setOpen(null)} />;
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
