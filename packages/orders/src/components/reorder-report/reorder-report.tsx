import { formatQuantity, LinkButton } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { ReorderData } from '../../api/orders-api';
import { RouterLink } from '../../lib/router-link';

/** Props of {@link ReorderReport}. */
export interface ReorderReportProps {
  report: ReorderData;
  /** The name of the project whose cart received the items, when known. */
  projectName: string | null;
}

/** What a reorder put into the cart, at today's prices, and what could not be bought again, with why. */
export function ReorderReport({ report, projectName }: ReorderReportProps): ReactElement {
  const cartName = projectName ? `the cart of ${projectName}` : 'the cart';
  const added = report.added.length;
  return (
    <section className="mk-orders-reorder" aria-labelledby="orders-reorder-title">
      <h2 id="orders-reorder-title" className="mk-orders-reorder__title">
        {added === 0 ? 'Nothing could be reordered' : `${formatQuantity(added, 'item')} added to ${cartName}`}
      </h2>
      {added > 0 ? <p className="mk-orders-muted">At today’s prices; choose the delivery dates in the cart.</p> : null}
      {report.unavailable.length > 0 ? (
        <>
          <h3 className="mk-orders-reorder__subtitle">No longer available</h3>
          <ul aria-label="Items no longer available">
            {report.unavailable.map((item) => (
              <li key={item.lineItemId}>
                <strong>{`${item.productName}, ${item.productSupplierVariantName}`}</strong>
                {` (SKU ${item.sku}): ${item.reason}`}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {added > 0 ? (
        <div>
          <LinkButton href="/cart" as={RouterLink} variant="primary">
            Go to the cart
          </LinkButton>
        </div>
      ) : null}
    </section>
  );
}
