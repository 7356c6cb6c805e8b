import { randomUUID } from 'node:crypto';
import { visibleTextSchema } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { CategoriesTable } from '../db/catalog-schema';
import type { Database } from '../db/schema';
import { slugify } from '../lib/slug';
import { nowIso } from '../lib/time';
import { bumpCatalogVersion } from '../modules/catalog/catalog-version';
import { UsageError } from './exit-with-error';

/** Help text of the catalogue commands, appended to the ops usage. */
export const catalogUsage = `  brand-create --name <name>
      Adds a brand suppliers can give their products.

  category-create --name <name> [--parent <name or id>] [--position N]
      Adds a category, or with --parent a sub-category of a top-level one. The position orders
      the category among its siblings (0 first); by default it goes last.`;

/** Longest brand or category name: they show in menus and filters. */
const MAX_NAME_LENGTH = 100;
/** Longest slug, as for products. */
const MAX_SLUG_LENGTH = 80;

interface CatalogCommandContext {
  db: Kysely<Database>;
  print(line: string): void;
}

/** Told apart from the other refusals: a missing name is answered with the usage. */
const MISSING_NAME = 'missing';

/** Brand and category names follow the rules of every name people read: visible, NFC, no direction tricks. */
const catalogNameSchema = visibleTextSchema({ required: MISSING_NAME, max: MAX_NAME_LENGTH });

/** A trimmed name and its slug, or a usage error naming the option. */
function nameAndSlug(name: string | undefined, command: string): { name: string; slug: string } {
  const parsed = catalogNameSchema.safeParse(name ?? '');
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.message;
    if (problem === MISSING_NAME) throw new UsageError(`${command} needs --name <name>.\n\n${catalogUsage}`);
    throw new UsageError(`--name: ${problem}`);
  }
  const slug = slugify(parsed.data, MAX_SLUG_LENGTH);
  if (!slug) throw new UsageError('--name needs at least one letter or digit.');
  return { name: parsed.data, slug };
}

/** Adds a brand (PRODUCT.md "Operator"). */
export async function brandCreateCommand(ctx: CatalogCommandContext, options: { name?: string }): Promise<void> {
  const { name, slug } = nameAndSlug(options.name, 'brand-create');
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('brands').select(['id', 'name']).where('slug', '=', slug).executeTakeFirst();
    if (existing) throw new UsageError(`The brand "${existing.name}" already exists (id ${existing.id}).`);
    await trx.insertInto('brands').values({ id, name, slug, created_at: nowIso() }).execute();
    // Brand lists are cached catalogue answers.
    await bumpCatalogVersion(trx);
  });
  ctx.print(`Added the brand ${name} (id ${id}).`);
}

/** A top-level category given by id or (case-insensitive) name. */
async function resolveParent(db: Kysely<Database>, nameOrId: string): Promise<Pick<CategoriesTable, 'id' | 'name' | 'slug' | 'parent_id'>> {
  const columns = ['id', 'name', 'slug', 'parent_id'] as const;
  const byId = await db.selectFrom('categories').select(columns).where('id', '=', nameOrId).executeTakeFirst();
  const parent =
    byId ??
    (await db
      .selectFrom('categories')
      .select(columns)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', nameOrId.trim().toLowerCase()))
      .where('parent_id', 'is', null)
      .executeTakeFirst());
  if (!parent) throw new UsageError(`No top-level category named or with id "${nameOrId}".`);
  if (parent.parent_id !== null) throw new UsageError(`"${parent.name}" is a sub-category; sub-categories go one level deep, under a top-level category.`);
  return parent;
}

function parsePosition(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const position = Number(value);
  if (!Number.isInteger(position) || position < 0 || position > 10_000) throw new UsageError('--position must be a whole number from 0 to 10000.');
  return position;
}

/** Adds a category or a sub-category (PRODUCT.md "Operator"). */
export async function categoryCreateCommand(ctx: CatalogCommandContext, options: { name?: string; parent?: string; position?: string }): Promise<void> {
  const { name, slug: ownSlug } = nameAndSlug(options.name, 'category-create');
  const requestedPosition = parsePosition(options.position);
  const id = randomUUID();
  const created = await ctx.db.transaction().execute(async (trx) => {
    const parent = options.parent === undefined ? null : await resolveParent(trx, options.parent);
    const siblings = trx.selectFrom('categories').where('parent_id', parent ? '=' : 'is', parent?.id ?? null);
    const sameName = await siblings.select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase())).executeTakeFirst();
    if (sameName) throw new UsageError(`"${name}" already exists ${parent ? `under ${parent.name}` : 'as a top-level category'} (id ${sameName.id}).`);
    // Slugs are unique across the tree; a sub-category's name may repeat under another parent.
    const slugTaken = async (candidate: string) => (await trx.selectFrom('categories').select('id').where('slug', '=', candidate).executeTakeFirst()) !== undefined;
    let slug = ownSlug;
    if (await slugTaken(slug)) slug = parent ? slugify(`${parent.slug}-${ownSlug}`, MAX_SLUG_LENGTH) : `${ownSlug}-${id.slice(0, 8)}`;
    const last = await siblings.select((eb) => eb.fn.max('position').as('position')).executeTakeFirst();
    const position = requestedPosition ?? (last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1);
    await trx.insertInto('categories').values({ id, name, slug, parent_id: parent?.id ?? null, position, created_at: nowIso() }).execute();
    // Category menus and metadata are cached catalogue answers.
    await bumpCatalogVersion(trx);
    return { parent, position };
  });
  const where = created.parent ? `under ${created.parent.name}` : 'as a top-level category';
  ctx.print(`Added ${name} ${where} at position ${created.position} (id ${id}).`);
}
