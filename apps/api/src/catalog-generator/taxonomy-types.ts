import type { PictureKind } from './images/picture-kinds';

/** An attribute of a category's products and the values it may take, in display order. */
export interface AttributeSpec {
  code: string;
  name: string;
  options: readonly string[];
}

/** An attribute that varies between a product's variants, optionally limited to some options. */
export interface VariesBy {
  code: string;
  options?: readonly string[];
}

/** A kind of product a sub-category holds (e.g. "Drywall Panel") and how to make one. */
export interface ProductLineSpec {
  noun: string;
  /** Qualifiers of the product line; a product's name is "<qualifier> <noun>". */
  lines: readonly string[];
  unit: string;
  /** Price range of the smallest variant, in cents. */
  priceCents: readonly [number, number];
  /** Attributes whose combinations make the variants (bigger options cost more). */
  variesBy: readonly VariesBy[];
  /** Attributes with one value for the whole product. */
  fixed?: readonly VariesBy[];
  picture: PictureKind;
  /** Minimum order quantities a supplier may set. */
  minimumOrders?: readonly number[];
}

/** A sub-category and its product kinds. */
export interface SubCategorySpec {
  slug: string;
  name: string;
  /** What the products are for, used in descriptions. */
  use: string;
  features: readonly string[];
  products: readonly ProductLineSpec[];
}

/** A top-level category: its brands, attributes, sub-categories and picture colours. */
export interface CategorySpec {
  slug: string;
  name: string;
  brands: readonly string[];
  attributes: readonly AttributeSpec[];
  subCategories: readonly SubCategorySpec[];
  /** Colours (hex) pictures of this category are drawn in. */
  palette: readonly string[];
}
