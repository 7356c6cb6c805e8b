import type { AttributeOption, AttributeValue, ProductAttribute } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import type { Page } from '../catalog/page';
import { toCount } from '../catalog/page';
import { containsText } from '../catalog/text-filter';

const attributeColumns = ['a.id', 'a.category_id', 'a.name', 'a.code'] as const;

/**
 * The categories whose attributes apply to `categoryId`: a sub-category's products share the
 * attributes of its parent (attributes are defined on top-level categories, or on either).
 */
export async function attributeCategoryIds(db: Executor, categoryIds: readonly string[]): Promise<string[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db.selectFrom('categories').select(['id', 'parent_id']).where('id', 'in', [...new Set(categoryIds)]).execute();
  return [...new Set(rows.flatMap((row) => (row.parent_id ? [row.id, row.parent_id] : [row.id])))];
}

/** Attributes by category and position, filtered by categories and/or name. */
export async function listAttributes(
  db: Executor,
  { categoryIds, query, limit, offset }: { categoryIds: string[] | undefined; query: string | undefined; limit: number; offset: number },
): Promise<Page<ProductAttribute>> {
  let base = db.selectFrom('product_attributes as a');
  if (categoryIds) base = categoryIds.length > 0 ? base.where('a.category_id', 'in', categoryIds) : base.where('a.id', 'is', null);
  if (query) base = base.where(containsText('a.name', query));
  const [rows, total] = await Promise.all([
    base.select(attributeColumns).orderBy('a.category_id').orderBy('a.position').orderBy('a.id').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
  ]);
  return { count: toCount(total?.count), results: rows };
}

/** Every attribute of these categories (no paging: a category has a handful). */
export async function attributesOfCategories(db: Executor, categoryIds: readonly string[]): Promise<ProductAttribute[]> {
  if (categoryIds.length === 0) return [];
  return db
    .selectFrom('product_attributes as a')
    .select(attributeColumns)
    .where('a.category_id', 'in', [...categoryIds])
    .orderBy('a.category_id')
    .orderBy('a.position')
    .execute();
}

/** Every attribute of the catalogue (the metadata call). */
export async function allAttributes(db: Executor): Promise<ProductAttribute[]> {
  return db.selectFrom('product_attributes as a').select(attributeColumns).orderBy('a.category_id').orderBy('a.position').execute();
}

/** The options of these attributes, in order, per attribute. */
export async function optionsByAttribute(db: Executor, attributeIds: readonly string[] | 'all'): Promise<Map<string, AttributeOption[]>> {
  const byAttribute = new Map<string, AttributeOption[]>();
  if (attributeIds !== 'all' && attributeIds.length === 0) return byAttribute;
  let query = db.selectFrom('attribute_options').select(['id', 'attribute_id', 'value']);
  if (attributeIds !== 'all') query = query.where('attribute_id', 'in', [...attributeIds]);
  const rows = await query.orderBy('attribute_id').orderBy('position').execute();
  for (const { attribute_id: attributeId, ...option } of rows) {
    const list = byAttribute.get(attributeId) ?? [];
    list.push(option);
    byAttribute.set(attributeId, list);
  }
  return byAttribute;
}

/** Attributes with their options attached. */
export async function withOptions(db: Executor, attributes: ProductAttribute[], all = false): Promise<ProductAttribute[]> {
  const options = await optionsByAttribute(db, all ? 'all' : attributes.map((attribute) => attribute.id));
  return attributes.map((attribute) => ({ ...attribute, options: options.get(attribute.id) ?? [] }));
}

/** The attribute values of these variants, in attribute order, per variant. */
export async function attributeValuesByVariant(db: Executor, variantIds: readonly string[]): Promise<Map<string, AttributeValue[]>> {
  const byVariant = new Map<string, AttributeValue[]>();
  if (variantIds.length === 0) return byVariant;
  const rows = await db
    .selectFrom('variant_attribute_values as vav')
    .innerJoin('product_attributes as a', 'a.id', 'vav.attribute_id')
    .innerJoin('attribute_options as o', 'o.id', 'vav.option_id')
    .select(['vav.variant_id', 'a.id as attribute_id', 'a.code', 'a.name', 'o.id as option_id', 'o.value'])
    .where('vav.variant_id', 'in', [...new Set(variantIds)])
    .orderBy('vav.variant_id')
    .orderBy('a.position')
    .execute();
  for (const { variant_id: variantId, ...value } of rows) {
    const list = byVariant.get(variantId) ?? [];
    list.push(value);
    byVariant.set(variantId, list);
  }
  return byVariant;
}
