import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

/** The editor holding its own value, as the product form's field does. */
function Stateful(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}

const meta = {
  title: 'Supplier admin/Components/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'Description',
    description: 'What builders need to know: sizes, ratings, uses.',
    value: '',
    onChange: () => undefined,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new product: no description yet. */
export const Empty: Story = {};

/** Everything the toolbar makes: a heading, emphasis, both kinds of list and a link. */
export const Formatted: Story = {
  args: {
    value: [
      '<h3>Clear western cedar</h3>',
      '<p>Kiln dried, <strong>straight grained</strong> and <em>knot free</em>. See the <a href="https://example.com/cedar-datasheet">datasheet</a>.</p>',
      '<ul><li><p>Decks</p></li><li><p>Fences</p></li></ul>',
      '<ol><li><p>Acclimate for 48 hours</p></li><li><p>Pre-drill the ends</p></li></ol>',
    ].join(''),
  },
};

/** The server refused the description: its message under the field. */
export const WithError: Story = {
  args: { value: '<p>Cedar</p>', errorMessage: 'Keep the description under 20,000 characters.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textbox = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textbox).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox).toHaveAccessibleDescription('What builders need to know: sizes, ratings, uses. Keep the description under 20,000 characters.');
  },
};

/** Making the text bold: the Bold button shows it is pressed. */
export const MakingBold: Story = {
  args: { value: '<p>Kiln dried cedar</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Description' }));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByRole('textbox', { name: 'Description' }).querySelector('strong')).toHaveTextContent('Kiln dried cedar');
  },
};
