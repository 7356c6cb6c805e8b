import { randomUUID } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type { SubCategory } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import { AppError, notFound, validationError } from '../../lib/app-error';
import { slugify } from '../../lib/slug';
import { nowIso } from '../../lib/time';
import { bumpCatalogVersion } from '../catalog/catalog-version';
import { refreshSearchDocuments } from '../search/search-index.repository';

/*
 * The operator's changes to categories (decision 0111), for the command line and the operator
 * console alike. Each runs in the caller's transaction, takes a name already checked as visible
 * text, and bumps the catalogue version: menus and metadata are cached catalogue answers.
 * Categories go one level deep (spec section 3).
 */

/** Longest slug, as for products. */
const MAX_SLUG_LENGTH = 80;

type CategoryRow = SubCategory & { position: number };

const categoryNotFound = () => notFound('This category does not exist.');
const columns = ['id', 'name', 'slug', 'parent_id', 'position'] as const;

async function findCategory(trx: Executor, id: string): Promise<CategoryRow | undefined> {
  return trx.selectFrom('categories').select(columns).where('id', '=', id).executeTakeFirst();
}

/** A sibling named alike (ignoring case), other than `exceptId`. */
async function siblingNamed(trx: Executor, parentId: string | null, name: string, exceptId?: string) {
  let query = trx
    .selectFrom('categories')
    .select('id')
    .where('parent_id', parentId ? '=' : 'is', parentId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

function nameTaken(name: string, parent: { name: string } | null): AppError {
  const message = `"${name}" already exists ${parent ? `under ${parent.name}` : 'as a top-level category'}.`;
  return new AppError(409, errorCodes.conflict, message, { name: message }, 'A sibling category has this name.');
}

/** The parent a new sub-category names: it must exist and be a top-level category. */
async function topLevelParent(trx: Executor, parentId: string): Promise<CategoryRow> {
  const parent = await findCategory(trx, parentId);
  if (!parent) throw validationError({ parent_id: 'Choose a top-level category.' });
  if (parent.parent_id !== null) throw validationError({ parent_id: `"${parent.name}" is a sub-category; sub-categories go one level deep, under a top-level category.` });
  return parent;
}

/** What a new category is, and under which parent it went. */
export interface CreatedCategory {
  category: SubCategory;
  position: number;
  parent: { id: string; name: string } | null;
}

/**
 * Adds a category, or a sub-category of a top-level one. It goes last among its siblings unless
 * `position` says otherwise. Slugs are unique across the tree: a sub-category whose name another
 * parent already uses gets its parent's slug as a prefix.
 */
export async function createCategory(trx: Executor, input: { name: string; parentId: string | null; position?: number | undefined }): Promise<CreatedCategory> {
  const ownSlug = slugify(input.name, MAX_SLUG_LENGTH);
  if (!ownSlug) throw validationError({ name: 'Use at least one letter or digit.' });
  const parent = input.parentId === null ? null : await topLevelParent(trx, input.parentId);
  if (await siblingNamed(trx, parent?.id ?? null, input.name)) throw nameTaken(input.name, parent);
  const id = randomUUID();
  const slugTaken = async (candidate: string) => (await trx.selectFrom('categories').select('id').where('slug', '=', candidate).executeTakeFirst()) !== undefined;
  let slug = ownSlug;
  if (await slugTaken(slug)) slug = parent ? slugify(`${parent.slug}-${ownSlug}`, MAX_SLUG_LENGTH) : `${ownSlug}-${id.slice(0, 8)}`;
  const last = await trx
    .selectFrom('categories')
    .where('parent_id', parent ? '=' : 'is', parent?.id ?? null)
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  const position = input.position ?? (last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1);
  const category = { id, name: input.name, slug, parent_id: parent?.id ?? null };
  await trx.insertInto('categories').values({ ...category, position, created_at: nowIso() }).execute();
  await bumpCatalogVersion(trx);
  return { category, position, parent: parent && { id: parent.id, name: parent.name } };
}

/**
 * Renames a category. Its slug and place stay, so links keep working; the search documents of
 * its products are rebuilt, since searches find products by their categories' names.
 */
export async function renameCategory(trx: Executor, id: string, name: string): Promise<{ category: SubCategory; previousName: string }> {
  const category = await findCategory(trx, id);
  if (!category) throw categoryNotFound();
  if (!slugify(name, MAX_SLUG_LENGTH)) throw validationError({ name: 'Use at least one letter or digit.' });
  if (await siblingNamed(trx, category.parent_id, name, id)) {
    throw nameTaken(name, category.parent_id === null ? null : ((await findCategory(trx, category.parent_id)) ?? null));
  }
  await trx.updateTable('categories').set({ name }).where('id', '=', id).execute();
  const products = await trx
    .selectFrom('products')
    .select('id')
    .where((eb) => eb.or([eb('category_id', '=', id), eb('sub_category_id', '=', id)]))
    .execute();
  await refreshSearchDocuments(
    trx,
    products.map((product) => product.id),
  );
  await bumpCatalogVersion(trx);
  const { position: _position, ...renamed } = category;
  return { category: { ...renamed, name }, previousName: category.name };
}

/**
 * Deletes a category that no product uses and that has no sub-categories; its product
 * attributes go with it.
 */
export async function deleteCategory(trx: Executor, id: string): Promise<SubCategory> {
  const category = await findCategory(trx, id);
  if (!category) throw categoryNotFound();
  const [child, product] = await Promise.all([
    trx.selectFrom('categories').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst(),
    trx
      .selectFrom('products')
      .select('id')
      .where((eb) => eb.or([eb('category_id', '=', id), eb('sub_category_id', '=', id)]))
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (child) throw new AppError(409, errorCodes.conflict, `${category.name} has sub-categories: delete or move them first.`, undefined, 'The category has sub-categories.');
  if (product) throw new AppError(409, errorCodes.conflict, `Products are in ${category.name}: move them to another category first.`, undefined, 'The category has products.');
  await trx.deleteFrom('categories').where('id', '=', id).execute();
  await bumpCatalogVersion(trx);
  const { position: _position, ...deleted } = category;
  return deleted;
}
