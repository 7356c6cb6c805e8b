import type { Brand, BrandListQuery } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import type { Page } from '../catalog/page';
import { toCount } from '../catalog/page';
import { containsText } from '../catalog/text-filter';

/** Brands by name, optionally those whose name contains `query`. */
export async function listBrands(db: Executor, { query, limit, offset }: BrandListQuery): Promise<Page<Brand>> {
  let base = db.selectFrom('brands');
  if (query) base = base.where(containsText('brands.name', query));
  const [rows, total] = await Promise.all([
    base.select(['id', 'name', 'slug']).orderBy('name').orderBy('id').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
  ]);
  return { count: toCount(total?.count), results: rows };
}

/** One brand. */
export async function findBrand(db: Executor, id: string): Promise<Brand | undefined> {
  return db.selectFrom('brands').select(['id', 'name', 'slug']).where('id', '=', id).executeTakeFirst();
}
