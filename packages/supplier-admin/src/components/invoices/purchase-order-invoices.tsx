import { errorMessage } from '@marketplace/api-client';
import { Button, Card, dayFromToday, EmptyState, ErrorState } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import type { IncomingPurchaseOrder } from '../../api/supplier-orders-api';
import { useGetSupplierBillableLinesQuery, useListSupplierInvoicesQuery } from '../../api/supplier-invoices-api';
import { invoiceDefaultsFromPurchaseOrder } from '../../forms/invoice-form-schema';
import { InvoiceFormDialog } from './invoice-form-dialog';
import { InvoicesTable } from './invoices-table';

/** More invoices than one purchase order ever gets: its invoices show on one page. */
const INVOICES_OF_ONE_PURCHASE_ORDER = 100;

/** What the form's lines are, said above them. */
export const BILL_PER_SHIPMENT = 'Bill what has shipped and is not yet invoiced.';
/** Said instead when every line shipped is invoiced already. */
export const NOTHING_LEFT_TO_BILL = 'Bill what has shipped and is not yet invoiced: every line shipped so far is invoiced already, so there is nothing to bill until more ships.';

/**
 * The purchase order's invoices (every one, void ones too) and "Issue invoice", which opens the
 * invoice form for the latest shipment: the lines shipped or delivered and not yet fully invoiced,
 * each for what is left to bill (the API's billable lines), at the purchase order's price. Several
 * invoices of one purchase order, one per shipment, each bill what the last left.
 */
export function PurchaseOrderInvoices({ purchaseOrder }: { purchaseOrder: IncomingPurchaseOrder }): ReactElement {
  const [isIssuing, setIssuing] = useState(false);
  const cancelled = purchaseOrder.status === 'cancelled';
  const invoices = useListSupplierInvoicesQuery({ purchaseOrderId: purchaseOrder.id, limit: INVOICES_OF_ONE_PURCHASE_ORDER, offset: 0 });
  const billable = useGetSupplierBillableLinesQuery(purchaseOrder.id, { skip: cancelled });
  const failed = invoices.isError ? invoices : billable.isError ? billable : null;
  const retry = () => {
    void invoices.refetch();
    if (!cancelled) void billable.refetch();
  };
  // Read again after every invoice issued or voided: a form opened meanwhile would bill twice.
  const defaultValues = billable.data && !billable.isFetching ? invoiceDefaultsFromPurchaseOrder(purchaseOrder, billable.data, dayFromToday(0)) : null;
  return (
    <Card
      title="Invoices"
      titleLevel={2}
      padding={failed ? 'md' : 'none'}
      actions={
        cancelled ? null : (
          <Button size="sm" onPress={() => setIssuing(true)} isLoading={!defaultValues && !billable.isError} loadingLabel="Reading what is left to bill" isDisabled={!defaultValues}>
            Issue invoice
          </Button>
        )
      }
    >
      {failed ? (
        <ErrorState title="We could not load the invoices" message={errorMessage(failed.error, 'Please try again.')} onRetry={retry} isRetrying={invoices.isFetching || billable.isFetching} titleLevel={3} />
      ) : (
        <InvoicesTable
          aria-label={`Invoices of ${purchaseOrder.number}`}
          invoices={invoices.data?.results ?? []}
          isLoading={invoices.isLoading}
          showPurchaseOrder={false}
          emptyState={<EmptyState title="No invoices yet" description={cancelled ? 'This purchase order was cancelled: there is nothing to bill.' : 'Bill what you shipped with “Issue invoice”.'} titleLevel={3} />}
        />
      )}
      {isIssuing && defaultValues ? (
        <InvoiceFormDialog
          title={`Invoice ${purchaseOrder.number}`}
          isOpen
          onOpenChange={setIssuing}
          purchaseOrderId={purchaseOrder.id}
          currency={purchaseOrder.currency}
          defaultValues={defaultValues}
          lead={defaultValues.lines.length > 0 ? BILL_PER_SHIPMENT : NOTHING_LEFT_TO_BILL}
        />
      ) : null}
    </Card>
  );
}
