import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Modal } from './modal';

function DeleteProject({ onDelete = () => {} }: { onDelete?: () => void }) {
  return (
    <Modal
      title="Delete project?"
      role="alertdialog"
      trigger={<Button variant="danger">Delete project</Button>}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              onDelete();
              close();
            }}
          >
            Delete
          </Button>
        </>
      )}
    >
      The cart of this project is emptied.
    </Modal>
  );
}

describe('Modal', () => {
  it('opens from its trigger, is named by its title and moves focus inside', async () => {
    const user = userEvent.setup();
    render(<DeleteProject />);
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete project?' });
    expect(dialog).toHaveTextContent('The cart of this project is emptied.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('traps focus while open', async () => {
    const user = userEvent.setup();
    render(<DeleteProject />);
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    const dialog = screen.getByRole('alertdialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<DeleteProject />);
    const trigger = screen.getByRole('button', { name: 'Delete project' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // react-aria restores focus on the next frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with the close button and from footer actions', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<DeleteProject onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Controlled() {
      const [isOpen, setOpen] = useState(true);
      return (
        <Modal
          title="Edit delivery date"
          isOpen={isOpen}
          onOpenChange={(open) => {
            onOpenChange(open);
            setOpen(open);
          }}
        >
          Body
        </Modal>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('dialog', { name: 'Edit delivery date' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
