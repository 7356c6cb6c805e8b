import { sql } from 'kysely';
import type { RawBuilder, SqlBool } from 'kysely';

/** Escapes LIKE wildcards so user text matches literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `column` contains `text`, ignoring case, on both databases (PostgreSQL's LIKE is case
 * sensitive, SQLite's is not: both compare lower-cased text here). For short lists of names;
 * the catalogue's products are searched through the search index instead.
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;
}
