import { errorMessage, toApiError } from '@marketplace/api-client';
import { Button, EmptyState, ErrorState, formatMoment, formatMoney, formatQuantity, LinkButton, PageHeader, Skeleton, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useParams } from 'react-router';
import { getBlob, getPurchaseOrderPdf } from '../api/downloads';
import {
  useAcceptOrderTermsMutation,
  useDeclineOrderTermsMutation,
  useGetOrderQuery,
  useReorderMutation,
  useUpdateLineItemMutation,
  type LineItemData,
  type OrderData,
  type ReorderData,
} from '../api/orders-api';
import { BalanceDue } from '../components/balance-payment/balance-due';
import { useBalancePaymentReturn } from '../components/balance-payment/use-balance-payment-return';
import { OrderTimeline } from '../components/order-timeline/order-timeline';
import { PurchaseOrderCard } from '../components/purchase-order-card/purchase-order-card';
import { RefundsSection } from '../components/refunds/refunds-section';
import { ReorderReport } from '../components/reorder-report/reorder-report';
import { StatusBadge } from '../components/status-badge/status-badge';
import type { TermsRefusalPayload } from '../components/terms-review/terms-refusal-schema';
import { TermsReview } from '../components/terms-review/terms-review';
import { RouterLink } from '../lib/router-link';
import { useDownload } from '../lib/use-download';
import { refundTotals } from '../model/refund-totals';
import { useSelectedProjectId } from '../lib/use-selected-project';
import { paths } from '../paths';
import '../styles/orders.css';

const backLink = (
  <LinkButton href={paths.orders.href()} as={RouterLink} variant="ghost" size="sm">
    All orders
  </LinkButton>
);

function OrderFacts({ order }: { order: OrderData }): ReactElement {
  const { project } = order;
  const refunded = refundTotals(order.refunds);
  return (
    <section aria-label="Order details">
    <dl className="mk-orders-summary">
      <div>
        <dt>Project</dt>
        <dd>
          {project.name}
          <span className="mk-orders-muted">{`${project.street}, ${project.city}, ${project.state} ${project.postalCode}`}</span>
        </dd>
      </div>
      <div>
        <dt>Placed</dt>
        <dd>{formatMoment(order.placedAt)}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <StatusBadge subject="order" status={order.status} termsPending={order.termsPending} />
        </dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>{order.paymentMethod === 'credit' ? 'Business credit' : 'Card'}</dd>
      </div>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatMoney(order.subtotalCents, order.currency)}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd className="mk-orders-summary__total">{formatMoney(order.totalCents, order.currency)}</dd>
      </div>
      {refunded.totalCents > 0 ? (
        <div>
          <dt>Refunded</dt>
          <dd>
            {formatMoney(refunded.totalCents, order.currency)}
            {refunded.pendingCents > 0 ? <span className="mk-orders-muted">{`${formatMoney(refunded.pendingCents, order.currency)} still pending`}</span> : null}
          </dd>
        </div>
      ) : null}
    </dl>
    </section>
  );
}

/**
 * The summary of one order (search off): its purchase orders per supplier with their lines,
 * requested and confirmed dates and statuses, new terms to accept, paying for higher prices
 * accepted on a card order, receipt of what arrived, the purchase-order PDFs and files, the money
 * given back, the timeline of changes, and reordering into the selected project's cart.
 */
