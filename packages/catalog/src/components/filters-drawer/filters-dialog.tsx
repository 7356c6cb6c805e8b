import { Button, Modal, pluralWord } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode } from 'react';

/** Props of {@link FiltersDialog}. */
export interface FiltersDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Offers the filters leave, for the button that closes the dialog; undefined while loading. */
  resultCount?: number | undefined;
  children: ReactNode;
}

const count = new Intl.NumberFormat('en-US');

/** The filters' modal dialog, in a module of its own: the drawer loads React Aria's modal after the page drew. */
export function FiltersDialog({ isOpen, onOpenChange, resultCount, children }: FiltersDialogProps): ReactElement {
  return (
    <Modal
      title="Filters"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      footer={(close) => (
        <Button onPress={close}>
          {resultCount === undefined ? 'Show results' : `Show ${count.format(resultCount)} ${pluralWord(resultCount, 'offer')}`}
        </Button>
      )}
    >
      {children}
    </Modal>
  );
}
