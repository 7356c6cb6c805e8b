import { DAY_MS } from '../lib/time';
import { namedColors } from './colors';
import { describeProduct } from './describe-product';
import type { CatalogPlan, CatalogPlanOptions } from './generator-types';
import type { PictureSpec } from './images/picture-files';
import { pictureFile } from './images/picture-files';
import { addOffers, roundPrice, trimPsvs } from './plan-offers';
import { planTaxonomy } from './plan-taxonomy';
import { slugify } from '../lib/slug';
import { Random } from './random';
import { catalogTaxonomy } from './taxonomy/index';
import type { CategorySpec, ProductLineSpec, SubCategorySpec, VariesBy } from './taxonomy-types';
import type { PlannedVariant } from './plan-offers';

/** Most variants one product gets (the combinations of its varying attributes are sampled). */
const MAX_VARIANTS = 8;
/** Default end of the creation-time range: fixed, so a seed always gives the same rows. */
const DEFAULT_UNTIL = new Date('2026-01-01T00:00:00.000Z');

interface ProductKind {
  category: CategorySpec;
  sub: SubCategorySpec;
  line: ProductLineSpec;
}

/** Products per batch: bounds memory however large the catalogue (1M PSVs and more). */
export const DEFAULT_BATCH_PRODUCTS = 2000;

function emptyPlan(): CatalogPlan {
  return {
    brands: [],
    categories: [],
    attributes: [],
    options: [],
    products: [],
    variants: [],
    attributeValues: [],
    images: [],
    productSuppliers: [],
    psvs: [],
    pricingTiers: [],
    pictures: [],
  };
}

/**
 * Plans a catalogue of realistic construction materials, batch by batch: the first batch
 * carries the taxonomy; then products cycle through every product kind (so even a small
 * catalogue covers all categories), each with its variants, attribute values, pictures and the
 * suppliers selling it at their own prices, stock and lead times. Pure and deterministic: the
 * same options give the same rows, whatever the batch size.
 */
export function* planCatalogBatches(options: CatalogPlanOptions, batchProducts: number = DEFAULT_BATCH_PRODUCTS): Generator<CatalogPlan> {
  if (options.suppliers.length === 0) throw new Error('The catalogue generator needs at least one supplier.');
  const random = new Random(options.seed);
  const taxonomy = planTaxonomy(catalogTaxonomy);
  const kinds = random.sample(
    catalogTaxonomy.flatMap((category) => category.subCategories.flatMap((sub) => sub.products.map((line) => ({ category, sub, line })))),
    Number.MAX_SAFE_INTEGER,
  );
  let plan: CatalogPlan = { ...emptyPlan(), brands: taxonomy.brands, categories: taxonomy.categories, attributes: taxonomy.attributes, options: taxonomy.options };
  let pictures = new Map<string, PictureSpec>();
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const suffix = options.namespace ? `-${slugify(options.namespace)}` : '';
  const skuPrefix = options.namespace ? `${slugify(options.namespace).toUpperCase()}-` : '';

  const targetPsvs = options.psvs;
  const targetProducts = targetPsvs === undefined ? (options.products ?? 0) : Number.MAX_SAFE_INTEGER;
  const expectedProducts = targetPsvs === undefined ? Math.max(targetProducts, 1) : Math.max(Math.ceil(targetPsvs / 9), 1);
  const until = (options.until ?? DEFAULT_UNTIL).getTime();
  const spacing = (365 * DAY_MS) / expectedProducts;
  let psvCount = 0;

  const finish = (batch: CatalogPlan): CatalogPlan => {
    batch.pictures = [...pictures.values()];
    return batch;
  };

  for (let index = 0; index < targetProducts; index += 1) {
    if (targetPsvs !== undefined && psvCount >= targetPsvs) break;
    if (plan.products.length >= batchProducts) {
      yield finish(plan);
      plan = emptyPlan();
      pictures = new Map();
    }
    const kind = kinds[index % kinds.length] as ProductKind;
    const { category, sub, line } = kind;
    // Older products first, spread over the year before `until`; created_at never ties.
    const createdAt = new Date(until - 365 * DAY_MS + Math.floor(index * spacing)).toISOString();
    const brand = random.pick(category.brands);

    let name = `${line.lines[Math.floor(index / kinds.length) % line.lines.length]} ${line.noun}`;
    if (usedNames.has(`${brand}|${name}`)) name = `${name} ${String.fromCharCode(65 + random.int(0, 25))}-${random.int(100, 999)}`;
    usedNames.add(`${brand}|${name}`);
    let slug = `${slugify(`${brand} ${name}`)}${suffix}`;
    for (let n = 2; usedSlugs.has(slug); n += 1) slug = `${slugify(`${brand} ${name}`)}-${n}${suffix}`;
    usedSlugs.add(slug);

    const productId = random.uuid();
    plan.products.push({
      id: productId,
      name,
      slug,
      description_html: describeProduct(random, { brand, name, sub, unit: line.unit }),
      brand_id: taxonomy.brandId(brand),
      category_id: taxonomy.categoryId(category.slug),
      sub_category_id: taxonomy.categoryId(sub.slug),
      unit_of_measure: line.unit,
      created_at: createdAt,
      updated_at: createdAt,
    });

    const basePrice = random.int(line.priceCents[0], line.priceCents[1]);
    const fixed = (line.fixed ?? []).map((varies) => ({ code: varies.code, value: random.pick(optionsOf(category, varies)) }));
    const paletteColor = category.palette[index % category.palette.length] ?? '#999999';
    const variants: PlannedVariant[] = [];
    combinations(random, category, line.variesBy).forEach((combination, position) => {
      const variantId = random.uuid();
      const sku = `${skuPrefix}${initials(brand, 2)}-${initials(line.noun, 3)}-${index.toString(36).toUpperCase().padStart(5, '0')}-${String(position + 1).padStart(2, '0')}`;
      const rank = combination.reduce((sum, choice) => sum + choice.rank, 0);
      variants.push({ id: variantId, listPriceCents: roundPrice(basePrice * (1 + 0.22 * rank)) });
      plan.variants.push({ id: variantId, product_id: productId, name: combination.map((choice) => choice.value).join(', ') || 'Standard', sku, position, created_at: createdAt });
      for (const { code, value } of [...combination, ...fixed]) {
        plan.attributeValues.push({ variant_id: variantId, attribute_id: taxonomy.attributeId(category.slug, code), option_id: taxonomy.optionId(category.slug, code, value) });
      }
      const colorValue = [...combination, ...fixed].find((choice) => choice.code === 'color')?.value;
      const color = (colorValue && namedColors[colorValue]) || paletteColor;
      const views = 1 + (random.chance(0.5) ? 1 : 0) + (random.chance(0.3) ? 1 : 0);
      for (let view = 0; view < views; view += 1) {
        const spec: PictureSpec = { kind: line.picture, color, view };
        const file = pictureFile(spec);
        pictures.set(file.path, spec);
        plan.images.push({ id: random.uuid(), variant_id: variantId, position: view, path: file.path, thumbnail_path: file.thumbnailPath, width: file.width, height: file.height, created_at: createdAt });
      }
    });

    const before = plan.psvs.length;
    addOffers(plan, random, { productId, createdAt, category, line, variants, suppliers: options.suppliers });
    psvCount += plan.psvs.length - before;
    if (targetPsvs !== undefined && psvCount > targetPsvs) trimPsvs(plan, plan.psvs.length - (psvCount - targetPsvs));
  }
  yield finish(plan);
}

