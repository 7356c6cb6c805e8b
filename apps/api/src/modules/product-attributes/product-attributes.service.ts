import type { ProductAttributeListQuery, ProductAttribute } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Page } from '../catalog/page';
import { attributeCategoryIds, listAttributes, withOptions } from './product-attributes.repository';

/** Reading product attributes (the filters of a category). */
export interface ProductAttributesService {
  list(query: ProductAttributeListQuery): Promise<Page<ProductAttribute>>;
}

/** Creates the product attributes service. */
export function createProductAttributesService({ db }: { db: Kysely<Database> }): ProductAttributesService {
  return {
    async list({ category_id: categoryId, query, fetch_options: fetchOptions, limit, offset }) {
      const categoryIds = categoryId ? await attributeCategoryIds(db, [categoryId]) : undefined;
      const page = await listAttributes(db, { categoryIds, query, limit, offset });
      if (!fetchOptions) return page;
      return { count: page.count, results: await withOptions(db, page.results) };
    },
  };
}
