import type { Camelize, SearchResult, SearchResultWithAvailability } from '@marketplace/contracts';
import type { ProductSupplierVariantData } from '../api/catalog-api';

/** Availability of one offer for the selected project, as the client reads it. */
export interface RowAvailability {
  deliverable: boolean;
  stockOnHand: number;
  /** Calendar day (YYYY-MM-DD), set only when deliverable. */
  earliestDeliveryDate: string | null;
}

/**
 * One offer (product supplier variant) as a row of the product list shows it. Search hits and
 * list entries arrive in different shapes; both are read into this one.
 */
export interface ProductRow {
  /** The product supplier variant id. */
  id: string;
  productId: string;
  variantId: string;
  /** The supplier company, which the product page is addressed by. */
  supplierId: string;
  productName: string;
  variantName: string;
  sku: string;
  unitOfMeasure: string;
  brandName: string;
  supplierName: string | null;
  /** Integer cents, or null when the answer carried no price. */
  priceCents: number | null;
  currency: string;
  stockOnHand: number;
  imageUrl: string | null;
  /** From the availability search, or the offer list asked for a project; other rows ask per variant. */
  availability?: RowAvailability;
}

/** A search hit as a row. */
export function rowFromSearchResult(
  result: Camelize<SearchResult> | Camelize<SearchResultWithAvailability>,
): ProductRow {
  return {
    id: result.id,
    productId: result.productId,
    variantId: result.variantId,
    supplierId: result.supplier.id,
    productName: result.productName,
    variantName: result.variantName,
    sku: result.sku,
    unitOfMeasure: result.unitOfMeasure,
    brandName: result.brand.name,
    supplierName: result.supplier.name,
    priceCents: result.priceCents,
    currency: result.currency,
    stockOnHand: result.stockOnHand,
    imageUrl: result.image?.thumbnailUrl ?? null,
    ...('availability' in result ? { availability: result.availability } : {}),
  };
}

/** A product supplier variant of the plain list as a row. */
export function rowFromProductSupplierVariant(psv: ProductSupplierVariantData): ProductRow {
  return {
    id: psv.id,
    productId: psv.productId,
    variantId: psv.variantId,
    supplierId: psv.supplierCompany?.id ?? psv.supplierId,
    productName: psv.productName,
    variantName: psv.variantName,
    sku: psv.sku,
    unitOfMeasure: psv.unitOfMeasure,
    brandName: psv.brand.name,
    supplierName: psv.supplierCompany?.name ?? null,
    priceCents: psv.pricing?.priceCents ?? null,
    currency: psv.pricing?.currency ?? 'USD',
    stockOnHand: psv.stockOnHand,
    imageUrl: psv.images[0]?.thumbnailUrl ?? null,
    ...(psv.availability ? { availability: psv.availability } : {}),
  };
}
