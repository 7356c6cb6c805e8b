import { Button } from '@marketplace/ui-kit';
import { CodeBlock } from '@tiptap/extension-code-block';
import { Link } from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import { EditorContent, mergeAttributes, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import '../../styles/supplier-admin.css';

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

/** The link schemes the API keeps (`allowedSchemes` of its description sanitizer). */
const ALLOWED_LINK = /^(https?:\/\/|mailto:)/i;
/** A URI that names its scheme (`https:`, `ftp:`, `javascript:`…). */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The document the editor can hold: exactly the tags the API's description sanitizer keeps
 * (p, br, strong, em, u, s, h2–h4, ul, ol, li, blockquote, a, code, pre, hr) and no attribute but
 * a link's href (its target and rel are fixed, as the API sets them). Pasted markup beyond that is
 * dropped as it is pasted, so the editor never shows what the server would not keep.
 */
const extensions = [
  StarterKit.configure({
    // Headings below the product's own title: the page's h1 is the product name.
    heading: { levels: [2, 3, 4] },
    // Replaced below by versions without attributes the API would strip.
    link: false,
    orderedList: false,
    codeBlock: false,
    // An empty paragraph after a closing list or heading would be saved as one.
    trailingNode: false,
  }),
  // A numbered list always counts from 1: no `start` or `type` attribute.
  OrderedList.extend({
    addAttributes: () => ({}),
    renderHTML({ HTMLAttributes }) {
      return ['ol', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), 0];
    },
  }),
  // Code blocks without a language class on their <code>.
  CodeBlock.extend({ addAttributes: () => ({}) }),
  // Links keep their href only; a pasted class or title is dropped.
  Link.extend({
    addAttributes() {
      return { href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') } };
    },
  }).configure({
    openOnClick: false,
    defaultProtocol: 'https',
    isAllowedUri: (url) => ALLOWED_LINK.test(url),
    // A typed address with a scheme is linked only for a scheme the API keeps.
    validate: (url) => !HAS_SCHEME.test(url) || ALLOWED_LINK.test(url),
  }),
];

/** The editor's HTML, or '' when it holds no text (the API stores an empty description as ''). */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** Whether the caret (or selection) sits in a plain paragraph: no heading, list, quote or code. */
function inPlainParagraph(editor: Editor): boolean {
  return (
    editor.isActive('paragraph') &&
    !editor.isActive('bulletList') &&
    !editor.isActive('orderedList') &&
    !editor.isActive('blockquote')
  );
}

/** Asks for a link address and links the selection (or inserts the address, linked); '' removes it. */
function editLink(editor: Editor): void {
  const current = editor.getAttributes('link').href as string | undefined;
  const answer = window.prompt('Link address (https://…)', current ?? '');
  if (answer === null) return;
  const href = answer.trim();
  if (href === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  if (!ALLOWED_LINK.test(href)) return;
  if (editor.state.selection.empty && !editor.isActive('link')) {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .run();
    return;
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

type Command = { label: string; isPressed: (editor: Editor) => boolean; run: (editor: Editor) => void };

const commands: Command[] = [
  { label: 'Bold', isPressed: (editor) => editor.isActive('bold'), run: (editor) => editor.chain().focus().toggleBold().run() },
  { label: 'Italic', isPressed: (editor) => editor.isActive('italic'), run: (editor) => editor.chain().focus().toggleItalic().run() },
  {
    label: 'Heading',
    isPressed: (editor) => editor.isActive('heading'),
    run: (editor) =>
      editor.isActive('heading') ? editor.chain().focus().setParagraph().run() : editor.chain().focus().setHeading({ level: 3 }).run(),
  },
  // Back to plain text: out of lists and quotes, headings and code become paragraphs.
  { label: 'Paragraph', isPressed: inPlainParagraph, run: (editor) => editor.chain().focus().clearNodes().run() },
  { label: 'Bulleted list', isPressed: (editor) => editor.isActive('bulletList'), run: (editor) => editor.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', isPressed: (editor) => editor.isActive('orderedList'), run: (editor) => editor.chain().focus().toggleOrderedList().run() },
  { label: 'Link', isPressed: (editor) => editor.isActive('link'), run: editLink },
];

/**
 * A rich-text field for product descriptions, on the Tiptap editor: paragraphs, headings, bold,
 * italic, lists and links from the toolbar, and only what the API keeps when it sanitizes the
 * description (see `extensions`), so what builders see is always what this editor shows.
 */
export function RichTextEditor({ label, description, value, onChange, onBlur, errorMessage }: RichTextEditorProps): ReactElement {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', errorMessage ? `${id}-error` : ''].filter(Boolean).join(' ');
  // The editable element itself is the labelled text box.
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(errorMessage ? { 'aria-invalid': 'true' } : {}),
        class: 'mk-rich-text__area',
        style: 'min-height: 8rem; border: 1px solid #c4c9d2; border-radius: 6px; padding: 0.5rem 0.75rem;',
      },
    }),
    [id, describedBy, errorMessage],
  );
  // The HTML the editor's content stands for: the value it was given or the last it reported.
  const shown = useRef(value);
  // Options that stay the same are not re-applied on every render: the content is only the first.
  const [initialContent] = useState(value);
  const editor = useEditor({
    // Client-rendered only (no server rendering): the editor exists from the first render.
    immediatelyRender: true,
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => {
      shown.current = htmlOf(current);
      onChange(shown.current);
    },
    onBlur: () => onBlur?.(),
  });
  // The editor is the source of truth while typing; only outside changes (a reset) are written back.
  useEffect(() => {
    if (editor.isDestroyed || value === shown.current) return;
    shown.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => commands.map((command) => command.isPressed(current)),
  });

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
        {commands.map((command, index) => {
          const isPressed = pressed[index] ?? false;
          // A pressed button stands out (bordered) as well as saying so to assistive technology.
          return (
            <Button key={command.label} size="sm" variant={isPressed ? 'secondary' : 'ghost'} aria-pressed={isPressed} onPress={() => command.run(editor)}>
              {command.label}
            </Button>
          );
        })}
      </div>
      <EditorContent editor={editor} />
      {errorMessage ? (
        <span id={`${id}-error`} className="mk-field__error" role="alert">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
