import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RICH_TEXT_RELEASE_CHANNEL, RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

/**
 * What the API's description sanitizer keeps (apps/api, supplier-catalog/description-sanitizer.ts):
 * these tags, and on links only href, target and rel (the last two set by the server).
 */
const allowedTags = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'code', 'pre', 'hr']);
const allowedAttributes: Record<string, string[]> = { a: ['href', 'target', 'rel'] };

/** Tags and attributes of `html` the sanitizer would drop, as `tag` or `tag@attribute`. */
function beyondAllowList(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')].flatMap((element) => {
    const tag = element.tagName.toLowerCase();
    if (!allowedTags.has(tag)) return [tag];
    const attributes = allowedAttributes[tag] ?? [];
    return element
      .getAttributeNames()
      .filter((name) => !attributes.includes(name))
      .map((name) => `${tag}@${name}`);
  });
}

/** The editor, controlled as a form field is: the last HTML it reported is its value. */
function Controlled({ initial = '', onChange, ...props }: Partial<RichTextEditorProps> & { initial?: string }): ReactElement {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Description"
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange?.(html);
      }}
    />
  );
}

const textbox = () => screen.getByRole('textbox', { name: 'Description' });
const toolbar = () => within(screen.getByRole('toolbar', { name: 'Description formatting' }));
const button = (name: string) => toolbar().getByRole('button', { name });

type User = ReturnType<typeof userEvent.setup>;

/** Selects all of the editor's text (jsdom cannot drag a selection). */
async function selectAll(user: User) {
  await user.click(textbox());
  await user.keyboard('{Control>}a{/Control}');
}

/**
 * Pastes into the editor. jsdom lays nothing out, and ProseMirror reads typed text back from the
 * DOM as the browser draws it, so tests put text in by pasting, which it handles as a whole.
 */
async function paste(user: User, data: { text?: string; html?: string }) {
  // jsdom has no DataTransfer: the clipboard's text and HTML are all a paste needs.
  const types: Record<string, string> = { 'text/plain': data.text ?? '', ...(data.html === undefined ? {} : { 'text/html': data.html }) };
  const transfer = {
    types: Object.keys(types),
    getData: (type: string) => types[type === 'text' ? 'text/plain' : type] ?? '',
    items: [],
    files: [],
  } as unknown as DataTransfer;
  await user.click(textbox());
  await user.paste(transfer);
}

afterEach(() => vi.restoreAllMocks());

