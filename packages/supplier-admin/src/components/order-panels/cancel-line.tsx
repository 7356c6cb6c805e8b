import { errorMessage, toApiError } from '@marketplace/api-client';
import { Button, ConfirmDialog, formatMoney, formatQuantity, Stack, TextArea, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useChangeIncomingLineItemMutation, type IncomingLineItem } from '../../api/supplier-orders-api';
import { lineName } from './order-format';

/** Props of {@link CancelLine}. */
export interface CancelLineProps {
  line: IncomingLineItem;
  /** The purchase order's number, for the messages. */
  purchaseOrderNumber: string;
}

/** The API's limit on a note that goes with a line's move. */
const NOTE_MAX_LENGTH = 500;

/**
 * "Cancel item" on a line not yet shipped: a confirmation says what it means (the builder is told
 * and does not pay for it; what was paid goes back, decision 0141) and takes an optional note for
 * the builder; only then is the line cancelled. The API decides: a refused move is flashed.
 */
export function CancelLine({ line, purchaseOrderNumber }: CancelLineProps): ReactElement {
  const [changeLine, { isLoading }] = useChangeIncomingLineItemMutation();
  const flash = useFlash();
  const [isOpen, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const name = lineName(line);

  const open = (next: boolean) => {
    setOpen(next);
    // A dialog opened again starts clean: the last attempt's note and refusal were about that one.
    if (next) {
      setNote('');
      setNoteError(undefined);
    }
  };
  const cancel = async () => {
    const trimmed = note.trim();
    try {
      await changeLine({ id: line.id, purchaseOrderId: line.purchaseOrderId, status: 'cancelled', ...(trimmed ? { note: trimmed } : {}) }).unwrap();
      flash.success(`${purchaseOrderNumber}: ${name} cancelled; the builder is told.`);
      setOpen(false);
    } catch (error) {
      const refusal = toApiError(error);
      if (refusal.fields?.note) setNoteError(refusal.fields.note);
      else flash.error(errorMessage(refusal, 'We could not cancel this item. Please try again.'));
    }
  };

  return (
    <>
      <Button size="sm" variant="secondary" onPress={() => open(true)}>
        Cancel item
      </Button>
      <ConfirmDialog
        title={`Cancel ${name}?`}
        isOpen={isOpen}
        onOpenChange={open}
        confirmLabel="Cancel the item"
        confirmingLabel="Cancelling the item"
        keepLabel="Keep it"
        isConfirming={isLoading}
        onConfirm={() => void cancel()}
      >
        <Stack gap="sm">
          <p>{`Cancelling takes ${formatQuantity(line.quantity, line.unitOfMeasure)} (${formatMoney(line.lineTotalCents, line.currency)}) off ${purchaseOrderNumber}.`}</p>
          <p>The builder is told and does not pay for it: whatever was paid for it goes back. This cannot be undone.</p>
          <TextArea
            label="Note to the builder (optional)"
            description="Why, or what they could order instead."
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={note}
            onChange={setNote}
            errorMessage={noteError}
          />
        </Stack>
      </ConfirmDialog>
    </>
  );
}
