import { sql } from 'kysely';
import type { AliasedRawBuilder } from 'kysely';
import type { Dialect } from '../../db/dialect';

/** Which words of a search must match whole, and which may be the start of a word. */
export interface MatchWords {
  words: readonly string[];
  /** Every word may be a prefix; otherwise only the last (the one still being typed). */
  prefixAll: boolean;
}

/** A matching search document: the variant, the filters it carries and its rank. */
export interface MatchedDocument {
  variant_id: string;
  product_id: string;
  category_id: string;
  sub_category_id: string | null;
  brand_id: string;
  /** Lower is better on both databases. */
  score: number;
}

/** Column weights of the ranking: product names and SKUs count most, categories least. */
const BM25_WEIGHTS = '10.0, 4.0, 2.0, 1.0, 8.0';

/** Words of one letter or digit are matched whole: as prefixes they would match half the index. */
export function isPrefix(match: MatchWords, index: number, word: string): boolean {
  return word.length >= 2 && (match.prefixAll || index === match.words.length - 1);
}

/**
 * The FTS5 query: every word required. Words hold only letters and digits (search-text.ts),
 * so quoting them is all the escaping FTS5 needs.
 */
export function fts5Query(match: MatchWords): string {
  return match.words.map((word, index) => `"${word}"${isPrefix(match, index, word) ? '*' : ''}`).join(' AND ');
}

/** The same query for PostgreSQL's to_tsquery. */
export function tsQuery(match: MatchWords): string {
  return match.words.map((word, index) => `'${word}'${isPrefix(match, index, word) ? ':*' : ''}`).join(' & ');
}

/**
 * The documents matching the words, as a subquery aliased `m`: the one place the two
 * databases' full-text search differs (FTS5 bm25 over the FTS table; tsvector @@ tsquery
 * ranked by ts_rank, negated so lower is better as well). Without `ranked`, the score is 0 and
 * costs nothing: counts and facets do not need it.
 */
export function matchedDocuments(dialect: Dialect, match: MatchWords, ranked = true): AliasedRawBuilder<MatchedDocument, 'm'> {
  if (dialect === 'postgres') {
    const score = ranked ? sql`-ts_rank(d.search_vector, q.query)` : sql`0`;
    return sql<MatchedDocument>`(
      select d.variant_id, d.product_id, d.category_id, d.sub_category_id, d.brand_id, ${score} as score
      from catalog_search_documents d, to_tsquery('simple', ${tsQuery(match)}) as q(query)
      where d.search_vector @@ q.query
    )`.as('m');
  }
  const score = ranked ? sql.raw(`bm25(catalog_search_fts, ${BM25_WEIGHTS})`) : sql`0`;
  return sql<MatchedDocument>`(
    select d.variant_id, d.product_id, d.category_id, d.sub_category_id, d.brand_id, f.score
    from (
      select rowid as doc_id, ${score} as score
      from catalog_search_fts where catalog_search_fts match ${fts5Query(match)}
    ) f
    join catalog_search_documents d on d.doc_id = f.doc_id
  )`.as('m');
}
