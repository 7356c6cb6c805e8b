import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer, type MessageComposerProps, type MessageDraft } from './message-composer';

/** What the feature's rule makes of a draft, to send. */
interface Sent {
  body: string;
  lineId: string | null;
}

/** A feature's rule, without a schema library: the text trimmed and required, the line or null. */
const resolver: Resolver<MessageDraft, unknown, Sent> = (draft): ResolverResult<MessageDraft, Sent> => {
  const body = draft.body.trim();
  if (!body) return { values: {}, errors: { body: { type: 'required', message: 'Write a message.' } } };
  return { values: { body, lineId: draft.lineId || null }, errors: {} };
};

type Props = MessageComposerProps<Sent>;

function renderComposer(props: Partial<Props> = {}) {
  const onSend = vi.fn<Props['onSend']>(async () => undefined);
  const onSendError = vi.fn<Props['onSendError']>();
  const user = userEvent.setup();
  render(
    <MessageComposer
      formLabel="Write to the builder"
      recipient="Summit Builders"
      lineOptions={[{ value: 'line-1', label: 'Joist hangers' }]}
      fieldDescription="Up to 2000 characters."
      resolver={resolver}
      onSend={onSend}
      onSendError={onSendError}
      {...props}
    />,
  );
  const field = screen.getByRole('textbox', { name: new RegExp(`^${props.fieldLabel ?? 'Message to Summit Builders'}`) });
  return { user, field, onSend, onSendError };
}

describe('MessageComposer', () => {
  it('offers no line first, then the lines, and names the form and the field', async () => {
    const { user, field } = renderComposer();
    expect(screen.getByRole('form', { name: 'Write to the builder' })).toBeInTheDocument();
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('Up to 2000 characters. Enter starts a new line; Ctrl+Enter or Command+Enter sends.');
    await user.click(screen.getByRole('button', { name: /About a line \(optional\)/ }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['No particular line', 'Joist hangers']);
  });

  it('writes paragraphs on Enter and sends on the button, then says so and empties the form', async () => {
    const { user, field, onSend } = renderComposer();
    await user.click(screen.getByRole('button', { name: /About a line/ }));
    await user.click(await screen.findByRole('option', { name: 'Joist hangers' }));
    await user.type(field, '  Two drops?{Enter}{Enter}The second by Friday.  ');
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ body: 'Two drops?\n\nThe second by Friday.', lineId: 'line-1' });
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent to Summit Builders.');
    expect(field).toHaveValue('');
  });

  it.each([
    ['Ctrl+Enter', '{Control>}{Enter}{/Control}'],
    ['Command+Enter', '{Meta>}{Enter}{/Meta}'],
  ])('sends on %s without adding a line', async (_keys, keys) => {
    const onSend = vi.fn<Props['onSend']>(() => new Promise(() => undefined));
    const { user, field } = renderComposer({ fieldLabel: 'Your message to Summit Builders', submitLabel: 'Send', onSend });
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    await user.type(field, `Gate code 4521${keys}`);
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ body: 'Gate code 4521', lineId: null });
    expect(field).toHaveValue('Gate code 4521');
  });

  it('lets every other key reach the page around it', async () => {
    const onPageKey = vi.fn();
    const user = userEvent.setup();
    render(
      <div onKeyDown={(event) => onPageKey(event.key)}>
        <MessageComposer formLabel="Write" recipient="Summit Builders" lineOptions={[]} fieldDescription="Up to 2000 characters." resolver={resolver} onSend={async () => undefined} onSendError={() => undefined} />
      </div>,
    );
    await user.type(screen.getByRole('textbox', { name: /^Message to Summit Builders/ }), 'a{Enter}{Escape}');
    expect(onPageKey.mock.calls.map(([key]) => key)).toEqual(['a', 'Enter', 'Escape']);
  });

  it('sends once while a message is on its way, the button busy', async () => {
    const onSend = vi.fn<Props['onSend']>(() => new Promise(() => undefined));
    const { user, field } = renderComposer({ onSend });
    await user.type(field, 'Still on?{Control>}{Enter}{/Control}');
    expect(screen.getByRole('button', { name: /Send the message/ })).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('sends nothing the feature’s rule refuses, and shows why under the field', async () => {
    const { user, field, onSend } = renderComposer();
    await user.type(field, '{Enter}  {Control>}{Enter}{/Control}');
    expect(await screen.findByText('Write a message.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('lets the feature put a refusal on the form: under its field, the sentence above, nothing said sent', async () => {
    const refusal = new Error('refused');
    const onSendError = vi.fn<Props['onSendError']>((_error, setError) => {
      setError('body', { type: 'server', message: 'Remove the tabs and other control characters; line breaks may stay.' });
      setError('root.server', { type: 'server', message: 'This quote request was cancelled.' });
    });
    const { user, field } = renderComposer({ onSend: async () => Promise.reject(refusal), onSendError });
    await user.type(field, 'Still on?');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send the messageThis quote request was cancelled.');
    expect(field).toHaveAccessibleDescription(/line breaks may stay/);
    expect(field).toHaveValue('Still on?');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(onSendError).toHaveBeenCalledWith(refusal, expect.any(Function));
  });
});
