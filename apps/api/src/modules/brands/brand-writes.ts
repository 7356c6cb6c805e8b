import { randomUUID } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type { Brand } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import { AppError, notFound, validationError } from '../../lib/app-error';
import { slugify } from '../../lib/slug';
import { nowIso } from '../../lib/time';
import { bumpCatalogVersion } from '../catalog/catalog-version';
import { refreshSearchDocuments } from '../search/search-index.repository';

/*
 * The operator's changes to brands (decision 0111), for the command line and the operator
 * console alike. Each runs in the caller's transaction, takes a name already checked as visible
 * text, and bumps the catalogue version: brand lists and menus are cached catalogue answers.
 */

/** Longest slug, as for products. */
const MAX_SLUG_LENGTH = 80;

const brandNotFound = () => notFound('This brand does not exist.');
const brandExists = (name: string) =>
  new AppError(409, errorCodes.conflict, `The brand "${name}" already exists.`, { name: `The brand "${name}" already exists.` }, 'A brand with this name exists.');

/** The slug of a brand name; a name without a letter or digit has none and is refused. */
function slugOf(name: string): string {
  const slug = slugify(name, MAX_SLUG_LENGTH);
  if (!slug) throw validationError({ name: 'Use at least one letter or digit.' });
  return slug;
}

/** Another brand named alike: the same slug, or the same name ignoring case. */
async function namesake(trx: Executor, name: string, slug: string, exceptId?: string) {
  let query = trx
    .selectFrom('brands')
    .select(['id', 'name'])
    .where((eb) => eb.or([eb('slug', '=', slug), eb(eb.fn('lower', ['name']), '=', name.toLowerCase())]));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** Adds a brand. */
export async function createBrand(trx: Executor, name: string): Promise<Brand> {
  const slug = slugOf(name);
  const existing = await namesake(trx, name, slug);
  if (existing) throw brandExists(existing.name);
  const brand = { id: randomUUID(), name, slug };
  await trx.insertInto('brands').values({ ...brand, created_at: nowIso() }).execute();
  await bumpCatalogVersion(trx);
  return brand;
}

/**
 * Renames a brand. Its slug stays, so links to the brand keep working; the search documents of
 * its products are rebuilt, since searches find products by their brand's name.
 */
export async function renameBrand(trx: Executor, id: string, name: string): Promise<{ brand: Brand; previousName: string }> {
  const brand = await trx.selectFrom('brands').select(['id', 'name', 'slug']).where('id', '=', id).executeTakeFirst();
  if (!brand) throw brandNotFound();
  const existing = await namesake(trx, name, slugOf(name), id);
  if (existing) throw brandExists(existing.name);
  await trx.updateTable('brands').set({ name }).where('id', '=', id).execute();
  const products = await trx.selectFrom('products').select('id').where('brand_id', '=', id).execute();
  await refreshSearchDocuments(
    trx,
    products.map((product) => product.id),
  );
  await bumpCatalogVersion(trx);
  return { brand: { ...brand, name }, previousName: brand.name };
}

/** Deletes a brand no product has: a product's brand is required, so a used one cannot go. */
export async function deleteBrand(trx: Executor, id: string): Promise<Brand> {
  const brand = await trx.selectFrom('brands').select(['id', 'name', 'slug']).where('id', '=', id).executeTakeFirst();
  if (!brand) throw brandNotFound();
  const used = await trx.selectFrom('products').select('id').where('brand_id', '=', id).limit(1).executeTakeFirst();
  if (used) throw new AppError(409, errorCodes.conflict, `Products of ${brand.name} are in the catalogue: give them another brand first.`, undefined, 'The brand has products.');
  await trx.deleteFrom('brands').where('id', '=', id).execute();
  await bumpCatalogVersion(trx);
  return brand;
}
