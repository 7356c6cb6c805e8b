import { isPrefix } from '../search-match';
import type { MatchWords } from '../search-match';
import { GrowableArray, Interner } from './growable-array';
import { selectPage } from './select-page';
import type { SearchFilters } from '../search.repository';

/** One search document as the index takes it: the database's document, attribute options and active offers. */
export interface IndexedDocument {
  variantId: string;
  categoryId: string;
  subCategoryId: string | null;
  brandId: string;
  /** The five term columns (name, variant, brand, category, SKU), words separated by spaces. */
  columns: readonly [string, string, string, string, string];
  optionIds: readonly string[];
  offers: readonly IndexedOffer[];
}

/** An active offer of a document's variant. */
export interface IndexedOffer {
  id: string;
  companyId: string;
  priceCents: number;
}


/** The answer of {@link MemorySearchIndex.search}. */
export interface IndexSearchResult {
  /** Offer ids of the page, in order. */
  ids: string[];
  /** Matching offers in all. */
  count: number;
  /** Matching offers per category and sub-category (add up to `count`); only when asked. */
  categories: { categoryId: string; subCategoryId: string | null; count: number }[];
  /** Matching offers per attribute option of their variant; only when asked. */
  options: { optionId: string; count: number }[];
}

/** Column weights of the ranking, as the SQL path's bm25: name, variant, brand, category, SKU. */
const COLUMN_WEIGHTS = [10, 4, 2, 1, 8] as const;
/** BM25 parameters, FTS5's. */
const K1 = 1.2;
const B = 0.75;
/** Per-query marks are numbered in steps of this (more than the most words a search has). */
const MARK_STEP = 16;

/**
 * The catalogue's search index held in the API process: matching, ranking, counting and facets
 * of a search as loops over typed arrays, so a search costs microseconds per matching offer
 * instead of the database decoding, joining and grouping every match (decision 0120).
 *
 * Documents are numbered in the order they are added and never renumbered: a changed document
 * is marked dead and added again under a new number, so every posting list, appended to in
 * document order, stays sorted. Per-document data (category, brand, attribute options, offers)
 * lives in parallel arrays and CSR layouts (`start[doc]..start[doc + 1]`).
 */
export class MemorySearchIndex {
  private readonly terms = new Interner();
  /** Term ids sorted by their text, for prefix ranges; rebuilt after new terms arrive. */
  private sortedTerms: Int32Array = new Int32Array(0);
  private sortedTermsCount = 0;
  private readonly postingDocs: GrowableArray<Int32Array>[] = [];
  /** Weighted term frequency of each posting: the sum of the column weights of its occurrences. */
  private readonly postingWeights: GrowableArray<Uint16Array>[] = [];

  private readonly variants: string[] = [];
  private readonly docByVariant = new Map<string, number>();
  private readonly dead = new GrowableArray(Uint8Array);
  /** A hash of what a document is found and filtered by (all but its offers): see {@link upsert}. */
  private readonly docSignature = new GrowableArray(Float64Array);
  private readonly docLength = new GrowableArray(Uint16Array);
  private readonly docCategory = new GrowableArray(Int32Array);
  /** The (category, sub-category) pair, numbered: what the category facet counts. */
  private readonly docCategoryPair = new GrowableArray(Int32Array);
  private readonly docSubCategory = new GrowableArray(Int32Array);
  private readonly docBrand = new GrowableArray(Int32Array);
  private readonly optionStart = new GrowableArray(Int32Array);
  private readonly optionList = new GrowableArray(Int32Array);
  private readonly offerStart = new GrowableArray(Int32Array);
  private readonly offerCompany = new GrowableArray(Int32Array);
  private readonly offerPrice = new GrowableArray(Float64Array);
  private readonly offerIds: string[] = [];
  /** The document of each offer (for its relevance when ordering). */
  private readonly offerDoc = new GrowableArray(Int32Array);

  private readonly categories = new Interner();
  private readonly categoryPairs = new Interner();
  private readonly pairCategory: number[] = [];
  private readonly pairSubCategory: number[] = [];
  private readonly brands = new Interner();
  private readonly options = new Interner();
  private readonly companies = new Interner();

  private liveDocuments = 0;
  private liveLength = 0;

