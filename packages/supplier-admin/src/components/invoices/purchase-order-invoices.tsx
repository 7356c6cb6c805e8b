import { errorMessage } from '@marketplace/api-client';
import { Button, Card, dayFromToday, EmptyState, ErrorState } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import type { IncomingPurchaseOrder } from '../../api/supplier-orders-api';
import { useListSupplierInvoicesQuery } from '../../api/supplier-invoices-api';
import { invoiceDefaultsFromPurchaseOrder } from '../../forms/invoice-form-schema';
import { InvoiceFormDialog } from './invoice-form-dialog';
import { InvoicesTable } from './invoices-table';

/** More invoices than one purchase order ever gets: its invoices show on one page. */
const INVOICES_OF_ONE_PURCHASE_ORDER = 100;

/**
 * The purchase order's invoices (every one, void ones too) and "Issue invoice", which opens the
 * invoice form prefilled from the purchase order: each line still ordered, for what was received
 * (else ordered), at the purchase order's price.
 */
export function PurchaseOrderInvoices({ purchaseOrder }: { purchaseOrder: IncomingPurchaseOrder }): ReactElement {
  const [isIssuing, setIssuing] = useState(false);
  const { data, isLoading, isError, error, refetch, isFetching } = useListSupplierInvoicesQuery({ purchaseOrderId: purchaseOrder.id, limit: INVOICES_OF_ONE_PURCHASE_ORDER, offset: 0 });
  const cancelled = purchaseOrder.status === 'cancelled';
  return (
    <Card
      title="Invoices"
      titleLevel={2}
      padding={isError ? 'md' : 'none'}
      actions={
        cancelled ? null : (
          <Button size="sm" onPress={() => setIssuing(true)}>
            Issue invoice
          </Button>
        )
      }
    >
      {isError ? (
        <ErrorState title="We could not load the invoices" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={3} />
      ) : (
        <InvoicesTable
          aria-label={`Invoices of ${purchaseOrder.number}`}
          invoices={data?.results ?? []}
          isLoading={isLoading}
          showPurchaseOrder={false}
          emptyState={<EmptyState title="No invoices yet" description={cancelled ? 'This purchase order was cancelled: there is nothing to bill.' : 'Bill what you shipped with “Issue invoice”.'} titleLevel={3} />}
        />
      )}
      {isIssuing ? (
        <InvoiceFormDialog
          title={`Invoice ${purchaseOrder.number}`}
          isOpen
          onOpenChange={setIssuing}
          purchaseOrderId={purchaseOrder.id}
          currency={purchaseOrder.currency}
          defaultValues={invoiceDefaultsFromPurchaseOrder(purchaseOrder, dayFromToday(0))}
        />
      ) : null}
    </Card>
  );
}
