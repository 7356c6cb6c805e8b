import { Button, dayFromToday } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import type { SupplierInvoice } from '../../api/supplier-invoices-api';
import { invoiceDefaultsFromInvoice } from '../../forms/invoice-form-schema';
import { paths } from '../../paths';
import { InvoiceFormDialog } from './invoice-form-dialog';

/**
 * "Issue a corrected invoice": the invoice form prefilled from this one (lines, tax, freight) to
 * change what the builder disputes; issued, it replaces this invoice, which becomes void, and
 * its page opens.
 */
export function CorrectedInvoice({ invoice }: { invoice: SupplierInvoice }): ReactElement {
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button size="sm" onPress={() => setOpen(true)}>
        Issue a corrected invoice
      </Button>
      {isOpen ? (
        <InvoiceFormDialog
          title={`Correct invoice ${invoice.number}`}
          isOpen
          onOpenChange={setOpen}
          purchaseOrderId={invoice.purchaseOrder.id}
          currency={invoice.currency}
          defaultValues={invoiceDefaultsFromInvoice(invoice, dayFromToday(0))}
          replaces={{ id: invoice.id, number: invoice.number }}
          onIssued={(corrected) => void navigate(paths.invoice.href(corrected.id))}
        />
      ) : null}
    </>
  );
}
