import { zodResolver } from '@hookform/resolvers/zod';
import { applyApiFieldErrors } from '@marketplace/auth';
import { Button, Form, FormError, FormSelect, FormTextField, Stack } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useSendSupplierQuoteMessageMutation, type SupplierQuoteMessagePayload, type SupplierQuoteRequest } from '../../api/supplier-quotes-api';
import { emptyQuoteMessage, quoteMessageFieldOfApiField, quoteMessageFormSchema, type QuoteMessageFormValues } from '../../forms/quote-message-schema';
import '../../styles/supplier-admin.css';

/**
 * Writes to the builder in the supplier's own thread, pointing at a line if it likes. A message
 * sent is said in a live region; the API's refusals show under their fields, or above the form.
 */
export function QuoteMessageForm({ request }: { request: SupplierQuoteRequest }): ReactElement {
  const [send] = useSendSupplierQuoteMessageMutation();
  const [sent, setSent] = useState('');
  const form = useForm<QuoteMessageFormValues, unknown, SupplierQuoteMessagePayload>({ resolver: zodResolver(quoteMessageFormSchema), defaultValues: emptyQuoteMessage });
  const builder = request.buyerCompany.name;
  const lineOptions = [{ value: '', label: 'No particular line' }, ...request.lines.map((line) => ({ value: line.id, label: line.description }))];

  const submit = form.handleSubmit(async (message) => {
    setSent('');
    try {
      await send({ id: request.id, message }).unwrap();
      setSent(`Message sent to ${builder}.`);
      form.reset(emptyQuoteMessage);
    } catch (error) {
      // Under the fields it names, and above the form in the API's words.
      applyApiFieldErrors(error, form.setError, quoteMessageFieldOfApiField, 'We could not send the message. Please try again.');
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Write to the builder">
      <Stack gap="md">
        {serverError ? <FormError title="We could not send the message" error={serverError} /> : null}
        <FormSelect control={form.control} name="lineId" label="About a line (optional)" options={lineOptions} />
        <FormTextField control={form.control} name="body" label={`Message to ${builder}`} description={`Up to 2000 characters; ${request.requestedBy.name}, who asked, is emailed.`} autoComplete="off" isRequired />
        <Stack direction="horizontal" gap="md" align="center" wrap>
          <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Sending the message">
            Send the message
          </Button>
          <p role="status" className="mk-quote-message-sent">
            {sent}
          </p>
        </Stack>
      </Stack>
    </Form>
  );
}
