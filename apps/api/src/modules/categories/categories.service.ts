import type { Category, CategoryListQuery } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { Page } from '../catalog/page';
import { findCategory, listCategories, subCategoriesOf } from './categories.repository';

/** Reading categories and their sub-categories. */
export interface CategoriesService {
  list(query: CategoryListQuery): Promise<Page<Category>>;
  get(id: string, options: { fetchSubCategories: boolean }): Promise<Category>;
}

/** Creates the categories service. */
export function createCategoriesService({ db }: { db: Kysely<Database> }): CategoriesService {
  return {
    async list({ parent_id: parentId, fetch_sub_categories: fetchSubs, limit, offset }) {
      const page = await listCategories(db, { parentId, limit, offset });
      if (!fetchSubs) return page;
      // One query for the sub-categories of the whole page, not one per category.
      const subs = await subCategoriesOf(db, page.results.map((category) => category.id));
      return { count: page.count, results: page.results.map((category) => ({ ...category, sub_categories: subs.get(category.id) ?? [] })) };
    },

    async get(id, { fetchSubCategories }) {
      const category = await findCategory(db, id);
      if (!category) throw notFound('This category does not exist.');
      if (!fetchSubCategories) return category;
      const subs = await subCategoriesOf(db, [category.id]);
      return { ...category, sub_categories: subs.get(category.id) ?? [] };
    },
  };
}
