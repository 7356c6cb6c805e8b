import type { ReactElement } from 'react';
import { ProductPage } from './product-page';

/** supplier/products/preview/{productId}/{supplierId}: the builder's product page in preview mode. */
export function ProductPreviewPage(): ReactElement {
  return <ProductPage preview />;
}

export { ProductPreviewPage as Component };
