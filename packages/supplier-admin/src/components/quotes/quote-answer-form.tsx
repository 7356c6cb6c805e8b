import { zodResolver } from '@hookform/resolvers/zod';
import { applyApiFieldErrors } from '@marketplace/auth';
import { Button, dayFromToday, Form, FormDayField, FormError, FormTextArea, Stack, useFlash } from '@marketplace/ui-kit';
import { useMemo, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useAnswerQuoteRequestMutation, type QuoteAnswerData, type QuoteAnswerPayload, type SupplierQuoteRequest } from '../../api/supplier-quotes-api';
import { quoteAnswerDefaults, quoteAnswerFieldOfApiField, quoteAnswerFormSchema, type QuoteAnswerFormValues } from '../../forms/quote-answer-schema';
import { AnswerLineFields } from './answer-line-fields';

/** How long prices hold when the supplier says nothing else: two weeks, a usual quote's life. */
const DEFAULT_VALID_DAYS = 14;

/** Props of {@link QuoteAnswerForm}. */
export interface QuoteAnswerFormProps {
  request: SupplierQuoteRequest;
  /** The supplier's current answer: the form starts from it, and sending supersedes it. */
  previous?: QuoteAnswerData;
}

/**
 * The supplier's answer to every line of a request, with the last day its prices hold and a note.
 * Sending again is a revision: the API keeps the earlier version and the builder reads the new one.
 * The API's refusals land under their fields, or above the form (a deadline that passed meanwhile).
 */
export function QuoteAnswerForm({ request, previous }: QuoteAnswerFormProps): ReactElement {
  const [answer] = useAnswerQuoteRequestMutation();
  const flash = useFlash();
  const today = dayFromToday(0);
  const schema = useMemo(() => quoteAnswerFormSchema(today), [today]);
  const form = useForm<QuoteAnswerFormValues, unknown, QuoteAnswerPayload>({
    resolver: zodResolver(schema),
    defaultValues: quoteAnswerDefaults(request.lines, previous, dayFromToday(DEFAULT_VALID_DAYS)),
  });
  const { control } = form;
  const submit = form.handleSubmit(async (payload) => {
    try {
      const answered = await answer({ id: request.id, answer: payload }).unwrap();
      const version = answered.answers[0]?.version;
      flash.success(previous ? `Your revised answer${version ? ` (version ${version})` : ''} was sent to ${request.buyerCompany.name}.` : `Your answer was sent to ${request.buyerCompany.name}.`);
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, quoteAnswerFieldOfApiField(request.lines.length), 'We could not send your answer. Please try again.'));
    }
  });
  const substitutes = new Map(
    previous?.lines.filter((line) => line.status === 'substitute' && line.productSupplierVariantId).map((line) => [line.quoteLineId, { value: line.productSupplierVariantId ?? '', label: `${line.productName ?? ''}, ${line.variantName ?? ''}` }]),
  );
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form aria-label={previous ? 'Revise your answer' : 'Your answer'} onSubmit={(event) => void submit(event)}>
      {serverError ? <FormError title="Your answer was not sent" error={serverError} /> : null}
      <Stack gap="md">
        {request.lines.map((line, index) => (
          <AnswerLineFields key={line.id} control={control} index={index} line={line} previousSubstitute={substitutes.get(line.id) ?? null} />
        ))}
        <FormDayField control={control} name="validUntil" label="Prices hold until" minValue={today} isRequired description="The last day the builder may accept these prices." />
        <FormTextArea control={control} name="note" label="Note to the builder" rows={3} />
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Sending your answer">
          {previous ? 'Send the revised answer' : 'Send the answer'}
        </Button>
      </Stack>
    </Form>
  );
}
