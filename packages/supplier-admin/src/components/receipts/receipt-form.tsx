import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError } from '@marketplace/auth';
import { quantityToReceive } from '@marketplace/contracts';
import { Button, Form, FormTextArea, FormTextField, formatQuantity, Stack, useFlash } from '@marketplace/ui-kit';
import { useMemo, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useChangeIncomingLineItemMutation, type IncomingLineItem } from '../../api/supplier-orders-api';
import { lineName } from '../order-panels/order-format';
import { receiptFormFieldNames, receiptFormSchema, type ReceiptFormOutput, type ReceiptFormValues } from './receipt-form-schema';

/** Props of {@link ReceiptForm}. */
export interface ReceiptFormProps {
  line: IncomingLineItem;
  purchaseOrderNumber: string;
}

/** The flash after a receipt: what was counted, and what is still to come if anything. */
export function receiptMessage(purchaseOrderNumber: string, line: IncomingLineItem, counted: number): string {
  const left = quantityToReceive(line.status, line.quantity, line.quantityReceived) - counted;
  const rest = left > 0 ? `, ${formatQuantity(left, line.unitOfMeasure)} still to come` : '';
  return `${purchaseOrderNumber}: ${lineName(line)}, ${formatQuantity(counted, line.unitOfMeasure)} received${rest}.`;
}

/**
 * A receiver's count of what arrived of a shipped line, with a short note (short, damaged, sent
 * back). All that is still to come is the starting value; a smaller count keeps the rest
 * receivable, and a later receipt adds to it.
 */
export function ReceiptForm({ line, purchaseOrderNumber }: ReceiptFormProps): ReactElement {
  const [changeLine] = useChangeIncomingLineItemMutation();
  const flash = useFlash();
  const stillToReceive = quantityToReceive(line.status, line.quantity, line.quantityReceived);
  const schema = useMemo(() => receiptFormSchema(stillToReceive, !line.quantityReceived), [stillToReceive, line.quantityReceived]);
  const form = useForm<ReceiptFormValues, unknown, ReceiptFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { quantityReceived: String(stillToReceive), note: '' },
  });
  const name = lineName(line);
  const submit = form.handleSubmit(async ({ quantityReceived, note }) => {
    try {
      await changeLine({ id: line.id, purchaseOrderId: line.purchaseOrderId, quantityReceived, ...(note ? { note } : {}) }).unwrap();
      flash.success(receiptMessage(purchaseOrderNumber, line, quantityReceived));
    } catch (failure) {
      flash.error(applyServerError(failure, form.setError, receiptFormFieldNames, 'We could not confirm this receipt. Please try again.'));
    }
  });
  return (
    <Form aria-label={`Confirm receipt of ${name}`} onSubmit={(event) => void submit(event)}>
      <Stack direction="horizontal" gap="sm" align="start" wrap>
        <FormTextField
          control={form.control}
          name="quantityReceived"
          label={`Quantity received (${line.unitOfMeasure})`}
          inputMode="numeric"
          description={line.quantityReceived ? `${stillToReceive} still to come` : `${line.quantity} ordered`}
        />
        <FormTextArea control={form.control} name="note" label="Note (optional)" description="What was short, damaged or sent back." rows={2} />
      </Stack>
      <Button type="submit" size="sm" isLoading={form.formState.isSubmitting} loadingLabel="Confirming receipt">
        Confirm receipt
      </Button>
    </Form>
  );
}
