import type { Generated } from 'kysely';
import type { IsoTime } from '../lib/time';

/**
 * Catalogue tables (migration 002) and their search index (migration 004). Same conventions as
 * schema.ts: text UUID ids, UTC ISO times, 0/1 booleans, integer cents.
 */
export interface BrandsTable {
  id: string;
  name: string;
  slug: string;
  created_at: IsoTime;
}

/** Top-level categories have no parent; sub-categories have a top-level parent (one level). */
export interface CategoriesTable {
  id: string;
  name: string;
  slug: string;
  parent_id: string | null;
  position: number;
  created_at: IsoTime;
}

/** A product shared by every supplier that sells it. */
export interface ProductsTable {
  id: string;
  name: string;
  slug: string;
  /** Sanitized HTML: written only through the sanitizer, served as is. */
  description_html: string;
  brand_id: string;
  category_id: string;
  sub_category_id: string | null;
  unit_of_measure: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A variant of a product (size, grade, finish…); the SKU is unique across the catalogue. */
export interface VariantsTable {
  id: string;
  product_id: string;
  name: string;
  sku: string;
  position: number;
  created_at: IsoTime;
}

/** Ordered images of a variant; paths are relative to DATA_DIR/uploads. */
export interface VariantImagesTable {
  id: string;
  variant_id: string;
  position: number;
  path: string;
  thumbnail_path: string;
  width: number;
  height: number;
  created_at: IsoTime;
}

/** An attribute of the products of a category (e.g. "Thickness" of drywall). */
export interface ProductAttributesTable {
  id: string;
  category_id: string;
  name: string;
  code: string;
  position: number;
}

/** A value an attribute may take. */
export interface AttributeOptionsTable {
  id: string;
  attribute_id: string;
  value: string;
  position: number;
}

/** The option a variant has for an attribute (at most one per attribute). */
export interface VariantAttributeValuesTable {
  variant_id: string;
  attribute_id: string;
  option_id: string;
}

/** A supplier (company) sells a product. */
export interface ProductSuppliersTable {
  id: string;
  product_id: string;
  company_id: string;
  created_at: IsoTime;
}

/** A product supplier variant (PSV): one variant as sold by one supplier. */
export interface ProductSupplierVariantsTable {
  id: string;
  /** The variant's product, kept here so a supplier's page of one product needs no join. */
  product_id: string;
  variant_id: string;
  company_id: string;
  price_cents: number;
  currency: string;
  stock_on_hand: number;
  lead_time_days: number;
  minimum_order_quantity: number;
  active: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** Quantity breaks of a PSV. */
export interface PsvPricingTiersTable {
  psv_id: string;
  min_quantity: number;
  price_cents: number;
}

/** A postal-code prefix a supplier delivers to. */
export interface SupplierServiceAreasTable {
  company_id: string;
  postal_prefix: string;
}

/** Where a supplier ships from. */
export interface WarehousesTable {
  id: string;
  company_id: string;
  name: string;
  postal_code: string;
  created_at: IsoTime;
}

/**
 * One search document per variant, holding normalized words (see search-text.ts) so both
 * databases index exactly the same terms. SQLite adds an integer `doc_id` (the FTS5 rowid);
 * PostgreSQL adds a generated tsvector. Neither is read through Kysely's types.
 */
export interface CatalogSearchDocumentsTable {
  variant_id: string;
  product_id: string;
  /** Copied from the product so filters need no join. */
  category_id: string;
  sub_category_id: string | null;
  brand_id: string;
  name_terms: string;
  variant_terms: string;
  brand_terms: string;
  category_terms: string;
  sku_terms: string;
}

/** Every distinct indexed word: the vocabulary typo correction picks from. */
export interface CatalogSearchTermsTable {
  term: string;
}

/** A single row: the search index version, bumped by every refresh. */
export interface CatalogSearchStateTable {
  id: number;
  version: number;
}

/** A variant whose search answer may have changed (written by triggers, migration 013). */
export interface SearchChangesTable {
  seq: Generated<number>;
  variant_id: string;
  /** Epoch milliseconds, for pruning. */
  changed_at: Generated<number>;
}

/** The catalogue's part of the schema. */
export interface CatalogDatabase {
  brands: BrandsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  variants: VariantsTable;
  variant_images: VariantImagesTable;
  product_attributes: ProductAttributesTable;
  attribute_options: AttributeOptionsTable;
  variant_attribute_values: VariantAttributeValuesTable;
  product_suppliers: ProductSuppliersTable;
  product_supplier_variants: ProductSupplierVariantsTable;
  psv_pricing_tiers: PsvPricingTiersTable;
  supplier_service_areas: SupplierServiceAreasTable;
  warehouses: WarehousesTable;
  catalog_search_documents: CatalogSearchDocumentsTable;
  catalog_search_terms: CatalogSearchTermsTable;
  catalog_search_state: CatalogSearchStateTable;
  search_changes: SearchChangesTable;
}
