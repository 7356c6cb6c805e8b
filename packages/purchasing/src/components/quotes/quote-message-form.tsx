import { zodResolver } from '@hookform/resolvers/zod';
import { applyApiFieldErrors } from '@marketplace/auth';
import { Button, Form, FormError, FormSelect, FormTextField, Stack } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useSendQuoteMessageMutation, type QuoteRequestData } from '../../api/quotes-api';
import {
  ALL_SUPPLIERS,
  emptyQuoteMessage,
  MAX_QUOTE_MESSAGE_LENGTH,
  quoteMessageFieldOfApiField,
  quoteMessageFormSchema,
  type QuoteMessageFormOutput,
  type QuoteMessageFormValues,
} from '../../forms/quote-message-form-schema';

/** Props of {@link QuoteMessageForm}. */
export interface QuoteMessageFormProps {
  request: QuoteRequestData;
  /** The thread written to: a supplier's id, or {@link ALL_SUPPLIERS}. */
  thread: string;
  /** Whom that is, in words: "Northside Lumber", "all suppliers". */
  threadName: string;
}

/**
 * Writes to the chosen thread, or to every supplier asked, pointing at a line if the builder
 * likes. A message sent is said in a live region, so a screen reader hears it went; the API's
 * refusals show under their fields, or above the form in its words.
 */
export function QuoteMessageForm({ request, thread, threadName }: QuoteMessageFormProps): ReactElement {
  const [send] = useSendQuoteMessageMutation();
  const [sent, setSent] = useState('');
  const form = useForm<QuoteMessageFormValues, unknown, QuoteMessageFormOutput>({ resolver: zodResolver(quoteMessageFormSchema), defaultValues: emptyQuoteMessage });
  const lineOptions = [{ value: '', label: 'No particular line' }, ...request.lines.map((line) => ({ value: line.id, label: line.description }))];

  const submit = form.handleSubmit(async (message) => {
    setSent('');
    try {
      await send({ id: request.id, ...message, ...(thread === ALL_SUPPLIERS ? { toAll: true } : { supplierCompanyId: thread }) }).unwrap();
      setSent(`Message sent to ${threadName}.`);
      form.reset(emptyQuoteMessage);
    } catch (error) {
      // Under the fields it names, and above the form in the API's words.
      applyApiFieldErrors(error, form.setError, quoteMessageFieldOfApiField, 'We could not send the message. Please try again.');
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Write a message">
      <Stack gap="md">
        {serverError ? <FormError title="We could not send the message" error={serverError} /> : null}
        <FormSelect control={form.control} name="lineId" label="About a line (optional)" options={lineOptions} />
        <FormTextField control={form.control} name="body" label={`Message to ${threadName}`} description={`Up to ${MAX_QUOTE_MESSAGE_LENGTH} characters; ${thread === ALL_SUPPLIERS ? 'each supplier reads it in its own thread and is' : 'they are'} emailed.`} autoComplete="off" isRequired />
        <Stack direction="horizontal" gap="md" align="center" wrap>
          <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Sending the message">
            {`Send to ${threadName}`}
          </Button>
          <p role="status" className="mk-quote-message-sent">
            {sent}
          </p>
        </Stack>
      </Stack>
    </Form>
  );
}
