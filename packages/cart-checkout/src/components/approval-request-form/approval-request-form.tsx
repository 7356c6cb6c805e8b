import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@marketplace/api-client';
import { Button, Card, Form, FormError, FormTextArea, formatMoney, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { CartData } from '../../api/cart-api';
import { useAskForApprovalMutation } from '../../api/cart-approval-api';
import { approvalNoteFormSchema, MAX_APPROVAL_NOTE_LENGTH, type ApprovalNoteFormValues } from '../../model/approval-note';
import { paths } from '../../routes';

/** Props of {@link ApprovalRequestForm}. */
export interface ApprovalRequestFormProps {
  cart: CartData;
  projectId: string;
  /** The API's sentence naming the rules the order breaks ("Over your limit of $5,000.00 per order."). */
  reasons: string;
}

/**
 * What checkout shows when the order is over a limit (409 `approval_required`): the reasons in the
 * API's words and the way forward, asking for approval at the total on screen, never a dead end.
 * Once asked, the cart is frozen until the decision, so the builder goes back to the cart, which
 * says who was asked and until when.
 */
export function ApprovalRequestForm({ cart, projectId, reasons }: ApprovalRequestFormProps): ReactElement {
  const flash = useFlash();
  const navigate = useNavigate();
  const [ask] = useAskForApprovalMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ApprovalNoteFormValues>({ resolver: zodResolver(approvalNoteFormSchema), defaultValues: { note: '' } });

  const submit = form.handleSubmit(async ({ note }) => {
    setFailure(null);
    flash.clear();
    try {
      await ask({ projectId, expectedTotalCents: cart.totalCents, ...(note ? { note } : {}) }).unwrap();
      flash.success('Approval requested. Your cart is kept as it is until someone decides.');
      await navigate(paths.cart.href());
    } catch (error) {
      setFailure(errorMessage(error, 'We could not ask for approval. Please try again.'));
    }
  });

  return (
    <Card title="This order needs approval" titleLevel={2}>
      <Form onSubmit={(event) => void submit(event)} aria-label="Ask for approval">
        <Stack gap="md">
          <p role="status">{reasons}</p>
          {failure ? <FormError title="We could not ask for approval" error={failure} /> : null}
          <FormTextArea
            control={form.control}
            name="note"
            label="Note for the approver (optional)"
            description="Why this order, and why now."
            rows={3}
            maxLength={MAX_APPROVAL_NOTE_LENGTH}
          />
          <Button type="submit" variant="primary" fullWidth isLoading={form.formState.isSubmitting} loadingLabel="Asking for approval">
            {`Ask for approval (${formatMoney(cart.totalCents, cart.currency)})`}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
