import { EmptyState, formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { paths } from '../../routes';
import '../../styles/catalog.css';

/** Another supplier of the product, as the product page lists it. */
export interface OtherSupplier {
  id: string;
  name: string;
  minPriceCents: number;
  currency: string;
  productSupplierVariantCount: number;
}

/** Props of {@link OtherSuppliers}. */
export interface OtherSuppliersProps {
  productId: string;
  suppliers: readonly OtherSupplier[];
  /** Links each supplier to its page of the product (off in a supplier's preview: those pages are for builders). @defaultValue true */
  linkToPages?: boolean;
}

/** Who else sells this product, from what price, with a link to their page of it. */
export function OtherSuppliers({ productId, suppliers, linkToPages = true }: OtherSuppliersProps): ReactElement {
  if (suppliers.length === 0) {
    return <EmptyState icon={null} titleLevel={3} title="No other suppliers" description="Only this supplier sells this product." />;
  }
  return (
    <table className="mk-catalog-table">
      <caption className="mk-visually-hidden">Other suppliers of this product</caption>
      <thead>
        <tr>
          <th scope="col">Supplier</th>
          <th scope="col">Options</th>
          <th scope="col">Price from</th>
        </tr>
      </thead>
      <tbody>
        {suppliers.map((supplier) => (
          <tr key={supplier.id}>
            <th scope="row">
              {linkToPages ? <Link to={paths.product.href(productId, supplier.id)}>{supplier.name}</Link> : supplier.name}
            </th>
            <td>{supplier.productSupplierVariantCount}</td>
            <td>{formatMoney(supplier.minPriceCents, supplier.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
