import { errorMessage } from '@marketplace/api-client';
import { Button, ConfirmDialog, formatMoney, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useVoidSupplierInvoiceMutation, type SupplierInvoice } from '../../api/supplier-invoices-api';

/**
 * "Void invoice", offered while the builder has not approved it: a confirmation says what it
 * means (nothing of it is owed; it cannot be undone) before the API voids it. A refusal (approved
 * meanwhile) is flashed in the API's words.
 */
export function VoidInvoice({ invoice }: { invoice: SupplierInvoice }): ReactElement {
  const [voidInvoice, { isLoading }] = useVoidSupplierInvoiceMutation();
  const flash = useFlash();
  const [isOpen, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await voidInvoice(invoice.id).unwrap();
      flash.success(`Invoice ${invoice.number} is void.`);
    } catch (error) {
      flash.error(errorMessage(error, 'We could not void this invoice. Please try again.'));
    }
    setOpen(false);
  };
  return (
    <>
      <Button size="sm" variant="secondary" onPress={() => setOpen(true)}>
        Void invoice
      </Button>
      <ConfirmDialog
        title={`Void invoice ${invoice.number}?`}
        isOpen={isOpen}
        onOpenChange={setOpen}
        confirmLabel="Void the invoice"
        confirmingLabel="Voiding the invoice"
        keepLabel="Keep it"
        isConfirming={isLoading}
        onConfirm={() => void confirm()}
      >
        <p>{`${invoice.buyerCompany.name} will owe nothing on it (${formatMoney(invoice.totalCents, invoice.currency)}). This cannot be undone: bill the purchase order again with a new invoice if needed.`}</p>
      </ConfirmDialog>
    </>
  );
}
