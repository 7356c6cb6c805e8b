import { describe, expect, it } from 'vitest';
import { companyFormSchema, productFormSchema, variantFormSchema } from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('name fields of the supplier forms', () => {
  it('refuse a variant name that turns the text around, as the API does, and keep names in NFC', () => {
    expect(firstMessage(variantFormSchema.safeParse({ name: '4 ft\u202E', sku: 'VB-1', options: {} }))).toBe(
      'Remove the hidden characters that change the direction of the text (such as U+202E).',
    );
    expect(firstMessage(variantFormSchema.safeParse({ name: '\u200B\u200B', sku: 'VB-1', options: {} }))).toBe('Enter the variant name, e.g. 1/2 in, 4 ft x 8 ft.');
    expect(variantFormSchema.parse({ name: 'Cafe\u0301', sku: 'VB-1', options: {} }).name).toBe('Caf\u00e9');
  });

  it('refuse product and company names that show nothing', () => {
    const product = { name: '\u200B', descriptionHtml: '', brandId: 'b', categoryId: 'c', subCategoryId: '', unitOfMeasure: 'roll' };
    expect(firstMessage(productFormSchema.safeParse(product))).toBe('Enter the product name.');
    expect(firstMessage(companyFormSchema.safeParse({ name: '\uFEFF\u2060' }))).toBe('Enter the company name.');
  });
});
