import { errorMessage, toApiError } from '@marketplace/api-client';
import { Button, ConfirmDialog, Stack, TextArea, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useDeclineQuoteRequestMutation, type SupplierQuoteRequest } from '../../api/supplier-quotes-api';

/** The API's limit on a decline's note. */
const NOTE_MAX_LENGTH = 1000;

/**
 * "Decline to quote": a confirmation says what it means (final; an answer already sent is
 * withdrawn) and takes an optional note for the builder; only then is the decline sent. A refusal
 * (the deadline passed meanwhile) is shown in the API's words and keeps the dialog open.
 */
export function DeclineQuoteRequest({ request, hasAnswered }: { request: SupplierQuoteRequest; hasAnswered: boolean }): ReactElement {
  const [decline, { isLoading }] = useDeclineQuoteRequestMutation();
  const flash = useFlash();
  const [isOpen, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const open = (next: boolean) => {
    setOpen(next);
    // Opened again, it starts clean: the last attempt's note and refusal were about that one.
    if (next) {
      setNote('');
      setNoteError(undefined);
    }
  };
  const send = async () => {
    try {
      await decline({ id: request.id, note: note.trim() || null }).unwrap();
      flash.success(`You declined to quote for ${request.buyerCompany.name}; they are told.`);
      setOpen(false);
    } catch (error) {
      const refusal = toApiError(error);
      if (refusal.fields?.note) setNoteError(refusal.fields.note);
      else {
        flash.error(errorMessage(refusal, 'We could not decline this request. Please try again.'));
        setOpen(false);
      }
    }
  };
  return (
    <>
      <Button variant="secondary" onPress={() => open(true)}>
        Decline to quote
      </Button>
      <ConfirmDialog
        title="Decline to quote?"
        isOpen={isOpen}
        onOpenChange={open}
        confirmLabel="Decline to quote"
        confirmingLabel="Declining"
        keepLabel="Keep the request"
        isConfirming={isLoading}
        onConfirm={() => void send()}
      >
        <Stack gap="sm">
          <p>{hasAnswered ? `${request.buyerCompany.name} is told, and the answer you sent is withdrawn.` : `${request.buyerCompany.name} is told you will not quote.`} You cannot answer this request afterwards.</p>
          <TextArea label="Note to the builder (optional)" description="Why, or when you could supply it." rows={3} maxLength={NOTE_MAX_LENGTH} value={note} onChange={setNote} errorMessage={noteError} />
        </Stack>
      </ConfirmDialog>
    </>
  );
}
