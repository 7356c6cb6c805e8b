import { useState, type ReactElement } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormSetError } from 'react-hook-form';
import { Button } from '../button/button';
import { FormError } from '../form-error/form-error';
import { FormSelect } from '../form-fields/form-select';
import { FormTextArea } from '../form-fields/form-text-area';
import { Form } from '../form/form';
import type { SelectOption } from '../select/select';
import { Stack } from '../stack/stack';

/** What a {@link MessageComposer} holds as it is written: the line pointed at ('' for none) and the text. */
export interface MessageDraft {
  lineId: string;
  body: string;
}

/** Props of {@link MessageComposer}. `Message` is what the feature's resolver makes of a draft, and sends. */
export interface MessageComposerProps<Message extends FieldValues> {
  /** The form's accessible name ("Write a message"). */
  formLabel: string;
  /** Who reads the message, in words ("Northside Lumber", "all suppliers"): said once it is sent. */
  recipient: string;
  /** The lines a message may point at; "No particular line" is offered first. */
  lineOptions: readonly SelectOption[];
  /** The message field's label. @defaultValue `Message to ${recipient}` */
  fieldLabel?: string;
  /** What the field tells of a message (its limit, who is emailed); the keys that send it are added after. */
  fieldDescription: string;
  /** The send button's words. @defaultValue "Send the message" */
  submitLabel?: string;
  /**
   * The feature's rules of a message, and what a draft becomes to be sent: for example
   * `zodResolver(schema)`. They stay with the feature, which knows what its API accepts.
   */
  resolver: Resolver<MessageDraft, unknown, Message>;
  /** Sends the message; rejects when it was not sent. The form is emptied once it resolves. */
  onSend: (message: Message) => Promise<void>;
  /**
   * Puts a rejection of {@link onSend} on the form in the feature's words: messages about a field
   * on `lineId` or `body`, shown under it, and the sentence on `root.server`, shown above the
   * fields (where `applyServerError` and `applyApiFieldErrors` of `@marketplace/auth` put it).
   */
  onSendError: (error: unknown, setError: UseFormSetError<MessageDraft>) => void;
}

/** The draft a composer starts with, and goes back to once a message is sent. */
const emptyDraft: MessageDraft = { lineId: '', body: '' };

/** Said in the field's description, since a shortcut nobody is told of is no help. */
const sendKeys = 'Enter starts a new line; Ctrl+Enter or Command+Enter sends.';

/**
 * Writes a message in a conversation: optionally about one line, in paragraphs (Enter starts a
 * new line, the button or Ctrl/Command+Enter sends). A message sent is said in a live region, so
 * a screen reader hears it went; a refusal shows under the fields it names, or above them.
 */
export function MessageComposer<Message extends FieldValues>({
  formLabel,
  recipient,
  lineOptions,
  fieldLabel = `Message to ${recipient}`,
  fieldDescription,
  submitLabel = 'Send the message',
  resolver,
  onSend,
  onSendError,
}: MessageComposerProps<Message>): ReactElement {
  const [sent, setSent] = useState('');
  const form = useForm<MessageDraft, unknown, Message>({ resolver, defaultValues: emptyDraft });
  const options = [{ value: '', label: 'No particular line' }, ...lineOptions];

  const submit = form.handleSubmit(async (message) => {
    // A new attempt takes the last one's word away: the live region speaks again only if it went.
    setSent('');
    try {
      await onSend(message);
      setSent(`Message sent to ${recipient}.`);
      form.reset(emptyDraft);
    } catch (error) {
      onSendError(error, form.setError);
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={formLabel}>
      <Stack gap="md">
        {serverError ? <FormError title="We could not send the message" error={serverError} /> : null}
        <FormSelect control={form.control} name="lineId" label="About a line (optional)" options={options} />
        <FormTextArea
          control={form.control}
          name="body"
          label={fieldLabel}
          description={`${fieldDescription} ${sendKeys}`}
          isRequired
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) {
              // react-aria stops a handled key at the field: every other one goes on to the page
              // as it would without the shortcut (Escape still closes a dialog around it).
              event.continuePropagation();
              return;
            }
            event.preventDefault();
            // Once: a second press while the first is on its way would send it twice.
            if (!form.formState.isSubmitting) void submit();
          }}
        />
        <Stack direction="horizontal" gap="md" align="center" wrap>
          <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Sending the message">
            {submitLabel}
          </Button>
          <p role="status" className="mk-message-composer__sent">
            {sent}
          </p>
        </Stack>
      </Stack>
    </Form>
  );
}
