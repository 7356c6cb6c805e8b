import type {
  AttributeOptionsTable,
  BrandsTable,
  CategoriesTable,
  ProductAttributesTable,
  ProductsTable,
  ProductSuppliersTable,
  ProductSupplierVariantsTable,
  PsvPricingTiersTable,
  VariantAttributeValuesTable,
  VariantImagesTable,
  VariantsTable,
} from '../db/catalog-schema';
import type { PictureSpec } from './images/picture-files';

/** A supplier company the generator may give products to. */
export interface GeneratorSupplier {
  /** The company's id. */
  id: string;
  /** Category slugs it sells; empty means every category. */
  specialties: readonly string[];
  /** Its prices relative to list price (0.95 is 5% cheaper). */
  priceFactor: number;
  /** Chance that it sells a given product of its categories (0–1). */
  reach: number;
}

/** How big a catalogue to make, and for whom. */
export interface CatalogPlanOptions {
  /** Same seed, same catalogue. */
  seed: number;
  /** Number of products to make (ignored when `psvs` is given). */
  products?: number;
  /** Make products until exactly this many product supplier variants exist. */
  psvs?: number;
  suppliers: readonly GeneratorSupplier[];
  /** Added to slugs and SKUs so a second run can share a database with the first. */
  namespace?: string;
  /** Creation times are spread over the year before this instant (fixed by default: deterministic). */
  until?: Date;
}

/** Every row of a generated catalogue, ready to insert, and the pictures its images use. */
export interface CatalogPlan {
  brands: BrandsTable[];
  categories: CategoriesTable[];
  attributes: ProductAttributesTable[];
  options: AttributeOptionsTable[];
  products: ProductsTable[];
  variants: VariantsTable[];
  attributeValues: VariantAttributeValuesTable[];
  images: VariantImagesTable[];
  productSuppliers: ProductSuppliersTable[];
  psvs: ProductSupplierVariantsTable[];
  pricingTiers: PsvPricingTiersTable[];
  pictures: PictureSpec[];
}
