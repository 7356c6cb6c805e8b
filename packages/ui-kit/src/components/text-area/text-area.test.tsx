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

  it('shows and links an error message', () => {
    render(<TextArea label="Message" description="Up to 500 characters" errorMessage="Write a message" />);
    const textarea = screen.getByLabelText('Message');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription(/Write a message/);
  });
});
