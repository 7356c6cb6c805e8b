import type {
  ProductAvailabilitySearchInput,
  ProductAvailabilitySearchResponse,
  ProductSearchInput,
  ProductSearchResponse,
  SearchFacets,
  SearchResult,
} from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { validationError } from '../../lib/app-error';
import { createByteBudgetCache } from '../../lib/byte-budget-cache';
import { objectBytes } from '../../lib/memory-size';
import { MINUTE_MS } from '../../lib/time';
import type { Auth } from '../../plugins/sessions';
import { availabilityOf } from '../availability/availability-rules';
import { loadProjectDelivery } from '../availability/project-delivery';
import { catalogVersion } from '../catalog/catalog-version';
import { imagesByVariant } from '../catalog/variant-images.repository';
import type { SearchIndexHolder } from './index/search-index-holder';
import type { MemorySearchIndex } from './index/memory-search-index';
import { resolveMatch } from './resolve-match';
import { createFacetNames } from './facet-names';
import { buildFacets } from './search-facets';
import { toSearchResult } from './search-result';
import { loadSearchResults } from './search-results.repository';
import { queryWords, replaceWords } from './search-text';
import { facetCounts, searchCount, searchPage } from './search.repository';
import type { SearchFilters } from './search.repository';
import type { MatchWords } from './search-match';

/** Full-text search of the offers, optionally with availability for a project. */
export interface SearchService {
  search(input: ProductSearchInput, options?: AnswerOptions): Promise<ProductSearchResponse>;
  searchForProject(input: ProductAvailabilitySearchInput, auth: Auth, options?: AnswerOptions): Promise<ProductAvailabilitySearchResponse>;
  /** Bytes the cached answers keep alive (at most `cacheBytes`). */
  cachedBytes(): number;
}

/** How an answer may be served. */
export interface AnswerOptions {
  /** Computed now, not read from the answer cache (the client sent Cache-Control: no-cache). */
  fresh?: boolean;
}

/** Dependencies of {@link createSearchService}. */
export interface SearchServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Fixes "today" in tests. */
  now?: () => Date;
  /** Most bytes the cached answers may keep alive. */
  cacheBytes: number;
  /** The in-memory index; without it, or until it is built, every search asks the database. */
  index?: SearchIndexHolder | undefined;
}

/** What availability needs of a result's offer. */
interface ResultStock {
  company_id: string;
  stock_on_hand: number;
  minimum_order_quantity: number;
  lead_time_days: number;
}

/**
 * The caller-independent part of an answer: which offers match, in what order, how many, the
 * facets, and the page's rows. Cached under the catalogue version, which every catalogue write
 * (names, prices, stock, offers) bumps; availability is added per request, for its project.
 */
interface SearchAnswer {
  search: string;
  corrected: string | null;
  count: number;
  facets: SearchFacets | undefined;
  results: { result: SearchResult; stock: ResultStock }[];
}

/** Which suppliers' offers a search keeps, and whose it ranks first. */
interface SupplierScope {
  only?: string[];
  preferred?: string[];
}

/** How long a cached answer may be reused when nothing bumped the catalogue version. */
const CACHE_TTL_MS = 5 * MINUTE_MS;

/** Memory the cached totals and facets may take, roughly. */
const FACETS_CACHE_MAX_BYTES = 4 * 1024 * 1024;

/** The total of a search and its facet counts. */
interface CountedFacets {
  count: number;
  facets: SearchFacets;
}

