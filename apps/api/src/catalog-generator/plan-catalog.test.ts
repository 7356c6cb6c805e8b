import { describe, expect, it } from 'vitest';
import type { GeneratorSupplier } from './generator-types';
import { planCatalog, planCatalogBatches } from './plan-catalog';
import { catalogTaxonomy } from './taxonomy/index';

const suppliers: GeneratorSupplier[] = [
  { id: 'northwind', specialties: ['lumber-composites', 'drywall'], priceFactor: 1, reach: 0.8 },
  { id: 'granite', specialties: [], priceFactor: 0.95, reach: 0.5 },
  { id: 'cascade', specialties: [], priceFactor: 1.05, reach: 0.3 },
];

describe('planCatalog', () => {
  it('is deterministic for a seed and differs for another', () => {
    const first = planCatalog({ seed: 42, products: 50, suppliers });
    expect(planCatalog({ seed: 42, products: 50, suppliers })).toEqual(first);
    expect(planCatalog({ seed: 43, products: 50, suppliers }).products[0]?.id).not.toBe(first.products[0]?.id);
  });

  it('gives the same rows whatever the batch size', () => {
    const whole = planCatalog({ seed: 5, psvs: 700, suppliers });
    const batches = [...planCatalogBatches({ seed: 5, psvs: 700, suppliers }, 13)];
    expect(batches.length).toBeGreaterThan(3);
    expect(batches.flatMap((batch) => batch.psvs)).toEqual(whole.psvs);
    expect(batches.slice(1).every((batch) => batch.brands.length === 0)).toBe(true);
  });

  it('makes exactly the PSVs asked for, and only consistent rows', () => {
    const plan = planCatalog({ seed: 1, psvs: 1000, suppliers });
    expect(plan.psvs).toHaveLength(1000);
    const variants = new Set(plan.variants.map((variant) => variant.id));
    const products = new Set(plan.products.map((product) => product.id));
    const options = new Map(plan.options.map((option) => [option.id, option.attribute_id]));
    expect(plan.psvs.every((psv) => variants.has(psv.variant_id) && products.has(psv.product_id))).toBe(true);
    expect(plan.attributeValues.every((value) => options.get(value.option_id) === value.attribute_id)).toBe(true);
    expect(new Set(plan.variants.map((variant) => variant.sku)).size).toBe(plan.variants.length);
    expect(new Set(plan.products.map((product) => product.slug)).size).toBe(plan.products.length);
    const psvIds = new Set(plan.psvs.map((psv) => psv.id));
    expect(plan.pricingTiers.every((tier) => psvIds.has(tier.psv_id))).toBe(true);
    const sellers = new Set(plan.psvs.map((psv) => `${psv.product_id}|${psv.company_id}`));
    expect(new Set(plan.productSuppliers.map((row) => `${row.product_id}|${row.company_id}`))).toEqual(sellers);
  });

  it('covers every category, prices in whole cents, realistic offers', () => {
    const plan = planCatalog({ seed: 9, products: 150, suppliers });
    const categories = new Set(plan.products.map((product) => product.category_id));
    expect(categories.size).toBe(catalogTaxonomy.length);
    expect(plan.psvs.every((psv) => Number.isInteger(psv.price_cents) && psv.price_cents > 0 && psv.currency === 'USD')).toBe(true);
    expect(new Set(plan.psvs.map((psv) => psv.company_id))).toEqual(new Set(['northwind', 'granite', 'cascade']));
    expect(plan.psvs.some((psv) => psv.stock_on_hand === 0)).toBe(true);
    expect(plan.psvs.some((psv) => psv.minimum_order_quantity > 1)).toBe(true);
    expect(plan.images.every((image) => image.path.startsWith('catalog/') && image.thumbnail_path.endsWith('-thumb.png'))).toBe(true);
    expect(plan.products[0]?.description_html).toMatch(/^<p><strong>.+<\/strong> for .+<\/p><ul>(<li>[^<]+<\/li>){3}<\/ul>$/);
  });

  it('namespaces slugs and SKUs so two runs can share a database', () => {
    const plan = planCatalog({ seed: 2, products: 5, suppliers, namespace: 'Run 2' });
    expect(plan.variants.every((variant) => variant.sku.startsWith('RUN-2-'))).toBe(true);
    expect(plan.products.every((product) => product.slug.endsWith('-run-2'))).toBe(true);
  });

  it('refuses to run without suppliers', () => {
    expect(() => planCatalog({ seed: 1, products: 1, suppliers: [] })).toThrow(/at least one supplier/);
  });
});
