import { Button, Stack, TextField } from '@marketplace/ui-kit';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useChangeIncomingLineItemMutation, type IncomingLineItem } from '../../api/supplier-orders-api';
import { lineName } from './order-format';
import { useOrderFlash } from './use-order-flash';

/** Reads a whole quantity from 0 to `max`, or says why not. */
export function readQuantityReceived(text: string, max: number): { quantity: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: 'Give the quantity received as a whole number.' };
  const quantity = Number(trimmed);
  if (quantity > max) return { error: `Give at most the ${max} ordered.` };
  return { quantity };
}

/** Props of {@link ReceiptForm}. */
export interface ReceiptFormProps {
  line: IncomingLineItem;
  purchaseOrderNumber: string;
}

/**
 * A receiver's confirmation that a shipped line arrived, with the quantity counted on site: all
 * of it by default, less when part was short or damaged.
 */
export function ReceiptForm({ line, purchaseOrderNumber }: ReceiptFormProps): ReactElement {
  const [changeLine, { isLoading }] = useChangeIncomingLineItemMutation();
  const { failed, succeeded } = useOrderFlash();
  const [text, setText] = useState(String(line.quantity));
  const [error, setError] = useState<string | null>(null);
  const name = lineName(line);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readQuantityReceived(text, line.quantity);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(null);
    try {
      await changeLine({ id: line.id, purchaseOrderId: line.purchaseOrderId, status: 'delivered', quantityReceived: read.quantity }).unwrap();
      succeeded(`${purchaseOrderNumber}: ${name}, ${read.quantity} of ${line.quantity} received.`);
    } catch (failure) {
      failed(failure, 'We could not confirm this receipt. Please try again.');
    }
  };
  return (
    <form aria-label={`Confirm receipt of ${name}`} onSubmit={(event) => void submit(event)} noValidate>
      <Stack direction="horizontal" gap="sm" align="end" wrap>
        <TextField label={`Quantity received (${line.unitOfMeasure})`} inputMode="numeric" value={text} onChange={setText} errorMessage={error ?? undefined} description={`${line.quantity} ordered`} />
        <Button type="submit" size="sm" isLoading={isLoading} loadingLabel="Confirming receipt">
          Confirm receipt
        </Button>
      </Stack>
    </form>
  );
}