  // Scratch space of a search, one entry per document (a search runs to its end before another starts).
  private seen = new Int32Array(0);
  private survived = new Int32Array(0);
  private frequency = new Float64Array(0);
  private score = new Float64Array(0);
  private mark = 0;
  private passing = new Int32Array(0);
  private rankGroup = new Uint8Array(0);
  private rankKey = new Float64Array(0);
  private rankPrice = new Float64Array(0);

  constructor() {
    this.optionStart.push(0);
    this.offerStart.push(0);
  }

  /** Documents held, dead ones included (what compaction looks at). */
  get documentSlots(): number {
    return this.variants.length;
  }

  /** Documents a search can find. */
  get documentCount(): number {
    return this.liveDocuments;
  }

  /**
   * Adds a document, replacing the variant's earlier one if any. A document that changed only
   * in its offers' prices or companies (a price change, the commonest supplier write) is changed
   * where it is: re-adding it would leave a dead copy behind, and enough of those rebuild the
   * whole index.
   */
  upsert(document: IndexedDocument): void {
    const signature = documentSignature(document);
    const existing = this.docByVariant.get(document.variantId);
    if (existing !== undefined && this.docSignature.data[existing] === signature && this.replaceOffers(existing, document.offers)) return;
    this.remove(document.variantId);
    const doc = this.variants.length;
    this.variants.push(document.variantId);
    this.docByVariant.set(document.variantId, doc);
    this.dead.push(0);
    this.docSignature.push(signature);

    const weights = new Map<number, number>();
    let length = 0;
    document.columns.forEach((text, column) => {
      if (text.length === 0) return;
      for (const word of text.split(' ')) {
        if (word.length === 0) continue;
        length += 1;
        const term = this.termId(word);
        weights.set(term, (weights.get(term) ?? 0) + COLUMN_WEIGHTS[column]!);
      }
    });
    for (const [term, weight] of weights) {
      this.postingDocs[term]!.push(doc);
      this.postingWeights[term]!.push(Math.min(weight, 0xffff));
    }
    this.docLength.push(Math.min(length, 0xffff));
    this.liveDocuments += 1;
    this.liveLength += length;

    this.docCategory.push(this.categories.intern(document.categoryId));
    this.docSubCategory.push(document.subCategoryId === null ? -1 : this.categories.intern(document.subCategoryId));
    const pair = this.categoryPairs.intern(`${document.categoryId}\u0000${document.subCategoryId ?? ''}`);
    if (pair === this.pairCategory.length) {
      this.pairCategory.push(this.categories.intern(document.categoryId));
      this.pairSubCategory.push(document.subCategoryId === null ? -1 : this.categories.intern(document.subCategoryId));
    }
    this.docCategoryPair.push(pair);
    this.docBrand.push(this.brands.intern(document.brandId));
    for (const option of new Set(document.optionIds)) this.optionList.push(this.options.intern(option));
    this.optionStart.push(this.optionList.length);
    for (const offer of document.offers) {
      this.offerCompany.push(this.companies.intern(offer.companyId));
      this.offerPrice.push(offer.priceCents);
      this.offerIds.push(offer.id);
      this.offerDoc.push(doc);
    }
    this.offerStart.push(this.offerIds.length);
  }

  /** Writes a document's offers over its old ones when they are as many; false otherwise. */
  private replaceOffers(doc: number, offers: readonly IndexedOffer[]): boolean {
    const first = this.offerStart.data[doc]!;
    if (this.offerStart.data[doc + 1]! - first !== offers.length) return false;
    offers.forEach((offer, i) => {
      this.offerCompany.data[first + i] = this.companies.intern(offer.companyId);
      this.offerPrice.data[first + i] = offer.priceCents;
      this.offerIds[first + i] = offer.id;
    });
    return true;
  }

  /** Takes a variant's document out of every search (its variant was deleted or changed). */
  remove(variantId: string): void {
    const doc = this.docByVariant.get(variantId);
    if (doc === undefined) return;
    this.docByVariant.delete(variantId);
    this.dead.data[doc] = 1;
    this.liveDocuments -= 1;
    this.liveLength -= this.docLength.data[doc]!;
  }

  /** The per-document and per-offer arrays (the posting lists apart). */
  private typedArrays(): GrowableArray<Int32Array | Uint16Array | Uint8Array | Float64Array>[] {
    return [this.dead, this.docSignature, this.docLength, this.docCategory, this.docCategoryPair, this.docSubCategory, this.docBrand, this.optionStart, this.optionList, this.offerStart, this.offerCompany, this.offerPrice, this.offerDoc];
  }

