/**
 * The one definition of a searchable word, used both when documents are indexed and when a
 * search is parsed, on both databases: lower case, accents removed, split on anything that is
 * not a letter or digit, a few filler words dropped, and plurals folded to the singular
 * ("studs" → "stud", "boxes" → "box", "supplies" → "supply"). Doing this in the API rather than
 * in each database's tokenizer is what makes SQLite and PostgreSQL find the same things.
 */

const FILLER_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'for', 'with', 'to']);

/** Most words a search uses; the rest are ignored (a pasted paragraph is not a query). */
export const MAX_QUERY_WORDS = 8;

/** Folds a plural to its singular with the few English rules product names need. */
export function singular(word: string): string {
  if (word.length <= 3 || !/[a-z0-9]s$/.test(word)) return word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(xes|ches|shes|sses|zes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** One word as the index stores it (empty for a filler word). */
function normalizeWord(word: string): string {
  const plain = word.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
  return FILLER_WORDS.has(plain) ? '' : singular(plain);
}

const SEPARATORS = /([^\p{L}\p{N}]+)/u;

/** The normalized words of a text, in order, duplicates kept. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(SEPARATORS)
    .filter((part, index) => index % 2 === 0 && part.length > 0)
    .map(normalizeWord)
    .filter((word) => word.length > 0);
}

/**
 * The text as typed with some words replaced ("plywod 3/4" with plywod → plywood gives
 * "plywood 3/4"): what a "showing results for" line displays.
 */
export function replaceWords(text: string, replacements: ReadonlyMap<string, string>): string {
  return text
    .trim()
    .split(SEPARATORS)
    .map((part, index) => (index % 2 === 0 ? (replacements.get(normalizeWord(part)) ?? part) : part))
    .join('');
}

/** A text as the space-separated normalized words a search document stores. */
export function searchTerms(...texts: (string | null | undefined)[]): string {
  return texts.flatMap((text) => (text ? searchWords(text) : [])).join(' ');
}

/** The distinct words of a search, at most {@link MAX_QUERY_WORDS}. */
export function queryWords(search: string): string[] {
  return [...new Set(searchWords(search))].slice(0, MAX_QUERY_WORDS);
}

/**
 * True for words worth keeping in the typo-correction vocabulary: three letters or more and
 * no digits (sizes and SKU numbers are typed exactly or not at all).
 */
export function isVocabularyWord(word: string): boolean {
  return word.length >= 3 && /^\p{L}+$/u.test(word);
}
