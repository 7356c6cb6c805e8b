import { Button, Modal } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';

/** Props of {@link ClearCartDialog}. */
export interface ClearCartDialogProps {
  isOpen: boolean;
  itemCount: number;
  isClearing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before emptying the cart: the items, dates and requirements cannot be brought back. */
export function ClearCartDialog({ isOpen, itemCount, isClearing, onConfirm, onCancel }: ClearCartDialogProps): ReactElement {
  return (
    <Modal
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Clear the cart?"
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isClearing}>
            Keep the cart
          </Button>
          <Button variant="danger" onPress={onConfirm} isLoading={isClearing} loadingLabel="Clearing">
            Clear cart
          </Button>
        </>
      }
    >
      <p>
        {itemCount === 1 ? 'The item' : `All ${itemCount} items`}, with their delivery dates and specification requirements, will be
        removed from this project’s cart.
      </p>
    </Modal>
  );
}