/** Creates the search service. */
export function createSearchService({ db, dialect, now = () => new Date(), cacheBytes, index: indexHolder }: SearchServiceDeps): SearchService {
  // Measured once per computed answer, which has just cost far more than this.
  const cache = createByteBudgetCache<SearchAnswer>({ maxBytes: cacheBytes, bytesOf: objectBytes, ttlMs: CACHE_TTL_MS, name: 'search_answers' });

  // The total and facets of a search are the same on every page of it: paging through the
  // results (each page asks for facets) counts the matches once per catalogue version.
  const facetsCache = createByteBudgetCache<CountedFacets>({ maxBytes: FACETS_CACHE_MAX_BYTES, bytesOf: objectBytes, ttlMs: CACHE_TTL_MS, name: 'search_facets' });

  // Names of categories and options, for facets and facet filters: kept per catalogue version.
  const names = createFacetNames(db);

  /** Attribute options grouped by attribute; an unknown option is a 400 on `facets`. */
  async function facetGroups(optionIds: readonly string[]): Promise<string[][]> {
    if (optionIds.length === 0) return [];
    const options = await names.optionsWithAttributes(optionIds);
    if (options.length !== new Set(optionIds).size) throw validationError({ facets: 'One of the filters no longer exists. Clear the filters and try again.' });
    const groups = new Map<string, string[]>();
    for (const option of options) groups.set(option.attribute_id, [...(groups.get(option.attribute_id) ?? []), option.id]);
    // Sorted, so equal filters given in another order share a cache entry and an SQL shape.
    return [...groups.values()].map((group) => group.sort()).sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
  }

  async function compute(words: string[], input: ProductSearchInput, suppliers: SupplierScope, facetsKey: string, fresh: boolean): Promise<SearchAnswer> {
    const index = await indexHolder?.current();
    const [resolved, optionGroups] = await Promise.all([resolveMatch(db, dialect, words, index), facetGroups(input.facets)]);
    const filters: SearchFilters = {
      categoryId: input.category_id,
      subCategoryId: input.sub_category_id,
      brandId: input.brand_id,
      optionGroups,
      supplierIds: suppliers.only,
      preferredSupplierIds: suppliers.preferred,
    };
    const corrected = resolved.corrections.size > 0 ? replaceWords(input.search, resolved.corrections) : null;
    const search = corrected ?? input.search.trim();
    if (suppliers.only?.length === 0) {
      return { search, corrected, count: 0, results: [], facets: input.fetch_facets ? { categories: [], attributes: [] } : undefined };
    }
    const { match } = resolved;
    if (index) return computeFromIndex(index, match, filters, input, { search, corrected }, facetsKey, fresh);
    if (!input.fetch_facets) {
      const page = await searchPage(db, dialect, match, filters, { limit: input.limit, offset: input.offset, withTotal: true });
      const count = page.total ?? (await searchCount(db, dialect, match, filters));
      return { search, corrected, count, results: await results(page.ids), facets: undefined };
    }
    const known = fresh ? undefined : facetsCache.get(facetsKey);
    const [{ ids }, counted] = await Promise.all([
      searchPage(db, dialect, match, filters, { limit: input.limit, offset: input.offset, withTotal: false }),
      known ?? countWithFacets(match, filters),
    ]);
    if (!known) facetsCache.set(facetsKey, counted);
    return { search, corrected, count: counted.count, results: await results(ids), facets: counted.facets };
  }

  /**
   * The same answer from the in-memory index: matching, ranking, counting and facets there; the
   * database only names the facets and loads the page's rows.
   */
  async function computeFromIndex(
    index: MemorySearchIndex,
    match: MatchWords,
    filters: SearchFilters,
    input: ProductSearchInput,
    text: { search: string; corrected: string | null },
    facetsKey: string,
    fresh: boolean,
  ): Promise<SearchAnswer> {
    const known = fresh || !input.fetch_facets ? undefined : facetsCache.get(facetsKey);
    const found = index.search(match, filters, { limit: input.limit, offset: input.offset, facets: input.fetch_facets && !known });
    if (!input.fetch_facets) return { ...text, count: found.count, results: await results(found.ids), facets: undefined };
    // Together, and awaited together: were one to fail, the other's failure must not go unhandled.
    const [rows, counted] = await Promise.all([
      results(found.ids),
      known ?? buildFacets(names, found.categories, found.options).then((facets) => ({ count: found.count, facets })),
    ]);
    if (!known) facetsCache.set(facetsKey, counted);
    return { ...text, count: counted.count, results: rows, facets: counted.facets };
  }

  /** The total and the facets of a search: the category counts add up to the total, so no separate count query. */
  async function countWithFacets(match: MatchWords, filters: SearchFilters): Promise<CountedFacets> {
    const counts = await facetCounts(db, dialect, match, filters);
    const categories = counts.flatMap((row) => (row.kind === 'c' ? [{ categoryId: row.id, subCategoryId: row.subId, count: row.count }] : []));
    const options = counts.flatMap((row) => (row.kind === 'o' ? [{ optionId: row.id, count: row.count }] : []));
    return { count: categories.reduce((sum, row) => sum + row.count, 0), facets: await buildFacets(names, categories, options) };
  }

  async function answer(input: ProductSearchInput, suppliers: SupplierScope, { fresh = false }: AnswerOptions): Promise<SearchAnswer> {
    const words = queryWords(input.search);
    // Only filler words ("the"): nothing to match.
    if (words.length === 0) return { search: input.search.trim(), corrected: null, count: 0, results: [], facets: input.fetch_facets ? { categories: [], attributes: [] } : undefined };
    // What the total and the facets depend on: not the page.
    const scope = [
      await catalogVersion(db),
      // The text as typed, not just its words: the answer repeats it (`search`).
      input.search.trim(),
      input.category_id ?? null,
      input.sub_category_id ?? null,
      input.brand_id ?? null,
      [...new Set(input.facets)].sort(),
      suppliers.only ?? null,
      suppliers.preferred ?? null,
    ];
    const key = JSON.stringify([...scope, input.limit, input.offset, input.fetch_facets]);
    const cached = fresh ? undefined : cache.get(key);
    if (cached) return cached;
    const computed = await compute(words, input, suppliers, JSON.stringify(scope), fresh);
    cache.set(key, computed);
    return computed;
  }

  async function results(ids: readonly string[]): Promise<SearchAnswer['results']> {
    const rows = await loadSearchResults(db, ids);
    const images = await imagesByVariant(db, rows.map((row) => row.variant_id), true);
    return rows.map((row) => {
      const result = toSearchResult(row, images.get(row.variant_id)?.[0] ?? null);
      const stock: ResultStock = {
        company_id: row.company_id,
        stock_on_hand: row.stock_on_hand,
        minimum_order_quantity: row.minimum_order_quantity,
        lead_time_days: row.lead_time_days,
      };
      return { result, stock };
    });
  }

  function envelope(found: SearchAnswer) {
    return {
      count: found.count,
      search: found.search,
      corrected_search: found.corrected,
      ...(found.facets ? { facets: found.facets } : {}),
    };
  }

  return {
    async search(input, options = {}) {
      const found = await answer(input, {}, options);
      return { ...envelope(found), results: found.results.map(({ result }) => result) };
    },

    async searchForProject(input, auth, options = {}) {
      const delivery = await loadProjectDelivery(db, input.project_id, auth.user.company_id);
      // Offers that reach the jobsite come first; with deliverable_only they are the only ones.
      const serving = [...delivery.servingSuppliers].sort();
      const found = await answer(input, input.deliverable_only ? { only: serving } : { preferred: serving }, options);
      const today = now();
      return {
        ...envelope(found),
        project: delivery.project,
        results: found.results.map(({ result, stock }) => ({ ...result, availability: availabilityOf(stock, delivery.servingSuppliers, today) })),
      };
    },

    cachedBytes: () => cache.calculatedSize,
  };
}
