import type { SearchFacets } from '@marketplace/contracts';
import type { FacetNameSource } from './facet-names';

type CategoryCount = { categoryId: string; subCategoryId: string | null; count: number };
type OptionCount = { optionId: string; count: number };

const byCountThenName = (a: { count: number; name: string }, b: { count: number; name: string }) => b.count - a.count || a.name.localeCompare(b.name);

/**
 * Names and orders the facet counts: categories (and their sub-categories) by how many results
 * they hold; attributes in their category's order, options in their own order.
 */
export async function buildFacets(names: FacetNameSource, categoryRows: readonly CategoryCount[], optionRows: readonly OptionCount[]): Promise<SearchFacets> {
  const [categories, options] = await Promise.all([
    names.categoriesByIds(categoryRows.flatMap((row) => (row.subCategoryId ? [row.categoryId, row.subCategoryId] : [row.categoryId]))),
    names.optionsWithAttributes(optionRows.map((row) => row.optionId)),
  ]);

  const topLevel = new Map<string, SearchFacets['categories'][number]>();
  for (const row of categoryRows) {
    const category = categories.get(row.categoryId);
    if (!category) continue;
    const facet = topLevel.get(row.categoryId) ?? { id: category.id, name: category.name, slug: category.slug, count: 0, sub_categories: [] };
    facet.count += row.count;
    const sub = row.subCategoryId ? categories.get(row.subCategoryId) : undefined;
    if (sub) facet.sub_categories.push({ id: sub.id, name: sub.name, slug: sub.slug, count: row.count });
    topLevel.set(row.categoryId, facet);
  }
  const categoryFacets = [...topLevel.values()].sort(byCountThenName);
  for (const facet of categoryFacets) facet.sub_categories.sort(byCountThenName);

  const counts = new Map(optionRows.map((row) => [row.optionId, row.count]));
  const attributes = new Map<string, SearchFacets['attributes'][number] & { position: number }>();
  const optionPosition = new Map(options.map((option) => [option.id, option.position]));
  for (const option of options) {
    const facet = attributes.get(option.attribute_id) ?? { id: option.attribute_id, code: option.code, name: option.name, options: [], position: option.attribute_position };
    facet.options.push({ id: option.id, value: option.value, count: counts.get(option.id) ?? 0 });
    attributes.set(option.attribute_id, facet);
  }
  const attributeFacets = [...attributes.values()]
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map(({ position: _position, ...facet }) => ({
      ...facet,
      options: facet.options.sort((a, b) => (optionPosition.get(a.id) ?? 0) - (optionPosition.get(b.id) ?? 0)),
    }));

  return { categories: categoryFacets, attributes: attributeFacets };
}
