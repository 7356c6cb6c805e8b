import { Button } from '@marketplace/ui-kit';
import { useEffect, useId, useRef, type ReactElement } from 'react';

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  label: string;
  description?: string;
  /** HTML of the text. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  errorMessage?: string;
}

/**
 * The rich-text editor release channel of spec section 9 (default 5). The editor is built in, so
 * the channel names its feature set; it is exposed on the editor element for diagnostics.
 */
export const RICH_TEXT_RELEASE_CHANNEL = 5;

type Command = { label: string; run: () => void };

function exec(command: string, argument?: string): void {
  // execCommand is what every browser's editable regions implement; absent (tests), the buttons do nothing.
  if (typeof document.execCommand === 'function') document.execCommand(command, false, argument);
}

/**
 * A rich-text field for product descriptions: paragraphs, headings, bold, italic, lists and links,
 * the same set the API keeps when it sanitizes the description. Anything else pasted in is
 * dropped on the server, so what builders see is always what this editor can produce.
 */
export function RichTextEditor({ label, description, value, onChange, onBlur, errorMessage }: RichTextEditorProps): ReactElement {
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  // The DOM is the source of truth while typing; only outside changes (a reset) are written back.
  useEffect(() => {
    if (editor.current && editor.current.innerHTML !== value) editor.current.innerHTML = value;
  }, [value]);
  const emit = () => onChange(editor.current?.innerHTML ?? '');
  const commands: Command[] = [
    { label: 'Bold', run: () => exec('bold') },
    { label: 'Italic', run: () => exec('italic') },
    { label: 'Heading', run: () => exec('formatBlock', 'h3') },
    { label: 'Paragraph', run: () => exec('formatBlock', 'p') },
    { label: 'Bulleted list', run: () => exec('insertUnorderedList') },
    { label: 'Numbered list', run: () => exec('insertOrderedList') },
    {
      label: 'Link',
      run: () => {
        const url = window.prompt('Link address (https://…)');
        if (url && /^https?:\/\//i.test(url)) exec('createLink', url);
      },
    },
  ];
  return (
    <div className="mk-rich-text" data-release-channel={RICH_TEXT_RELEASE_CHANNEL}>
      <span id={`${id}-label`} className="mk-field__label">
        {label}
      </span>
      {description ? (
        <span id={`${id}-description`} className="mk-field__description">
          {description}
        </span>
      ) : null}
      <div role="toolbar" aria-label={`${label} formatting`} className="mk-rich-text__toolbar">
        {commands.map((command) => (
          <Button
            key={command.label}
            size="sm"
            variant="ghost"
            onPress={() => {
              editor.current?.focus();
              command.run();
              emit();
            }}
          >
            {command.label}
          </Button>
        ))}
      </div>
      <div
        ref={editor}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-describedby={[description ? `${id}-description` : '', errorMessage ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        aria-invalid={errorMessage ? true : undefined}
        contentEditable
        suppressContentEditableWarning
        className="mk-rich-text__area"
        style={{ minHeight: '8rem', border: '1px solid #c4c9d2', borderRadius: 6, padding: '0.5rem 0.75rem' }}
        onInput={emit}
        onBlur={onBlur}
      />
      {errorMessage ? (
        <span id={`${id}-error`} className="mk-field__error" role="alert">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
