import { statusWords } from '@marketplace/contracts';
import { formatMoment } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { OrderData, OrderEventData } from '../../api/orders-api';

/** What an event moved, in words: the order, a purchase order by number, a line by its item. */
function subjectOf(event: OrderEventData, order: OrderData): string {
  if (event.entityType === 'order') return `Order ${order.number}`;
  if (event.entityType === 'purchase_order') {
    const purchaseOrder = order.purchaseOrders.find((candidate) => candidate.id === event.entityId);
    return purchaseOrder ? `Purchase order ${purchaseOrder.number}` : 'A purchase order';
  }
  const line = order.purchaseOrders.flatMap((purchaseOrder) => purchaseOrder.lineItems).find((candidate) => candidate.id === event.entityId);
  return line ? `${line.productName}, ${line.productSupplierVariantName}` : 'An item';
}

/** A recorded change in the builder's words; a change that kept the status (terms answered) reads as its note. */
function changeOf(event: OrderEventData): string {
  const words = (status: string) => statusWords(event.entityType, status, { viewer: 'builder' });
  if (event.fromStatus === null) return words(event.toStatus);
  if (event.fromStatus === event.toStatus) return event.note ?? words(event.toStatus);
  return `${words(event.fromStatus)} → ${words(event.toStatus)}`;
}

/** Every recorded status change of the order, oldest first: who, when, what moved, from and to. */
export function OrderTimeline({ order }: { order: OrderData }): ReactElement {
  const events = [...order.events].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <section className="mk-orders-section" aria-labelledby="orders-timeline-title">
      <h2 id="orders-timeline-title">Timeline</h2>
      {events.length === 0 ? (
        <p className="mk-orders-muted">No changes recorded yet.</p>
      ) : (
        <ol className="mk-orders-timeline">
          {events.map((event) => (
            <li key={event.id} className="mk-orders-timeline__event">
              <time dateTime={event.createdAt} className="mk-orders-muted">
                {formatMoment(event.createdAt)}
              </time>
              <span>
                <strong>{subjectOf(event, order)}</strong>: {changeOf(event)}
              </span>
              <span className="mk-orders-muted">
                {event.actor ? `by ${event.actor.name} (${event.actor.companyName})` : 'by the system'}
                {event.note && event.fromStatus !== event.toStatus ? ` · ${event.note}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
