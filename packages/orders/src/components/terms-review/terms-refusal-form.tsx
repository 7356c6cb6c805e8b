import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormError, FormSelect, FormTextArea, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import type { LineItemData } from '../../api/orders-api';
import {
  refusalPayloadOf,
  termsRefusalFormSchema,
  type RefusalChoice,
  type TermsRefusalFormOutput,
  type TermsRefusalFormValues,
  type TermsRefusalPayload,
} from './terms-refusal-schema';

const choiceOptions: { value: RefusalChoice; label: string }[] = [
  { value: 'send_back', label: 'Send back at the original terms' },
  { value: 'cancel', label: 'Cancel this item' },
  { value: 'keep', label: 'Decide later' },
];

/** Props of {@link TermsRefusalForm}. */
export interface TermsRefusalFormProps {
  /** The lines whose new terms wait for the builder. */
  lines: readonly LineItemData[];
  isSending?: boolean;
  /** Sends the refusal; throws on failure, and the form keeps what was chosen and typed. */
  onRefuse: (refusal: TermsRefusalPayload) => Promise<void>;
  onClose: () => void;
}

/**
 * Refusing new terms, line by line: each goes back to its supplier at the terms agreed before
 * (the supplier answers it again) or is cancelled, or waits for a later decision; the note
 * goes to the suppliers with the refusal.
 */
export function TermsRefusalForm({ lines, isSending = false, onRefuse, onClose }: TermsRefusalFormProps): ReactElement {
  const form = useForm<TermsRefusalFormValues, unknown, TermsRefusalFormOutput>({
    resolver: zodResolver(termsRefusalFormSchema),
    defaultValues: { lines: lines.map((line) => ({ lineItemId: line.id, action: 'send_back' })), note: '' },
  });
  const { control } = form;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onRefuse(refusalPayloadOf(values));
    } catch {
      // The page flashes the API's words; what was chosen stays for another try.
    }
  });
  const errors = form.formState.errors.lines;
  const choiceError = errors?.root?.message ?? errors?.message;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Refuse new terms" className="mk-orders-refusal">
      {choiceError ? <FormError title="Nothing to refuse yet" error={choiceError} /> : null}
      {lines.map((line, index) => (
        <FormSelect
          key={line.id}
          control={control}
          name={`lines.${index}.action`}
          label={`${line.productName}, ${line.productSupplierVariantName}`}
          options={choiceOptions}
          isRequired
        />
      ))}
      <FormTextArea control={control} name="note" label="Note to the supplier" description="Optional: why, or what would work instead." rows={3} />
      <Stack direction="horizontal" gap="sm" wrap>
        <Button type="submit" variant="primary" isLoading={isSending || form.formState.isSubmitting} loadingLabel="Sending the refusal">
          Send refusal
        </Button>
        <Button variant="ghost" onPress={onClose}>
          Back
        </Button>
      </Stack>
    </Form>
  );
}
