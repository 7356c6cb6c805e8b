import { errorMessage } from '@marketplace/api-client';
import { Button, ConfirmDialog, TextArea, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useCancelQuoteRequestMutation, type QuoteRequestData } from '../../api/quotes-api';
import { MAX_CANCEL_NOTE_LENGTH } from '../../forms/procurement-rules';

/** Withdraws an open request, after asking; the suppliers still taking part read the note. */
export function CancelQuoteButton({ request }: { request: QuoteRequestData }): ReactElement {
  const flash = useFlash();
  const [cancel, { isLoading }] = useCancelQuoteRequestMutation();
  const [isOpen, setOpen] = useState(false);
  const [note, setNote] = useState('');

  async function confirm() {
    flash.clear();
    try {
      await cancel({ id: request.id, note: note.trim() || null }).unwrap();
      flash.success(`The request for ${request.project.name} is cancelled; the suppliers are told.`);
      setOpen(false);
    } catch (error) {
      // The dialog stays open with the note: the reason is in the flash.
      flash.error(errorMessage(error, 'We could not cancel the request. Please try again.'));
    }
  }

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Cancel the request
      </Button>
      <ConfirmDialog
        title="Cancel this quote request?"
        isOpen={isOpen}
        onOpenChange={setOpen}
        confirmLabel="Cancel the request"
        confirmingLabel="Cancelling the request"
        keepLabel="Keep it open"
        isConfirming={isLoading}
        onConfirm={() => void confirm()}
      >
        <TextArea label="Note for the suppliers (optional)" value={note} onChange={setNote} rows={2} maxLength={MAX_CANCEL_NOTE_LENGTH} />
      </ConfirmDialog>
    </>
  );
}
