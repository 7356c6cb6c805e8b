import { MAX_CATALOG_NAME_LENGTH, visibleTextSchema } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../lib/app-error';
import { createBrand } from '../modules/brands/brand-writes';
import { createCategory } from '../modules/categories/category-writes';
import { UsageError } from './exit-with-error';

/** Help text of the catalogue commands, appended to the ops usage. */
export const catalogUsage = `  brand-create --name <name>
      Adds a brand suppliers can give their products.

  category-create --name <name> [--parent <name or id>] [--position N]
      Adds a category, or with --parent a sub-category of a top-level one. The position orders
      the category among its siblings (0 first); by default it goes last.`;

interface CatalogCommandContext {
  db: Kysely<Database>;
  print(line: string): void;
}

/** Told apart from the other refusals: a missing name is answered with the usage. */
const MISSING_NAME = 'missing';

/** Brand and category names follow the rules of every name people read: visible, NFC, no direction tricks. */
const catalogNameSchema = visibleTextSchema({ required: MISSING_NAME, max: MAX_CATALOG_NAME_LENGTH });

/** A trimmed name, or a usage error naming the option. */
function parseName(name: string | undefined, command: string): string {
  const parsed = catalogNameSchema.safeParse(name ?? '');
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.message;
    if (problem === MISSING_NAME) throw new UsageError(`${command} needs --name <name>.\n\n${catalogUsage}`);
    throw new UsageError(`--name: ${problem}`);
  }
  return parsed.data;
}

/** The options the write services' field names stand for. */
const optionOfField: Record<string, string> = { name: '--name', parent_id: '--parent', position: '--position' };

/** Runs a catalogue write, telling a refusal as a usage error that names the option. */
async function asCommand<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const [field, message] = Object.entries(error.fields ?? {})[0] ?? [];
    throw new UsageError(field && message ? `${optionOfField[field] ?? field}: ${message}` : error.displayError);
  }
}

/** Adds a brand (PRODUCT.md "Operator"). */
export async function brandCreateCommand(ctx: CatalogCommandContext, options: { name?: string }): Promise<void> {
  const name = parseName(options.name, 'brand-create');
  const brand = await asCommand(() => ctx.db.transaction().execute((trx) => createBrand(trx, name)));
  ctx.print(`Added the brand ${brand.name} (id ${brand.id}).`);
}

/** The id of a category given by id or by (case-insensitive) top-level name. */
async function resolveParent(db: Kysely<Database>, nameOrId: string): Promise<string> {
  const byId = await db.selectFrom('categories').select('id').where('id', '=', nameOrId).executeTakeFirst();
  const parent =
    byId ??
    (await db
      .selectFrom('categories')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', nameOrId.trim().toLowerCase()))
      .where('parent_id', 'is', null)
      .executeTakeFirst());
  if (!parent) throw new UsageError(`No top-level category named or with id "${nameOrId}".`);
  return parent.id;
}

function parsePosition(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const position = Number(value);
  if (!Number.isInteger(position) || position < 0 || position > 10_000) throw new UsageError('--position must be a whole number from 0 to 10000.');
  return position;
}

/** Adds a category or a sub-category (PRODUCT.md "Operator"). */
export async function categoryCreateCommand(ctx: CatalogCommandContext, options: { name?: string; parent?: string; position?: string }): Promise<void> {
  const name = parseName(options.name, 'category-create');
  const position = parsePosition(options.position);
  const parentId = options.parent === undefined ? null : await resolveParent(ctx.db, options.parent);
  const created = await asCommand(() => ctx.db.transaction().execute((trx) => createCategory(trx, { name, parentId, position })));
  const where = created.parent ? `under ${created.parent.name}` : 'as a top-level category';
  ctx.print(`Added ${name} ${where} at position ${created.position} (id ${created.category.id}).`);
}
