import { Modal } from '@marketplace/ui-kit';
import type { ReactNode } from 'react';

/** Props of {@link PhoneNavigationDialog}. */
export interface PhoneNavigationDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

/** The phone's menu dialog, in a module of its own: the shell loads React Aria's modal after the page drew. */
export function PhoneNavigationDialog({ isOpen, onOpenChange, children }: PhoneNavigationDialogProps) {
  return (
    <Modal title="Menu" isOpen={isOpen} onOpenChange={onOpenChange} size="sm" className="mk-phone-nav__dialog">
      <div className="mk-phone-nav__content">{children}</div>
    </Modal>
  );
}