describe('RichTextEditor', () => {
  it('is a labelled, described text box with a formatting toolbar', () => {
    render(<Controlled description="What builders need to know." initial="<p>Kiln dried cedar.</p>" />);
    const box = textbox();
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveAccessibleDescription('What builders need to know.');
    expect(box).toHaveTextContent('Kiln dried cedar.');
    expect(box.innerHTML).toBe('<p>Kiln dried cedar.</p>');
    expect(toolbar().getAllByRole('button').map((element) => element.textContent)).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Paragraph',
      'Bulleted list',
      'Numbered list',
      'Link',
    ]);
    expect(box.closest('[data-release-channel]')).toHaveAttribute('data-release-channel', String(RICH_TEXT_RELEASE_CHANNEL));
    expect(RICH_TEXT_RELEASE_CHANNEL).toBe(5);
  });

  it('reports its text as HTML, and an empty text as an empty string', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await paste(user, { text: 'Clear western cedar.' });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Clear western cedar.</p>'));
    await selectAll(user);
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  it('formats from the toolbar, whose buttons show which formats apply', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial="<p>Kiln dried</p>" onChange={onChange} />);
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');

    await selectAll(user);
    await user.click(button('Bold'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Kiln dried</strong></p>'));
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Italic'));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong><em>Kiln dried</em></strong></p>');
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Paragraph')).toHaveAttribute('aria-pressed', 'true');

    await user.click(button('Heading'));
    expect(onChange).toHaveBeenLastCalledWith('<h3><strong><em>Kiln dried</em></strong></h3>');
    expect(button('Heading')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Paragraph')).toHaveAttribute('aria-pressed', 'false');

    // A list item starts with a paragraph: the heading becomes one.
    await user.click(button('Bulleted list'));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p><strong><em>Kiln dried</em></strong></p></li></ul>');
    expect(button('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Heading')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Paragraph')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Numbered list'));
    expect(onChange).toHaveBeenLastCalledWith('<ol><li><p><strong><em>Kiln dried</em></strong></p></li></ol>');
    expect(button('Numbered list')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Bulleted list')).toHaveAttribute('aria-pressed', 'false');

    // Paragraph takes the text back out of the list.
    await user.click(button('Paragraph'));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong><em>Kiln dried</em></strong></p>');
    expect(button('Paragraph')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Numbered list')).toHaveAttribute('aria-pressed', 'false');

    // and out of a heading.
    await user.click(button('Heading'));
    await user.click(button('Paragraph'));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong><em>Kiln dried</em></strong></p>');
    expect(button('Heading')).toHaveAttribute('aria-pressed', 'false');

    await user.click(button('Bold'));
    expect(onChange).toHaveBeenLastCalledWith('<p><em>Kiln dried</em></p>');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
  });

  it('links the selected text to the address given, and unlinks it when the address is cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('https://example.com/cedar');
    render(<Controlled initial="<p>Datasheet</p>" onChange={onChange} />);
    await selectAll(user);
    await user.click(button('Link'));
    expect(prompt).toHaveBeenCalledWith('Link address (https://…)', '');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/cedar">Datasheet</a></p>'),
    );
    expect(button('Link')).toHaveAttribute('aria-pressed', 'true');

    // The current address is offered for editing; an empty answer removes the link.
    prompt.mockReturnValue('');
    await user.click(button('Link'));
    expect(prompt).toHaveBeenLastCalledWith('Link address (https://…)', 'https://example.com/cedar');
    expect(onChange).toHaveBeenLastCalledWith('<p>Datasheet</p>');
    expect(button('Link')).toHaveAttribute('aria-pressed', 'false');
  });

  it('inserts the address itself, linked, when nothing is selected', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    vi.spyOn(window, 'prompt').mockReturnValue('mailto:sales@example.com');
    render(<Controlled onChange={onChange} />);
    await user.click(textbox());
    await user.click(button('Link'));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p><a target="_blank" rel="noopener noreferrer nofollow" href="mailto:sales@example.com">mailto:sales@example.com</a></p>'),
    );
  });

  it('refuses link addresses the server would not keep', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial="<p>Datasheet</p>" onChange={onChange} />);
    await selectAll(user);
    for (const address of ['javascript:alert(1)', 'ftp://example.com/file', '/relative/page', 'example.com']) {
      vi.spyOn(window, 'prompt').mockReturnValue(address);
      await user.click(button('Link'));
    }
    expect(onChange).not.toHaveBeenCalled();
    expect(button('Link')).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps only what the server keeps of pasted or stored markup', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const stored = [
      '<h1 class="title">Cedar</h1>',
      '<h2>Sizes</h2><h4>Grades</h4><h5>Notes</h5>',
      '<p style="color: red" class="lead">Clear <span style="font-weight: bold">and</span> <u>kiln</u> <s>wet</s> <code>dried</code>.<br>Second line</p>',
      '<ol start="3" type="a" style="list-style-type: lower-alpha"><li>One</li></ol>',
      '<blockquote><p>Straight grain.</p></blockquote><hr>',
      '<pre><code class="language-js">let a = 1;</code></pre>',
      '<p><a href="https://example.com" class="x" title="More" target="_self">More</a> <a href="javascript:alert(1)">bad</a></p>',
      '<table><tr><td>Cell</td></tr></table><img src="https://example.com/a.png" alt="A"><div>Block</div>',
    ].join('');
    render(<Controlled initial={stored} onChange={onChange} />);
    // Loaded as is, nothing is reported until the text changes.
    expect(onChange).not.toHaveBeenCalled();
    expect(beyondAllowList(textbox().innerHTML)).toEqual([]);

    await paste(user, { html: '<div style="font-size: 30px"><h6>Pasted</h6><p class="x"><font color="red">red</font> <img src="x.png"></p></div>' });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall?.[0] as string;
    expect(beyondAllowList(html)).toEqual([]);
    for (const text of ['Cedar', 'Sizes', 'Grades', 'Notes', 'kiln', 'dried', 'Second line', 'One', 'Straight grain.', 'let a = 1;', 'More', 'bad', 'Cell', 'Block', 'Pasted', 'red']) {
      expect(html).toContain(text);
    }
    // What the server keeps stays as it was.
    for (const kept of ['<h2>Sizes</h2>', '<h4>Grades</h4>', '<u>kiln</u>', '<s>wet</s>', '<code>dried</code>', '<br>', '<ol><li><p>One</p></li></ol>', '<blockquote><p>Straight grain.</p></blockquote><hr>', '<pre><code>let a = 1;</code></pre>']) {
      expect(html).toContain(kept);
    }
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">More</a>');
    expect(html).not.toContain('javascript:');
  });

  it('shows a new value given from outside (a form reset) without reporting it', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor label="Description" value="<p>Draft</p>" onChange={onChange} />);
    rerender(<RichTextEditor label="Description" value="<p>Saved <strong>text</strong></p>" onChange={onChange} />);
    expect(textbox().innerHTML).toBe('<p>Saved <strong>text</strong></p>');
    rerender(<RichTextEditor label="Description" value="" onChange={onChange} />);
    expect(textbox()).toHaveTextContent('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is a react-hook-form field: its value, touched state and error', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function Form(): ReactElement {
      const form = useForm<{ descriptionHtml: string }>({ defaultValues: { descriptionHtml: '<p>Cedar</p>' } });
      return (
        <form aria-label="Product details" onSubmit={form.handleSubmit(submitted)}>
          <Controller
            control={form.control}
            name="descriptionHtml"
            rules={{ validate: (value) => value !== '' || 'Describe the product.' }}
            render={({ field, fieldState }) => (
              <RichTextEditor
                label="Description"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <span>{form.formState.touchedFields.descriptionHtml ? 'touched' : 'untouched'}</span>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByText('untouched')).toBeInTheDocument();
    await selectAll(user);
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('touched')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Describe the product.');
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
    expect(textbox()).toHaveAccessibleDescription('Describe the product.');
    expect(submitted).not.toHaveBeenCalled();

    await paste(user, { html: '<p>Clear <b>cedar</b></p>' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ descriptionHtml: '<p>Clear <strong>cedar</strong></p>' }, expect.anything()));
    await act(async () => {});
    expect(textbox()).not.toHaveAttribute('aria-invalid');
  });
});
