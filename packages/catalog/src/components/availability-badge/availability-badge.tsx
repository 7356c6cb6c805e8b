import { formatDay, Skeleton } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { RowAvailability } from '../../model/product-row';
import '../../styles/catalog.css';

/** Props of {@link AvailabilityBadge}. */
export interface AvailabilityBadgeProps {
  /** The offer's availability for the selected project; undefined while unknown. */
  availability?: RowAvailability;
  /** Shows a placeholder while availability loads. */
  isLoading?: boolean;
}

const stock = new Intl.NumberFormat('en-US');

/**
 * Whether an offer reaches the selected project, how much is in stock and the earliest day it
 * can arrive. Words carry the meaning; the colour only repeats it.
 */
export function AvailabilityBadge({ availability, isLoading = false }: AvailabilityBadgeProps): ReactElement {
  if (isLoading) {
    return (
      <span role="status" aria-busy="true" aria-label="Checking delivery">
        <Skeleton variant="text" count={1} width="10rem" />
      </span>
    );
  }
  if (!availability) {
    return <span className="mk-availability mk-availability--none">Delivery unknown</span>;
  }
  const date = availability.earliestDeliveryDate ? formatDay(availability.earliestDeliveryDate, { weekday: true }) : null;
  const inStock = `${stock.format(availability.stockOnHand)} in stock`;
  if (!availability.deliverable) {
    return (
      <span className="mk-availability mk-availability--no">
        <strong>Not deliverable</strong> to this project · {inStock}
      </span>
    );
  }
  return (
    <span className="mk-availability mk-availability--yes">
      <strong>Deliverable</strong>
      <span>· {availability.stockOnHand > 0 ? inStock : 'Out of stock'}</span>
      {date ? <span>· Earliest {date}</span> : null}
    </span>
  );
}