export function OrderPage(): ReactElement {
  const { orderId = '' } = useParams();
  const selectedProjectId = useSelectedProjectId();
  // Suppliers and receivers move the order from their own screens: opening it again asks the API
  // again instead of showing a copy cached by an earlier visit.
  const order = useGetOrderQuery(orderId, { skip: !orderId, refetchOnMountOrArgChange: true });
  const [acceptTerms, accepting] = useAcceptOrderTermsMutation();
  const [declineTerms, declining] = useDeclineOrderTermsMutation();
  const [updateLine] = useUpdateLineItemMutation();
  const [reorder, reordering] = useReorderMutation();
  const [savingLineId, setSavingLineId] = useState<string | null>(null);
  const [receiptErrors, setReceiptErrors] = useState<Record<string, string>>({});
  const [report, setReport] = useState<ReorderData | null>(null);
  const { download, pending } = useDownload();
  const flash = useFlash();
  const confirmingPayment = useBalancePaymentReturn(orderId);
  /** Flashes the API's display_error (else `fallback`) and answers the error, for field messages. */
  const failed = (failure: unknown, fallback: string) => {
    const apiError = toApiError(failure);
    flash.error(errorMessage(apiError, fallback));
    return apiError;
  };

  if (order.isError) {
    const missing = order.error && 'status' in order.error && order.error.status === 404;
    return (
      <Stack gap="lg">
        <PageHeader title="Order summary" actions={backLink} />
        {missing ? (
          <EmptyState title="We could not find this order" description="It may belong to another company, or the link is mistyped." />
        ) : (
          <ErrorState title="We could not load this order" message="Please try again." onRetry={() => void order.refetch()} isRetrying={order.isFetching} />
        )}
      </Stack>
    );
  }
  if (!order.data) {
    return (
      <Stack gap="lg">
        <PageHeader title="Order summary" actions={backLink} />
        <div role="status" aria-busy="true" aria-label="Loading the order">
          <Skeleton variant="rect" height={120} />
          <Skeleton variant="rows" count={4} />
        </div>
      </Stack>
    );
  }

  const data = order.data;
  const onAccept = async () => {
    try {
      await acceptTerms(data.id).unwrap();
      flash.success('The new terms are accepted. The suppliers can now ship.');
    } catch (error) {
      failed(error, 'We could not accept the new terms. Please try again.');
    }
  };
  const onRefuse = async (refusal: TermsRefusalPayload) => {
    try {
      await declineTerms({ orderId: data.id, ...refusal }).unwrap();
    } catch (error) {
      failed(error, 'We could not send the refusal. Please try again.');
      throw error;
    }
    const cancelled = refusal.lines.filter((line) => line.action === 'cancel').length;
    const sentBack = refusal.lines.length - cancelled;
    flash.success(
      [sentBack > 0 ? `${formatQuantity(sentBack, 'item')} sent back to the supplier at the original terms` : null, cancelled > 0 ? `${cancelled} cancelled` : null]
        .filter(Boolean)
        .join(', ') + '. The suppliers are told.',
    );
  };
  const onConfirmReceipt = async (line: LineItemData, quantityReceived: number) => {
    setSavingLineId(line.id);
    setReceiptErrors(({ [line.id]: _dropped, ...rest }) => rest);
    try {
      await updateLine({ id: line.id, orderId: data.id, status: 'delivered', quantityReceived }).unwrap();
      flash.success(`Receipt of ${line.productName} confirmed.`);
    } catch (error) {
      const apiError = failed(error, 'We could not confirm the receipt. Please try again.');
      const message = apiError.fields?.quantityReceived;
      if (message) setReceiptErrors((errors) => ({ ...errors, [line.id]: message }));
    } finally {
      setSavingLineId(null);
    }
  };
  const onReorder = async () => {
    try {
      setReport(await reorder({ orderId: data.id, ...(selectedProjectId ? { projectId: selectedProjectId } : {}) }).unwrap());
    } catch (error) {
      failed(error, 'We could not reorder these items. Please try again.');
    }
  };
  const reportProjectName = report && report.projectId === data.project.id ? data.project.name : null;

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow={backLink}
        title={`Order ${data.number}`}
        description={`${data.project.name} · Placed ${formatMoment(data.placedAt) ?? ''}`}
        actions={
          <Button variant="secondary" onPress={() => void onReorder()} isLoading={reordering.isLoading} loadingLabel="Reordering">
            Reorder
          </Button>
        }
      />
      {report ? <ReorderReport report={report} projectName={reportProjectName} /> : null}
      {data.termsPending ? <TermsReview order={data} isAccepting={accepting.isLoading} isRefusing={declining.isLoading} onAccept={() => void onAccept()} onRefuse={onRefuse} /> : null}
      {data.balanceDueCents > 0 ? (
        // A new amount is a new payment: the form of one opened for another amount goes.
        <BalanceDue key={data.balanceDueCents} order={data} isConfirming={confirmingPayment} onOutdated={() => void order.refetch()} />
      ) : null}
      <OrderFacts order={data} />
      <section className="mk-orders-section" aria-labelledby="orders-pos-title">
        <h2 id="orders-pos-title">Purchase orders</h2>
        {data.purchaseOrders.map((purchaseOrder) => (
          <PurchaseOrderCard
            key={purchaseOrder.id}
            purchaseOrder={purchaseOrder}
            pendingDownload={pending}
            onDownloadPdf={(po) => void download(`pdf:${po.id}`, () => getPurchaseOrderPdf(po.id), `purchase-order-${po.number}.pdf`)}
            onDownloadAttachment={(file) => void download(`attachment:${file.id}`, () => getBlob(file.url), file.fileName)}
            savingLineId={savingLineId}
            receiptErrors={receiptErrors}
            onConfirmReceipt={(line, quantity) => void onConfirmReceipt(line, quantity)}
          />
        ))}
      </section>
      <RefundsSection order={data} />
      <OrderTimeline order={data} />
    </Stack>
  );
}

export { OrderPage as Component };
