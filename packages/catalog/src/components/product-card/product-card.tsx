import { Skeleton } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductRow } from '../../model/product-row';
import { paths } from '../../routes';
import { Price } from '../price/price';
import '../../styles/catalog.css';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  row: ProductRow;
  /** Availability for the selected project; left out when no project is selected. */
  availability?: ReactNode;
  /** Heading level of the product name, to fit the page outline. @defaultValue 2 */
  titleLevel?: 2 | 3;
}

const stock = new Intl.NumberFormat('en-US');

/**
 * One offer in the product list: picture, product and variant, brand, supplier and price,
 * linking to the supplier's product page with this variant chosen.
 */
export function ProductCard({ row, availability, titleLevel = 2 }: ProductCardProps): ReactElement {
  const Heading = `h${titleLevel}` as const;
  const href = `${paths.product.href(row.productId, row.supplierId)}?${new URLSearchParams({ variant: row.variantId })}`;
  return (
    <article className="mk-product-card" aria-label={`${row.productName}, ${row.variantName}`}>
      {row.imageUrl ? (
        <img className="mk-product-card__image" src={row.imageUrl} alt="" loading="lazy" />
      ) : (
        <div className="mk-product-card__image" aria-hidden="true" />
      )}
      <Heading className="mk-product-card__title">
        <Link to={href}>{row.productName}</Link>
      </Heading>
      <p className="mk-catalog-muted mk-catalog-flush">
        {row.variantName} · SKU {row.sku}
      </p>
      <dl className="mk-catalog-muted mk-catalog-flush">
        <div>
          <dt className="mk-visually-hidden">Brand</dt>
          <dd className="mk-catalog-flush">{row.brandName}</dd>
        </div>
        {row.supplierName ? (
          <div>
            <dt className="mk-visually-hidden">Supplier</dt>
            <dd className="mk-catalog-flush">Sold by {row.supplierName}</dd>
          </div>
        ) : null}
      </dl>
      {row.priceCents === null ? (
        <span className="mk-catalog-muted">Price on request</span>
      ) : (
        <Price cents={row.priceCents} currency={row.currency} unit={row.unitOfMeasure} />
      )}
      {availability ?? <span className="mk-catalog-muted">{stock.format(row.stockOnHand)} in stock</span>}
    </article>
  );
}

/** A grey stand-in of {@link ProductCard} while the list loads. */
export function ProductCardSkeleton(): ReactElement {
  return (
    <div className="mk-product-card" aria-hidden="true">
      <Skeleton variant="rect" height={150} />
      <Skeleton variant="text" count={3} />
    </div>
  );
}
