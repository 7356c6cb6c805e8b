import { sql } from 'kysely';
import type { Dialect } from '../../db/dialect';
import type { Executor } from '../../db/schema';

/** Candidates the typo correction compares a word with. */
const CANDIDATES = 40;

/** True when some indexed word starts with `word` (the word is then not a typo). */
export async function vocabularyHasPrefix(db: Executor, word: string): Promise<boolean> {
  // Vocabulary words hold only letters, so the pattern needs no escaping.
  const row = await db.selectFrom('catalog_search_terms').select('term').where('term', 'like', `${word}%`).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The three-letter pieces of a word, each once. */
export function trigrams(word: string): string[] {
  return [...new Set(Array.from({ length: Math.max(0, word.length - 2) }, (_, i) => word.slice(i, i + 3)))];
}

/**
 * Vocabulary words sharing the most three-letter pieces with `word`, most similar first: FTS5's
 * trigram tokenizer on SQLite, pg_trgm on PostgreSQL. The caller picks by edit distance.
 */
export async function similarWords(db: Executor, dialect: Dialect, word: string): Promise<string[]> {
  if (dialect === 'postgres') {
    const result = await sql<{ term: string }>`
      select term from catalog_search_terms where term % ${word}
      order by similarity(term, ${word}) desc, term limit ${CANDIDATES}`.execute(db);
    return result.rows.map((row) => row.term);
  }
  const pieces = trigrams(word);
  if (pieces.length === 0) return [];
  const query = pieces.map((piece) => `"${piece}"`).join(' OR ');
  const result = await sql<{ term: string }>`
    select term from catalog_search_terms_trigram where catalog_search_terms_trigram match ${query}
    order by rank limit ${CANDIDATES}`.execute(db);
  return result.rows.map((row) => row.term);
}