/** The whole catalogue plan at once (small catalogues, tests). */
export function planCatalog(options: CatalogPlanOptions): CatalogPlan {
  const whole = emptyPlan();
  const pictures = new Map<string, PictureSpec>();
  for (const batch of planCatalogBatches(options)) {
    for (const key of Object.keys(whole) as (keyof CatalogPlan)[]) {
      if (key === 'pictures') continue;
      const rows = whole[key] as unknown[];
      for (const row of batch[key]) rows.push(row);
    }
    for (const spec of batch.pictures) pictures.set(pictureFile(spec).path, spec);
  }
  whole.pictures = [...pictures.values()];
  return whole;
}

function optionsOf(category: CategorySpec, varies: VariesBy): readonly string[] {
  const attribute = category.attributes.find((candidate) => candidate.code === varies.code);
  if (!attribute) throw new Error(`Category ${category.slug} has no attribute ${varies.code}.`);
  const chosen = varies.options ?? attribute.options;
  const unknown = chosen.find((value) => !attribute.options.includes(value));
  if (unknown) throw new Error(`Attribute ${category.slug}.${varies.code} has no option "${unknown}".`);
  return chosen;
}

interface Choice {
  code: string;
  value: string;
  /** Position among the offered options: bigger options cost more. */
  rank: number;
}

/** The variants' attribute combinations: a sample of each attribute's options, crossed, capped. */
function combinations(random: Random, category: CategorySpec, variesBy: readonly VariesBy[]): Choice[][] {
  let result: Choice[][] = [[]];
  for (const varies of variesBy) {
    const offered = optionsOf(category, varies);
    const count = offered.length <= 3 ? offered.length : random.int(2, Math.min(4, offered.length));
    const sampled = new Set(random.sample(offered, count));
    const picked = offered.filter((value) => sampled.has(value));
    result = result.flatMap((partial) => picked.map((value) => [...partial, { code: varies.code, value, rank: offered.indexOf(value) / Math.max(1, offered.length - 1) }]));
  }
  if (result.length <= MAX_VARIANTS) return result;
  const keep = new Set(random.sample(result, MAX_VARIANTS));
  return result.filter((combination) => keep.has(combination));
}

/** A short code from a name's initials ("Summit Gypsum" → "SG", "OakHaven" → "OA"). */
function initials(text: string, length: number): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const code = words.map((word) => word[0] ?? '').join('') + (words[0] ?? '').slice(1);
  return code.toUpperCase().slice(0, length);
}