  /** Drops spare capacity after a bulk build. */
  trim(): void {
    for (const list of this.postingDocs) list.trim();
    for (const list of this.postingWeights) list.trim();
    for (const array of this.typedArrays()) array.trim();
  }

  /** Bytes of the typed arrays (strings and maps come on top, roughly as much again for the ids). */
  bytes(): number {
    let total = 0;
    for (const list of this.postingDocs) total += list.bytes();
    for (const list of this.postingWeights) total += list.bytes();
    for (const array of this.typedArrays()) total += array.bytes();
    return total;
  }

  /** True when an indexed word starts with `prefix`. */
  hasTermWithPrefix(prefix: string): boolean {
    const [from, to] = this.prefixRange(prefix);
    return to > from;
  }

  /** True when any document matches the words. */
  anyMatch(match: MatchWords): boolean {
    const wordTerms = match.words.map((word, index) => this.termsOf(word, isPrefix(match, index, word)));
    if (wordTerms.length === 0 || wordTerms.some((terms) => terms.length === 0)) return false;
    // Walk the rarest word's documents until one holds every other word (binary search in
    // their sorted postings): usually the first one does, so this costs next to nothing.
    const size = (terms: number[]) => terms.reduce((sum, term) => sum + this.postingDocs[term]!.length, 0);
    const [rarest, ...others] = [...wordTerms].sort((a, b) => size(a) - size(b));
    for (const term of rarest!) {
      const docs = this.postingDocs[term]!;
      for (let p = 0; p < docs.length; p += 1) {
        const doc = docs.data[p]!;
        if (this.dead.data[doc] === 1) continue;
        if (others.every((terms) => terms.some((other) => this.holds(other, doc)))) return true;
      }
    }
    return false;
  }

  /** True when the term's postings hold the document (binary search: postings are sorted). */
  private holds(term: number, doc: number): boolean {
    const docs = this.postingDocs[term]!;
    let low = 0;
    let high = docs.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = docs.data[middle]!;
      if (value === doc) return true;
      if (value < doc) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }

  /**
   * The page of matching offers (preferred suppliers first, then best match, then cheapest,
   * then offer id), their number, and with `facets` their counts per category and option.
   */
  search(match: MatchWords, filters: SearchFilters, { limit, offset, facets }: { limit: number; offset: number; facets: boolean }): IndexSearchResult {
    const empty: IndexSearchResult = { ids: [], count: 0, categories: [], options: [] };
    const accept = this.documentFilter(filters);
    if (accept === false) return empty;
    const only = filters.supplierIds ? this.companyFlags(filters.supplierIds) : undefined;
    const preferred = filters.preferredSupplierIds && filters.preferredSupplierIds.length > 0 ? this.companyFlags(filters.preferredSupplierIds) : undefined;
    const matched = this.matchDocuments(match);

    // Every passing offer's number; the page is selected from them at the end.
    if (this.passing.length < this.offerIds.length) {
      const capacity = Math.max(1024, Math.ceil(this.offerIds.length * 1.25));
      this.passing = new Int32Array(capacity);
      this.rankGroup = new Uint8Array(capacity);
      this.rankKey = new Float64Array(capacity);
      this.rankPrice = new Float64Array(capacity);
    }
    const passing = this.passing;
    const pairCounts = facets ? new Int32Array(this.categoryPairs.size) : undefined;
    const optionCounts = facets ? new Int32Array(this.options.size) : undefined;
    const { offerStart, offerCompany, offerPrice, optionStart, optionList, docCategoryPair, score } = this;
    let count = 0;
    for (let i = 0; i < matched.length; i += 1) {
      const doc = matched[i]!;
      if (accept && !accept(doc)) continue;
      let offers = 0;
      for (let offer = offerStart.data[doc]!, end = offerStart.data[doc + 1]!; offer < end; offer += 1) {
        const company = offerCompany.data[offer]!;
        if (only && only[company] !== 1) continue;
        passing[count + offers] = offer;
        offers += 1;
      }
      if (offers === 0) continue;
      count += offers;
      if (pairCounts && optionCounts) {
        const pair = docCategoryPair.data[doc]!;
        pairCounts[pair] = pairCounts[pair]! + offers;
        for (let o = optionStart.data[doc]!, end = optionStart.data[doc + 1]!; o < end; o += 1) {
          const option = optionList.data[o]!;
          optionCounts[option] = optionCounts[option]! + offers;
        }
      }
    }
    const offerIds = this.offerIds;
    // Copied into arrays by position, so comparing reads two arrays instead of following offers
    // to their documents: the group (0 for a preferred supplier), the relevance, the price.
    const { rankGroup, rankKey, rankPrice } = this;
    const offerDoc = this.offerDoc.data;
    for (let i = 0; i < count; i += 1) {
      const offer = passing[i]!;
      rankGroup[i] = preferred && preferred[offerCompany.data[offer]!] === 1 ? 0 : 1;
      rankKey[i] = score[offerDoc[offer]!]!;
      rankPrice[i] = offerPrice.data[offer]!;
    }
    const compare = (a: number, b: number): number => {
      const byRank = rankGroup[a]! - rankGroup[b]! || rankKey[b]! - rankKey[a]! || rankPrice[a]! - rankPrice[b]!;
      if (byRank !== 0) return byRank;
      const idA = offerIds[passing[a]!]!;
      const idB = offerIds[passing[b]!]!;
      return idA < idB ? -1 : idA > idB ? 1 : 0;
    };
    const ids = selectPage(count, compare, offset, limit).map((position) => offerIds[passing[position]!]!);
    const categories: IndexSearchResult['categories'] = [];
    const options: IndexSearchResult['options'] = [];
    if (pairCounts && optionCounts) {
      pairCounts.forEach((n, pair) => {
        if (n === 0) return;
        const sub = this.pairSubCategory[pair]!;
        categories.push({ categoryId: this.categories.values[this.pairCategory[pair]!]!, subCategoryId: sub < 0 ? null : this.categories.values[sub]!, count: n });
      });
      optionCounts.forEach((n, option) => {
        if (n > 0) options.push({ optionId: this.options.values[option]!, count: n });
      });
    }
    return { ids, count, categories, options };
  }

