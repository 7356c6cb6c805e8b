import type { Random } from './random';
import type { SubCategorySpec } from './taxonomy-types';

/** What a product description is made from. */
export interface DescriptionInput {
  brand: string;
  name: string;
  sub: SubCategorySpec;
  unit: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A short HTML description: one sentence on what the product is for, then three of its
 * sub-category's selling points. Only <p>, <ul>, <li> and <strong>: what the rich-text
 * sanitizer keeps.
 */
export function describeProduct(random: Random, { brand, name, sub, unit }: DescriptionInput): string {
  const features = random.sample(sub.features, 3).map((feature) => `<li>${escapeHtml(feature)}</li>`).join('');
  return (
    `<p><strong>${escapeHtml(brand)} ${escapeHtml(name)}</strong> for ${escapeHtml(sub.use)}. Sold by the ${escapeHtml(unit)}.</p>` +
    `<ul>${features}</ul>`
  );
}
