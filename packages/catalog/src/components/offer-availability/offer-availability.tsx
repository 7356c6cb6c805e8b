import type { ReactElement } from 'react';
import { useGetVariantAvailabilityQuery } from '../../api/catalog-api';
import { AvailabilityBadge } from '../availability-badge/availability-badge';

/** Props of {@link OfferAvailability}. */
export interface OfferAvailabilityProps {
  variantId: string;
  /** The product supplier variant whose offer to show. */
  offerId: string;
  projectId: string;
}

/**
 * Availability of one offer for a project, asked of the variant's availability call: the plain
 * product list carries no availability, and rows of the same variant share one cached answer.
 */
export function OfferAvailability({ variantId, offerId, projectId }: OfferAvailabilityProps): ReactElement {
  const { data, isLoading, isError } = useGetVariantAvailabilityQuery({ variantId, projectId });
  if (isError) return <span className="mk-availability mk-availability--none">Delivery could not be checked</span>;
  const offer = data?.offers.find((candidate) => candidate.productSupplierVariantId === offerId);
  return <AvailabilityBadge isLoading={isLoading} availability={offer} />;
}
