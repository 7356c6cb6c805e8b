import type { Dialect } from '../../db/dialect';
import type { Executor } from '../../db/schema';
import type { MatchWords } from './search-match';
import { isVocabularyWord } from './search-text';
import type { MemorySearchIndex } from './index/memory-search-index';
import { anyDocumentMatches } from './search.repository';
import { closestWord } from './typo-correction';
import { similarWords, vocabularyHasPrefix } from './search-vocabulary.repository';

/** The words a search will match, and which typed words were corrected to what. */
export interface ResolvedMatch {
  match: MatchWords;
  /** Empty unless typos were fixed. */
  corrections: Map<string, string>;
}

/**
 * Picks the strictest reading of the words that finds something: (1) whole words, the last
 * one possibly unfinished ("2x4 stu"); (2) every word possibly unfinished ("dry pan");
 * (3) words absent from the vocabulary replaced by their closest indexed word ("plywod" →
 * "plywood"). Each step runs only when the previous one matched nothing, so a well-typed search
 * costs one cheap existence check: in the in-memory index when there is one, else in the database.
 */
export async function resolveMatch(db: Executor, dialect: Dialect, words: readonly string[], index?: MemorySearchIndex): Promise<ResolvedMatch> {
  const anyMatches = async (match: MatchWords) => (index ? index.anyMatch(match) : anyDocumentMatches(db, dialect, match));
  const strict: MatchWords = { words, prefixAll: false };
  if (await anyMatches(strict)) return { match: strict, corrections: new Map() };
  const loose: MatchWords = { words, prefixAll: true };
  if (words.length > 1 && (await anyMatches(loose))) return { match: loose, corrections: new Map() };

  const corrections = new Map<string, string>();
  for (const word of words) {
    if (!isVocabularyWord(word) || (await vocabularyHasPrefix(db, word))) continue;
    const replacement = closestWord(word, await similarWords(db, dialect, word));
    if (replacement) corrections.set(word, replacement);
  }
  if (corrections.size > 0) {
    const fixed: MatchWords = { words: words.map((word) => corrections.get(word) ?? word), prefixAll: true };
    if (await anyMatches(fixed)) return { match: fixed, corrections };
  }
  return { match: strict, corrections: new Map() };
}
