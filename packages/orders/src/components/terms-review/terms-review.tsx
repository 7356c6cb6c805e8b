import { Button } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { OrderData } from '../../api/orders-api';
import { formatDay, formatMoney } from '../../model/format';

/** Props of {@link TermsReview}. */
export interface TermsReviewProps {
  order: OrderData;
  isAccepting?: boolean;
  onAccept: () => void;
}

/**
 * What suppliers propose to change (a price, a delivery date) and the one action that agrees to
 * all of it: nothing ships under new terms until the builder accepts them.
 */
export function TermsReview({ order, isAccepting = false, onAccept }: TermsReviewProps): ReactElement {
  const changes = order.purchaseOrders.flatMap((purchaseOrder) =>
    purchaseOrder.lineItems
      .filter((line) => line.proposedUnitPriceCents !== null || line.proposedDeliveryDate !== null)
      .map((line) => ({ purchaseOrder, line })),
  );
  return (
    <section className="mk-orders-terms" aria-labelledby="orders-terms-title">
      <h2 id="orders-terms-title" className="mk-orders-terms__title">
        New terms to accept
      </h2>
      <p className="mk-orders-muted">Suppliers proposed these changes. The items ship once you accept them.</p>
      <ul className="mk-orders-terms__list">
        {changes.map(({ purchaseOrder, line }) => (
          <li key={line.id}>
            <strong>{`${line.productName}, ${line.productSupplierVariantName}`}</strong>
            {` (${purchaseOrder.supplierCompanyName})`}
            <ul>
              {line.proposedUnitPriceCents !== null ? (
                <li>{`Unit price ${formatMoney(line.unitPriceCents, line.currency)} → ${formatMoney(line.proposedUnitPriceCents, line.currency)}`}</li>
              ) : null}
              {line.proposedDeliveryDate !== null ? (
                <li>{`Delivery ${formatDay(line.confirmedDeliveryDate ?? line.requestDeliveryDate) ?? 'not set'} → ${formatDay(line.proposedDeliveryDate) ?? line.proposedDeliveryDate}`}</li>
              ) : null}
            </ul>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="primary" onPress={onAccept} isLoading={isAccepting} loadingLabel="Accepting the new terms">
          Accept new terms
        </Button>
      </div>
    </section>
  );
}
