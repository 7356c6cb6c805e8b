import { formatMoment, formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { OrderData, RefundData } from '../../api/orders-api';
import { refundMethodWords, refundStatusWords } from './refund-words';

/** What a refund is for: the line it gives back, by item and supplier, else the purchase order. */
function subjectOf(refund: RefundData, order: OrderData): string {
  const purchaseOrder = order.purchaseOrders.find((candidate) => candidate.id === refund.purchaseOrderId);
  const line = purchaseOrder?.lineItems.find((candidate) => candidate.id === refund.lineItemId);
  if (line && purchaseOrder) return `${line.productName}, ${line.productSupplierVariantName} (${purchaseOrder.supplierCompanyName})`;
  return purchaseOrder ? `Purchase order ${purchaseOrder.number} (${purchaseOrder.supplierCompanyName})` : 'This order';
}

/**
 * Every refund of the order, newest first: how much, for what and why, where the money goes (the
 * card, or off what is owed on terms), whether it is back yet and since when. Drawn only when the
 * order has refunds.
 */
export function RefundsSection({ order }: { order: OrderData }): ReactElement | null {
  if (order.refunds.length === 0) return null;
  const refunds = [...order.refunds].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section className="mk-orders-section" aria-labelledby="orders-refunds-title">
      <h2 id="orders-refunds-title">Refunds</h2>
      <ul className="mk-orders-refunds" aria-label="Refunds of this order">
        {refunds.map((refund) => {
          const amount = formatMoney(refund.amountCents, refund.currency);
          const done = refund.status === 'succeeded';
          const subject = subjectOf(refund, order);
          return (
            <li key={refund.id} className="mk-orders-refund" aria-label={`${amount} for ${subject}`}>
              <span className="mk-orders-refund__amount">{amount}</span>
              <span>
                <strong>{subject}</strong>
              </span>
              <span>{refund.reason}</span>
              <span className="mk-orders-badges">
                <span className="mk-orders-badge">{refundMethodWords(refund.method)}</span>
                <span className={`mk-orders-badge mk-orders-badge--${done ? 'success' : 'info'}`}>{refundStatusWords(refund.status)}</span>
              </span>
              <time className="mk-orders-muted" dateTime={done && refund.completedAt ? refund.completedAt : refund.createdAt}>
                {done && refund.completedAt ? `Refunded ${formatMoment(refund.completedAt) ?? ''}` : `Started ${formatMoment(refund.createdAt) ?? ''}`}
              </time>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
