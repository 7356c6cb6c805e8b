import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/schema';
import { catalogVersion } from '../catalog/catalog-version';
import { categoriesByIds, optionsWithAttributes } from './search.repository';

export type CategoryName = NonNullable<ReturnType<Awaited<ReturnType<typeof categoriesByIds>>['get']>>;
export type OptionName = Awaited<ReturnType<typeof optionsWithAttributes>>[number];

/** Where facets read the names of categories and attribute options. */
export interface FacetNameSource {
  categoriesByIds(ids: readonly string[]): Promise<Map<string, CategoryName>>;
  optionsWithAttributes(ids: readonly string[]): Promise<OptionName[]>;
}

/**
 * Names kept at most, of each kind: every category and option of a large taxonomy (a catalogue
 * of a million offers has a few hundred), with room to spare, and a bound on memory if a
 * catalogue ever held far more (a name is well under a kilobyte).
 */
const MAX_NAMES = 20_000;

/**
 * The names facets show, kept per catalogue version. A common word's facets name most of the
 * taxonomy (44 categories and 265 options for "window" on a catalogue grown through the supplier
 * API), and reading them by id cost 1-4 ms of every cold search, more than matching and ranking
 * in the index. Names change only with catalogue writes, which bump the version, so a version
 * reads each id once and the next version starts afresh. Rows read while the version moved on
 * are used for that answer and not kept.
 */
export function createFacetNames(db: Executor): FacetNameSource {
  let version = -1;
  const categories = new LRUCache<string, CategoryName>({ max: MAX_NAMES });
  const options = new LRUCache<string, OptionName>({ max: MAX_NAMES });

  async function current(): Promise<number> {
    const now = await catalogVersion(db);
    if (now !== version) {
      version = now;
      categories.clear();
      options.clear();
    }
    return now;
  }

  /** The rows of `ids` from `kept`, reading the missing ones with `read`. */
  async function named<T extends object>(ids: readonly string[], kept: LRUCache<string, T>, read: (missing: string[]) => Promise<[string, T][]>): Promise<[string, T][]> {
    const asked = [...new Set(ids)];
    const readAt = await current();
    const missing = asked.filter((id) => !kept.has(id));
    const fresh = new Map(missing.length > 0 ? await read(missing) : []);
    if (readAt === version) for (const [id, row] of fresh) kept.set(id, row);
    return asked.flatMap((id): [string, T][] => {
      const row = fresh.get(id) ?? kept.get(id);
      return row ? [[id, row]] : [];
    });
  }

  return {
    async categoriesByIds(ids) {
      return new Map(await named(ids, categories, async (missing) => [...(await categoriesByIds(db, missing))]));
    },
    async optionsWithAttributes(ids) {
      const rows = await named(ids, options, async (missing) => (await optionsWithAttributes(db, missing)).map((row): [string, OptionName] => [row.id, row]));
      return rows.map(([, row]) => row);
    },
  };
}
