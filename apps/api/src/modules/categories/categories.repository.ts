import type { SubCategory } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import type { Page } from '../catalog/page';
import { toCount } from '../catalog/page';

const columns = ['id', 'name', 'slug', 'parent_id'] as const;

/** Top-level categories, or the sub-categories of `parentId`, in navigation order. */
export async function listCategories(
  db: Executor,
  { parentId, limit, offset }: { parentId: string | undefined; limit: number; offset: number },
): Promise<Page<SubCategory>> {
  const base = db.selectFrom('categories').where('parent_id', parentId ? '=' : 'is', parentId ?? null);
  const [rows, total] = await Promise.all([
    base.select(columns).orderBy('position').orderBy('name').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
  ]);
  return { count: toCount(total?.count), results: rows };
}

/** One category or sub-category. */
export async function findCategory(db: Executor, id: string): Promise<SubCategory | undefined> {
  return db.selectFrom('categories').select(columns).where('id', '=', id).executeTakeFirst();
}

/** The sub-categories of these categories, in navigation order, per parent. */
export async function subCategoriesOf(db: Executor, parentIds: readonly string[]): Promise<Map<string, SubCategory[]>> {
  const byParent = new Map<string, SubCategory[]>();
  if (parentIds.length === 0) return byParent;
  const rows = await db.selectFrom('categories').select(columns).where('parent_id', 'in', [...parentIds]).orderBy('position').orderBy('name').execute();
  for (const row of rows) {
    const parent = row.parent_id ?? '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  return byParent;
}

/** Every category and sub-category, in navigation order (the metadata call). */
export async function allCategories(db: Executor): Promise<SubCategory[]> {
  return db.selectFrom('categories').select(columns).orderBy('position').orderBy('name').execute();
}
