import { productListResponseSchema, productSearchResponseSchema } from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler } from './fast-serializer';

const compile = (schema: z.ZodType) => fastSerializerCompiler({ schema, method: 'GET', url: '/' });

const product = {
  id: 'p',
  name: 'Stud "Premium"',
  slug: 's',
  unit_of_measure: 'piece',
  brand: { id: 'b', name: 'Brand', slug: 'brand', internal: 'dropped' },
  category: { id: 'c', name: 'Lumber', slug: 'lumber' },
  sub_category: null,
  variant_count: 2,
  image: null,
  created_at: '2026-01-01T00:00:00.000Z',
  secret: 'dropped',
};

describe('fastSerializerCompiler', () => {
  it('writes exactly what zod’s encoding would, nulls and nested objects included', () => {
    const serialize = compile(productListResponseSchema);
    const withImage = { ...product, sub_category: { id: 's', name: 'Studs', slug: 'studs' }, image: { id: 'i', position: 0, url: '/media/a.png', thumbnail_url: '/media/a-thumb.png', width: 480, height: 480 } };
    for (const data of [{ count: 1, results: [product] }, { count: 2, results: [product, withImage] }]) {
      expect(serialize(data)).toBe(JSON.stringify(z.encode(productListResponseSchema, data)));
    }
    expect(serialize({ count: 1, results: [product] })).not.toContain('dropped');
  });

  it('leaves optional parts out when absent', () => {
    const serialize = compile(productSearchResponseSchema);
    expect(JSON.parse(serialize({ count: 0, search: 'x', corrected_search: null, results: [] }))).toEqual({ count: 0, search: 'x', corrected_search: null, results: [] });
  });
});
