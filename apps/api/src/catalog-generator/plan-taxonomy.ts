import type { AttributeOptionsTable, BrandsTable, CategoriesTable, ProductAttributesTable } from '../db/catalog-schema';
import { slugify } from '../lib/slug';
import { stableId } from './random';
import type { CategorySpec } from './taxonomy-types';

/** Creation time of taxonomy rows: fixed, so every run writes identical rows. */
const TAXONOMY_CREATED_AT = '2025-01-01T00:00:00.000Z';

/** The taxonomy rows and the lookups the product plan needs. */
export interface TaxonomyPlan {
  brands: BrandsTable[];
  categories: CategoriesTable[];
  attributes: ProductAttributesTable[];
  options: AttributeOptionsTable[];
  brandId(name: string): string;
  categoryId(slug: string): string;
  attributeId(categorySlug: string, code: string): string;
  optionId(categorySlug: string, code: string, value: string): string;
}

/**
 * Brands, categories, attributes and options of a taxonomy, with ids derived from their names
 * (stableId): two runs into one database produce the same rows, so the second reuses them.
 */
export function planTaxonomy(taxonomy: readonly CategorySpec[]): TaxonomyPlan {
  // Memoized: a large catalogue asks for the same few hundred ids hundreds of thousands of times.
  const ids = new Map<string, string>();
  const id = (name: string) => {
    let known = ids.get(name);
    if (known === undefined) {
      known = stableId(name);
      ids.set(name, known);
    }
    return known;
  };
  const brandId = (name: string) => id(`brand:${slugify(name)}`);
  const categoryId = (slug: string) => id(`category:${slug}`);
  const attributeId = (categorySlug: string, code: string) => id(`attribute:${categorySlug}:${code}`);
  const optionId = (categorySlug: string, code: string, value: string) => id(`option:${categorySlug}:${code}:${value}`);

  const brands = new Map<string, BrandsTable>();
  const categories: CategoriesTable[] = [];
  const attributes: ProductAttributesTable[] = [];
  const options: AttributeOptionsTable[] = [];

  taxonomy.forEach((category, categoryIndex) => {
    for (const name of category.brands) {
      brands.set(name, { id: brandId(name), name, slug: slugify(name), created_at: TAXONOMY_CREATED_AT });
    }
    categories.push({ id: categoryId(category.slug), name: category.name, slug: category.slug, parent_id: null, position: categoryIndex, created_at: TAXONOMY_CREATED_AT });
    category.subCategories.forEach((sub, subIndex) => {
      categories.push({ id: categoryId(sub.slug), name: sub.name, slug: sub.slug, parent_id: categoryId(category.slug), position: subIndex, created_at: TAXONOMY_CREATED_AT });
    });
    category.attributes.forEach((attribute, attributeIndex) => {
      const id = attributeId(category.slug, attribute.code);
      attributes.push({ id, category_id: categoryId(category.slug), name: attribute.name, code: attribute.code, position: attributeIndex });
      attribute.options.forEach((value, optionIndex) => {
        options.push({ id: optionId(category.slug, attribute.code, value), attribute_id: id, value, position: optionIndex });
      });
    });
  });

  return { brands: [...brands.values()], categories, attributes, options, brandId, categoryId, attributeId, optionId };
}
