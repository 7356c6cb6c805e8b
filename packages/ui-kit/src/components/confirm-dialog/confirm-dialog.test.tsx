import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const dialog = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => (
  <ConfirmDialog title="Cancel the drywall?" isOpen onOpenChange={vi.fn()} confirmLabel="Cancel the item" confirmingLabel="Cancelling the item" keepLabel="Keep it" onConfirm={vi.fn()} {...props}>
    <p>The builder is told.</p>
  </ConfirmDialog>
);

describe('ConfirmDialog', () => {
  it('asks, named by its question, and confirms only when told to', async () => {
    const onConfirm = vi.fn();
    render(dialog({ onConfirm }));
    const alert = screen.getByRole('alertdialog', { name: 'Cancel the drywall?' });
    expect(alert).toHaveTextContent('The builder is told.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Cancel the item' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes without doing anything from the way out', async () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    render(dialog({ onOpenChange, onConfirm }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the action under way', () => {
    render(dialog({ isConfirming: true }));
    expect(screen.getByRole('button', { name: 'Cancel the item' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Cancelling the item' })).toBeInTheDocument();
  });
});
