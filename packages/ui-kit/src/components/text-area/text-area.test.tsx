import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('labels a multi-line input and reports changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Delivery notes" onChange={onChange} />);
    const textarea = screen.getByRole('textbox', { name: 'Delivery notes' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await user.type(textarea, 'Gate B');
    expect(onChange).toHaveBeenLastCalledWith('Gate B');
  });

  it('starts a new line on Enter, and tells the page of other keys', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn();
    render(<TextArea label="Message" onKeyDown={onKeyDown} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await user.type(textarea, 'One{Enter}Two');
    expect(textarea).toHaveValue('One\nTwo');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onKeyDown).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'Enter', ctrlKey: true }));
  });

  it('shows and links an error message', () => {
    render(<TextArea label="Message" description="Up to 500 characters" errorMessage="Write a message" />);
    const textarea = screen.getByLabelText('Message');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription(/Write a message/);
  });
});
