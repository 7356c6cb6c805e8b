import { errorMessage } from '@marketplace/api-client';
import { Button, Stack } from '@marketplace/ui-kit';
import { useId, type ReactElement } from 'react';
import { useGetVariantAvailabilityQuery } from '../../api/catalog-api';
import { AddToCart } from '../add-to-cart/add-to-cart';
import { deliveryExplanation, minimumOrderText, type OfferDeliveryTerms } from '../../model/delivery-terms';
import { AvailabilityBadge } from '../availability-badge/availability-badge';
import '../../styles/catalog.css';

/** Props of {@link ProductAvailability}. */
export interface ProductAvailabilityProps {
  variantId: string;
  /** The product supplier variant on the page. */
  offerId: string;
  /** The selected project, or null when none is. */
  projectId: string | null;
  /** Unit the quantity is counted in; with it, a deliverable offer can be added to the project's cart. */
  unit?: string;
}

/** Why the offer arrives when it does, and its minimum order: the words under the badge. */
export function DeliveryTerms({ terms, unit }: { terms: OfferDeliveryTerms; unit: string }): ReactElement {
  const minimum = minimumOrderText(terms.minimumOrderQuantity, unit);
  return (
    <span className="mk-catalog-muted">
      {deliveryExplanation(terms, unit)}
      {minimum ? ` ${minimum}.` : null}
    </span>
  );
}

function ForProject({ variantId, offerId, projectId, unit }: ProductAvailabilityProps & { projectId: string }): ReactElement {
  const { data, isLoading, error, refetch, isFetching } = useGetVariantAvailabilityQuery({ variantId, projectId });
  if (error) {
    return (
      <Stack direction="horizontal" gap="sm" align="center" wrap>
        <span role="alert">{errorMessage(error, 'Delivery could not be checked.')}</span>
        <Button size="sm" variant="secondary" onPress={() => void refetch()} isLoading={isFetching}>
          Check again
        </Button>
      </Stack>
    );
  }
  const offer = data?.offers.find((candidate) => candidate.productSupplierVariantId === offerId);
  return (
    <Stack gap="xs">
      {data ? <span className="mk-catalog-muted">Delivering to {data.project.name}</span> : null}
      <AvailabilityBadge isLoading={isLoading} availability={offer} />
      {offer ? <DeliveryTerms terms={offer} unit={unit ?? 'unit'} /> : null}
      {/* Only an offer the supplier can deliver to the project can go in its cart (the API refuses the rest). */}
      {data && offer?.deliverable && unit !== undefined ? (
        <AddToCart
          // Keyed by offer: another variant starts again from its own minimum order.
          key={offer.productSupplierVariantId}
          offerId={offer.productSupplierVariantId}
          projectId={projectId}
          projectName={data.project.name}
          minimumOrderQuantity={offer.minimumOrderQuantity}
          unit={unit}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Stock and earliest delivery of the offer on the page for the selected project, and, when the
 * supplier delivers there and `unit` is given, the quantity and button that add it to the
 * project's cart. Without a project there is no address to deliver to, so it asks for one instead.
 */
export function ProductAvailability({ variantId, offerId, projectId, unit }: ProductAvailabilityProps): ReactElement {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mk-filter-heading">
        Delivery
      </h2>
      {projectId ? (
        <ForProject variantId={variantId} offerId={offerId} projectId={projectId} unit={unit} />
      ) : (
        <p className="mk-catalog-muted">Choose a project to see delivery.</p>
      )}
    </section>
  );
}
