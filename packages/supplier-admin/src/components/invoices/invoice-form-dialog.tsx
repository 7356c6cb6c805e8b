import { Modal } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { InvoiceForm, type InvoiceFormProps } from './invoice-form';

/** Props of {@link InvoiceFormDialog}. */
export type InvoiceFormDialogProps = Omit<InvoiceFormProps, 'onCancel' | 'onIssued'> & {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the invoice is issued; the dialog has closed. */
  onIssued?: InvoiceFormProps['onIssued'];
};

/**
 * The invoice form in a dialog, for a new invoice of a purchase order or a corrected one. A click
 * outside does not close it: what was typed would be lost.
 */
export function InvoiceFormDialog({ title, isOpen, onOpenChange, onIssued, ...form }: InvoiceFormDialogProps): ReactElement {
  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={onOpenChange} size="lg" isDismissable={false}>
      {(close) => (
        <InvoiceForm
          {...form}
          onCancel={close}
          onIssued={(invoice) => {
            close();
            onIssued?.(invoice);
          }}
        />
      )}
    </Modal>
  );
}
