import { productSortValues, psvSortValues } from '@marketplace/contracts';
import type { CatalogMetadata, ProductDetail, ProductListQuery, ProductListResponse, ProductWithOffers } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { listBrands } from '../brands/brands.repository';
import { allCategories } from '../categories/categories.repository';
import { allAttributes, attributeValuesByVariant, withOptions } from '../product-attributes/product-attributes.repository';
import { findProduct, listProducts, productOffers, unitsOfMeasure, variantsOfProduct } from './catalog.repository';
import { brandOf, categoryOf, productBase, subCategoryOf } from './product-response';
import { imagesByVariant } from './variant-images.repository';

/** The shared catalogue: products, their variants, and what the catalogue screens need. */
export interface CatalogService {
  list(query: ProductListQuery): Promise<ProductListResponse>;
  get(id: string): Promise<ProductDetail>;
  getWithOffers(id: string): Promise<ProductWithOffers>;
  metadata(): Promise<CatalogMetadata>;
}

/** Most brands the metadata lists (the catalogue has dozens; a UI filter cannot show thousands). */
const METADATA_BRANDS = 500;

/** Creates the catalogue service. */
export function createCatalogService({ db }: { db: Kysely<Database> }): CatalogService {
  async function detail(id: string): Promise<ProductDetail> {
    const product = await findProduct(db, id);
    if (!product) throw notFound('This product does not exist.');
    const variants = await variantsOfProduct(db, id);
    const variantIds = variants.map((variant) => variant.id);
    const [images, values] = await Promise.all([imagesByVariant(db, variantIds, false), attributeValuesByVariant(db, variantIds)]);
    return {
      ...productBase(product),
      brand: brandOf(product),
      variants: variants.map((variant) => ({ ...variant, attribute_values: values.get(variant.id) ?? [], images: images.get(variant.id) ?? [] })),
    };
  }

  return {
    async list(query) {
      const page = await listProducts(db, query);
      const images = await imagesByVariant(db, page.results.flatMap((row) => (row.first_variant_id ? [row.first_variant_id] : [])), true);
      return {
        count: page.count,
        results: page.results.map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          unit_of_measure: row.unit_of_measure,
          brand: brandOf(row),
          category: categoryOf(row),
          sub_category: subCategoryOf(row),
          variant_count: row.variant_count,
          image: (row.first_variant_id && images.get(row.first_variant_id)?.[0]) || null,
          created_at: row.created_at,
        })),
      };
    },

    get: detail,

    async getWithOffers(id) {
      const [product, offers] = await Promise.all([detail(id), productOffers(db, id)]);
      return { ...product, offers };
    },

    async metadata() {
      const [brands, categories, attributes, units] = await Promise.all([
        listBrands(db, { query: undefined, limit: METADATA_BRANDS, offset: 0 }),
        allCategories(db),
        allAttributes(db).then((list) => withOptions(db, list, true)),
        unitsOfMeasure(db),
      ]);
      const topLevel = categories.filter((category) => category.parent_id === null);
      return {
        brands: brands.results,
        categories: topLevel.map((category) => ({ ...category, sub_categories: categories.filter((sub) => sub.parent_id === category.id) })),
        attributes,
        units_of_measure: units,
        sort_options: [...new Set([...productSortValues, ...psvSortValues])],
      };
    },
  };
}