  private termId(word: string): number {
    const before = this.terms.size;
    const id = this.terms.intern(word);
    if (id === before) {
      this.postingDocs.push(new GrowableArray(Int32Array, 2));
      this.postingWeights.push(new GrowableArray(Uint16Array, 2));
    }
    return id;
  }

  /** The range of `sortedTerms` holding the words that start with `prefix`. */
  private prefixRange(prefix: string): [number, number] {
    const sorted = this.sortedTermIds();
    const words = this.terms.values;
    const lowerBound = (value: string) => {
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (words[sorted[middle]!]! < value) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    return [lowerBound(prefix), lowerBound(`${prefix}\uffff`)];
  }

  private sortedTermIds(): Int32Array {
    if (this.sortedTermsCount !== this.terms.size) {
      const words = this.terms.values;
      const ids = Int32Array.from({ length: words.length }, (_, i) => i);
      // Code-unit order, as the binary search compares.
      const order = [...ids].sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0));
      this.sortedTerms = Int32Array.from(order);
      this.sortedTermsCount = words.length;
    }
    return this.sortedTerms;
  }

  /** The term ids a query word matches: itself, or every word it starts (for a prefix). */
  private termsOf(word: string, prefix: boolean): number[] {
    if (!prefix) {
      const id = this.terms.idOf(word);
      return id === undefined ? [] : [id];
    }
    const [from, to] = this.prefixRange(word);
    return Array.from(this.sortedTermIds().subarray(from, to));
  }

  private ensureScratch(): void {
    const size = this.variants.length;
    if (this.seen.length < size) {
      const capacity = Math.max(size, Math.ceil(this.seen.length * 1.5), 1024);
      this.seen = new Int32Array(capacity);
      this.survived = new Int32Array(capacity);
      this.frequency = new Float64Array(capacity);
      this.score = new Float64Array(capacity);
      this.mark = 0;
    }
    if (this.mark > 0x7fffffff - 4 * MARK_STEP) {
      this.seen.fill(0);
      this.survived.fill(0);
      this.mark = 0;
    }
  }

  /**
   * The live documents holding every word (a prefix word: any word it starts), scored by BM25
   * as FTS5 does: per query word, idf × weighted frequency saturated by the document's length.
   * `score[doc]` holds the score of each returned document (higher is better).
   */
  private matchDocuments(match: MatchWords): Int32Array {
    const wordTerms = match.words.map((word, index) => this.termsOf(word, isPrefix(match, index, word)));
    if (wordTerms.length === 0 || wordTerms.some((terms) => terms.length === 0)) return new Int32Array(0);
    // Rarest word first: the candidates shrink soonest.
    const size = (terms: number[]) => terms.reduce((sum, term) => sum + this.postingDocs[term]!.length, 0);
    const order = wordTerms.map((terms) => ({ terms, size: size(terms) })).sort((a, b) => a.size - b.size);

    this.ensureScratch();
    const { seen, survived, frequency, score, dead, docLength } = this;
    const base = (this.mark += MARK_STEP);
    const averageLength = this.liveDocuments > 0 ? this.liveLength / this.liveDocuments : 1;
    let candidates = new Int32Array(0);
    for (let w = 0; w < order.length; w += 1) {
      const wordMark = base + w + 1;
      const next = new GrowableArray(Int32Array, w === 0 ? Math.max(4, order[w]!.size) : candidates.length);
      let documentFrequency = 0;
      for (const term of order[w]!.terms) {
        const docs = this.postingDocs[term]!;
        const weights = this.postingWeights[term]!.data;
        for (let p = 0; p < docs.length; p += 1) {
          const doc = docs.data[p]!;
          if (dead.data[doc] === 1) continue;
          const weight = weights[p]!;
          if (seen[doc] !== wordMark) {
            seen[doc] = wordMark;
            documentFrequency += 1;
            if (w === 0 || survived[doc] === wordMark - 1) {
              survived[doc] = wordMark;
              frequency[doc] = weight;
              if (w === 0) score[doc] = 0;
              next.push(doc);
            }
          } else if (survived[doc] === wordMark) {
            frequency[doc] = frequency[doc]! + weight;
          }
        }
      }
      const n = this.liveDocuments;
      let idf = Math.log((n - documentFrequency + 0.5) / (documentFrequency + 0.5));
      if (idf <= 0) idf = 1e-6;
      candidates = next.data.subarray(0, next.length);
      for (let i = 0; i < candidates.length; i += 1) {
        const doc = candidates[i]!;
        const f = frequency[doc]!;
        score[doc] = score[doc]! + (idf * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * docLength.data[doc]!) / averageLength));
      }
      if (candidates.length === 0) break;
    }
    return candidates;
  }

  /** The per-document test of the category, brand and option filters; null when there is none, false when nothing can pass. */
  private documentFilter(filters: SearchFilters): ((doc: number) => boolean) | null | false {
    const tests: ((doc: number) => boolean)[] = [];
    if (filters.categoryId) {
      const id = this.categories.idOf(filters.categoryId);
      if (id === undefined) return false;
      tests.push((doc) => this.docCategory.data[doc] === id);
    }
    if (filters.subCategoryId) {
      const id = this.categories.idOf(filters.subCategoryId);
      if (id === undefined) return false;
      tests.push((doc) => this.docSubCategory.data[doc] === id);
    }
    if (filters.brandId) {
      const id = this.brands.idOf(filters.brandId);
      if (id === undefined) return false;
      tests.push((doc) => this.docBrand.data[doc] === id);
    }
    for (const group of filters.optionGroups) {
      const ids = new Set(group.flatMap((option) => this.options.idOf(option) ?? []));
      if (ids.size === 0) return false;
      tests.push((doc) => {
        for (let o = this.optionStart.data[doc]!, end = this.optionStart.data[doc + 1]!; o < end; o += 1) {
          if (ids.has(this.optionList.data[o]!)) return true;
        }
        return false;
      });
    }
    if (tests.length === 0) return null;
    if (tests.length === 1) return tests[0]!;
    return (doc) => tests.every((test) => test(doc));
  }

  /** A flag per known company: 1 for those listed. */
  private companyFlags(companyIds: readonly string[]): Uint8Array {
    const flags = new Uint8Array(this.companies.size);
    for (const id of companyIds) {
      const company = this.companies.idOf(id);
      if (company !== undefined) flags[company] = 1;
    }
    return flags;
  }
}

/**
 * A 53-bit hash of a document's words, category, brand and options: two 32-bit FNV-1a passes
 * with different offsets. Equal signatures mean an unchanged document except with odds of about
 * one in 2^53 per change.
 */
function documentSignature(document: IndexedDocument): number {
  const text = [...document.columns, document.categoryId, document.subCategoryId ?? '', document.brandId, ...[...document.optionIds].sort()].join('\u0000');
  let first = 0x811c9dc5;
  let second = 0x050c5d1f;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x01000193);
  }
  return (first >>> 0) * 2 ** 21 + (second >>> 11);
}
