import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UseFormSetError } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { MessageComposer, type MessageDraft } from './message-composer';

/** A feature's rules of a message, as a feature would write them: the text required, a line or none. */
const messageSchema = z
  .object({ lineId: z.string(), body: z.string().trim().min(1, { error: 'Write a message.' }).max(500, { error: 'Use at most 500 characters.' }) })
  .transform(({ lineId, body }) => ({ body, quoteLineId: lineId || null }));
type Message = z.output<typeof messageSchema>;

/** A refusal as the feature maps it: a field's message under the field, the sentence above. */
interface Refusal {
  message: string;
  fields?: Partial<Record<keyof MessageDraft, string>>;
}

function showRefusal(error: unknown, setError: UseFormSetError<MessageDraft>) {
  const refusal = error as Refusal;
  for (const [field, message] of Object.entries(refusal.fields ?? {})) setError(field as keyof MessageDraft, { type: 'server', message });
  setError('root.server', { type: 'server', message: refusal.message });
}

interface ComposerStoryProps {
  recipient: string;
  onSend: (message: Message) => Promise<void>;
}

/** The composer as the builder's quote page uses it: two lines to point at, the supplier emailed. */
function QuoteMessageComposer({ recipient, onSend }: ComposerStoryProps) {
  return (
    <div style={{ maxWidth: 560 }}>
      <MessageComposer
        formLabel="Write a message"
        recipient={recipient}
        lineOptions={[
          { value: 'ql-studs', label: 'Douglas Fir Framing Lumber, 2x4 × 8 ft #2' },
          { value: 'ql-cdx', label: 'CDX Plywood Sheathing, 3/4 in × 4 × 8 ft' },
        ]}
        fieldDescription="Up to 500 characters; they are emailed."
        submitLabel={`Send to ${recipient}`}
        resolver={zodResolver(messageSchema)}
        onSend={onSend}
        onSendError={showRefusal}
      />
    </div>
  );
}

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /^Message to Northside Lumber/ });

const meta = {
  title: 'UI Kit/Forms/MessageComposer',
  component: QuoteMessageComposer,
  tags: ['autodocs'],
  args: { recipient: 'Northside Lumber', onSend: fn(async (_message: Message) => undefined) as (message: Message) => Promise<void> },
} satisfies Meta<typeof QuoteMessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paragraphs: Enter starts a new line, the button sends, and the live region says where it went. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /About a line/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'CDX Plywood Sheathing, 3/4 in × 4 × 8 ft' }));
    await userEvent.type(field(canvasElement), 'Two questions:{Enter}{Enter}Before 7 am?{Enter}Tongue and groove?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Northside Lumber' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith({ body: 'Two questions:\n\nBefore 7 am?\nTongue and groove?', quoteLineId: 'ql-cdx' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Message sent to Northside Lumber.');
    await expect(field(canvasElement)).toHaveValue('');
  },
};

/** Ctrl+Enter sends from the field, as its description says. */
export const SentFromTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(field(canvasElement)).toHaveAccessibleDescription(/Ctrl\+Enter or Command\+Enter sends/);
    await userEvent.type(field(canvasElement), 'Gate code 4521{Control>}{Enter}{/Control}');
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith({ body: 'Gate code 4521', quoteLineId: null }));
  },
};

/** Sent empty: the feature's rule says what is missing, and nothing is sent. */
export const ValidationError: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send to Northside Lumber' }));
    await waitFor(() => expect(field(canvasElement)).toHaveAccessibleDescription(/Write a message\./));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** On its way: the button is busy until the feature's request answers. */
export const Sending: Story = {
  args: { onSend: () => new Promise<void>(() => undefined) },
  play: async ({ canvasElement }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Send to Northside Lumber' });
    await userEvent.type(field(canvasElement), 'Still on for Friday?');
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Refused: the field's message under it, the sentence above the fields, nothing said sent. */
export const Refused: Story = {
  args: {
    onSend: async () =>
      Promise.reject({
        message: 'Check the message.',
        fields: { body: 'Remove the hidden characters that change the direction of the text (such as U+202E).' },
      } satisfies Refusal),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), 'Invoice\u202Efdp.exe');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Northside Lumber' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Check the message.');
    await expect(field(canvasElement)).toHaveAccessibleDescription(/Remove the hidden characters/);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
