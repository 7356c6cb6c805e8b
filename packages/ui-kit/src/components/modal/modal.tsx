import type { ReactElement, ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
} from 'react-aria-components';
import { cx } from '../../lib/class-names';
import { CloseIcon } from '../../lib/icons';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's heading, which also names it. */
  title: ReactNode;
  /** Content; a function receives `close` (e.g. for a Cancel button). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state. Leave both unset when using `trigger`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A Button that opens the modal; it gets focus back when the modal closes. */
  trigger?: ReactElement;
  /** Whether a click outside closes it (Escape always does). @defaultValue true */
  isDismissable?: boolean;
  /** `alertdialog` for confirmations that interrupt. @defaultValue 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** @defaultValue 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close button. @defaultValue 'Close' */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog on react-aria: focus moves in and is trapped while open, Escape and the close
 * button close it, focus returns to what opened it, and the page behind is inert.
 */
export function Modal({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  trigger,
  isDismissable = true,
  role = 'dialog',
  size = 'md',
  closeLabel = 'Close',
  className,
}: ModalProps): ReactElement {
  const overlay = (
    <ModalOverlay
      className="mk-modal-overlay"
      isDismissable={isDismissable}
      {...(trigger ? {} : { isOpen, onOpenChange })}
    >
      <AriaModal className={cx('mk-modal', `mk-modal--${size}`, className)}>
        <Dialog role={role} className="mk-modal__dialog">
          {({ close }) => (
            <>
              <div className="mk-modal__header">
                <Heading slot="title" className="mk-modal__title">
                  {title}
                </Heading>
                <AriaButton
                  aria-label={closeLabel}
                  className="mk-button mk-button--ghost mk-modal__close"
                  onPress={close}
                >
                  <CloseIcon />
                </AriaButton>
              </div>
              <div className="mk-modal__body">{typeof children === 'function' ? children(close) : children}</div>
              {footer ? (
                <div className="mk-modal__footer">{typeof footer === 'function' ? footer(close) : footer}</div>
              ) : null}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}
