import { newTermsWords } from '@marketplace/contracts';
import { Button, formatDay, formatMoney, Stack } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import type { OrderData } from '../../api/orders-api';
import { hasNewTerms } from '../../model/line-terms';
import { TermsRefusalForm } from './terms-refusal-form';
import type { TermsRefusalPayload } from './terms-refusal-schema';

/** Props of {@link TermsReview}. */
export interface TermsReviewProps {
  order: OrderData;
  isAccepting?: boolean;
  isRefusing?: boolean;
  onAccept: () => void;
  /** Refuses the new terms of some lines; throws on failure so the form keeps its input. */
  onRefuse: (refusal: TermsRefusalPayload) => Promise<void>;
}

/**
 * What suppliers propose to change (a price, a delivery date), with the two answers: accept all
 * of it, or refuse it line by line. Nothing ships under new terms until the builder accepts them.
 */
export function TermsReview({ order, isAccepting = false, isRefusing = false, onAccept, onRefuse }: TermsReviewProps): ReactElement {
  const [refusing, setRefusing] = useState(false);
  const changes = order.purchaseOrders.flatMap((purchaseOrder) => purchaseOrder.lineItems.filter(hasNewTerms).map((line) => ({ purchaseOrder, line })));
  return (
    <section className="mk-orders-terms" aria-labelledby="orders-terms-title">
      <h2 id="orders-terms-title" className="mk-orders-terms__title">
        {newTermsWords('builder')}
      </h2>
      <p className="mk-orders-muted">Suppliers proposed these changes. The items ship once you accept them; refused, they go back to the supplier or are cancelled.</p>
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
      {refusing ? (
        <TermsRefusalForm
          lines={changes.map(({ line }) => line)}
          isSending={isRefusing}
          onRefuse={async (refusal) => {
            await onRefuse(refusal);
            setRefusing(false);
          }}
          onClose={() => setRefusing(false)}
        />
      ) : (
        <Stack direction="horizontal" gap="sm" wrap>
          <Button variant="primary" onPress={onAccept} isLoading={isAccepting} loadingLabel="Accepting the new terms">
            Accept new terms
          </Button>
          <Button variant="secondary" onPress={() => setRefusing(true)} isDisabled={isAccepting}>
            Refuse new terms
          </Button>
        </Stack>
      )}
    </section>
  );
}
