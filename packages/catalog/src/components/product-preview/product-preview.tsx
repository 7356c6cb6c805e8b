import { Button, formatQuantity, LinkButton } from '@marketplace/ui-kit';
import { useId, type ReactElement } from 'react';
import type { OfferDeliveryTerms } from '../../model/delivery-terms';
import { RouterLink } from '../../lib/router-link';
import { DeliveryTerms } from '../product-availability/product-availability';
import '../../styles/catalog.css';

/** The supplier's product editor. It belongs to the supplier area, so it is reached by its route path. */
export const SUPPLIER_EDIT_HREF = (productId: string): string => `/supplier/products/edit/${encodeURIComponent(productId)}`;

/** Says the page is a preview and leads back to the editor. */
export function PreviewBanner({ productId }: { productId: string }): ReactElement {
  const titleId = useId();
  return (
    <section className="mk-preview-banner" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="mk-preview-banner__title">
          Preview
        </h2>
        <p>This is your product page as builders see it. Buying is turned off; hidden variants show here only.</p>
      </div>
      <LinkButton as={RouterLink} href={SUPPLIER_EDIT_HREF(productId)} variant="secondary" size="sm">
        Back to editing
      </LinkButton>
    </section>
  );
}

/** Props of {@link PreviewAvailability}. */
export interface PreviewAvailabilityProps {
  offer: OfferDeliveryTerms & { unitOfMeasure: string };
}

/**
 * The delivery box of the preview. A supplier has no project to deliver to, so it shows what
 * every builder's answer is made of (stock, lead time, minimum order) and a disabled cart button
 * where builders buy.
 */
export function PreviewAvailability({ offer }: PreviewAvailabilityProps): ReactElement {
  const titleId = useId();
  const noteId = useId();
  return (
    <section aria-labelledby={titleId} className="mk-preview-delivery">
      <h2 id={titleId} className="mk-filter-heading">
        Delivery
      </h2>
      <span className="mk-availability mk-availability--none">
        {offer.stockOnHand > 0 ? `${formatQuantity(offer.stockOnHand, offer.unitOfMeasure)} in stock` : 'Out of stock'}
      </span>
      <DeliveryTerms terms={offer} unit={offer.unitOfMeasure} />
      <span className="mk-catalog-muted">Builders see whether you deliver to their project and the earliest day.</span>
      <div>
        <Button isDisabled aria-describedby={noteId}>
          Add to cart
        </Button>
        <p id={noteId} className="mk-catalog-muted">
          Buying is turned off in the preview.
        </p>
      </div>
    </section>
  );
}
