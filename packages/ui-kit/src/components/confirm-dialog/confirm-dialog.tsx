import type { ReactElement, ReactNode } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { Stack } from '../stack/stack';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The question, which also names the dialog: "Cancel Gypsum Drywall Panel?". */
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What the confirming button says: "Cancel the item". */
  confirmLabel: string;
  /** What it says while the action runs: "Cancelling the item". */
  confirmingLabel: string;
  /** What the button that changes nothing says: "Keep it". */
  keepLabel: string;
  isConfirming?: boolean;
  onConfirm: () => void;
  /** What confirming means (and any field it takes). */
  children: ReactNode;
}

/**
 * Asks before an action that cannot be undone: an alert dialog saying what it means, the action
 * as a danger button, and a way out that changes nothing. The caller closes it once the action
 * went through, and keeps it open on a refusal.
 */
export function ConfirmDialog({ title, isOpen, onOpenChange, confirmLabel, confirmingLabel, keepLabel, isConfirming = false, onConfirm, children }: ConfirmDialogProps): ReactElement {
  return (
    <Modal
      title={title}
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <Stack direction="horizontal" gap="sm">
          <Button variant="danger" isLoading={isConfirming} loadingLabel={confirmingLabel} onPress={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="ghost" onPress={() => onOpenChange(false)}>
            {keepLabel}
          </Button>
        </Stack>
      }
    >
      {children}
    </Modal>
  );
}
