import { Button, TextField } from '@marketplace/ui-kit';
import { useState, type FormEvent, type ReactElement } from 'react';

/** Props of {@link ReceiptForm}. */
export interface ReceiptFormProps {
  /** What the line is, for the field's and button's accessible names. */
  itemName: string;
  /** What is still to come (ordered less counted so far): the most this receipt takes, and its starting value. */
  quantityLeft: number;
  unitOfMeasure: string;
  isSaving?: boolean;
  /** The API's message for the quantity, after a refused confirmation. */
  errorMessage?: string;
  onConfirm: (quantityReceived: number) => void;
}

/** Reads a whole quantity between 0 and `max`, or says why not. */
export function readQuantity(text: string, max: number): { quantity: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: 'Give the quantity received as a whole number.' };
  const quantity = Number(trimmed);
  if (quantity > max) return { error: `Give at most the ${max} still to receive.` };
  return { quantity };
}

/**
 * The builder's confirmation that a shipped or delivered line arrived, with the quantity counted
 * on site (all that is still to come by default; less when part was short, damaged or comes later:
 * the rest stays receivable).
 */
export function ReceiptForm({ itemName, quantityLeft, unitOfMeasure, isSaving = false, errorMessage, onConfirm }: ReceiptFormProps): ReactElement {
  const [text, setText] = useState(String(quantityLeft));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readQuantity(text, quantityLeft);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(null);
    onConfirm(read.quantity);
  };
  return (
    <form className="mk-orders-receipt" onSubmit={submit} aria-label={`Confirm receipt of ${itemName}`} noValidate>
      <TextField
        label={`Quantity received (${unitOfMeasure})`}
        inputMode="numeric"
        value={text}
        onChange={setText}
        errorMessage={error ?? errorMessage}
        className="mk-orders-receipt__field"
      />
      <Button type="submit" size="sm" isLoading={isSaving} loadingLabel="Confirming receipt">
        Confirm receipt
      </Button>
    </form>
  );
}
