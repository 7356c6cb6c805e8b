import type { Database as SqliteConnection, Statement } from 'better-sqlite3';
import { createByteBudgetCache } from '../lib/byte-budget-cache';

/**
 * Memory the kept statements of one connection may take (SQLite has two: reads and writes). A
 * few hundred distinct SQL texts cover the whole API; this holds some five hundred of them.
 */
export const STATEMENT_CACHE_MAX_BYTES = 4 * 1024 * 1024;
/** Longer SQL (multi-row bulk inserts) is prepared each time: it repeats rarely and is large. */
const MAX_CACHED_SQL_LENGTH = 8000;

/**
 * What a prepared statement keeps alive in SQLite (its compiled program) and in better-sqlite3,
 * measured by preparing thousands of distinct statements of this API's kinds (a lookup by id:
 * 3.5 KB; a four-table join: 6 KB; `in (…)` with 20 parameters: 7 KB): about 3 KiB, 8 bytes per
 * character of SQL and 200 per parameter, bounds each of them from above.
 */
export function statementBytes(sql: string): number {
  let parameters = 0;
  for (let index = sql.indexOf('?'); index !== -1; index = sql.indexOf('?', index + 1)) parameters += 1;
  return 3 * 1024 + 8 * sql.length + 200 * parameters;
}

/** A connection that prepares each SQL text once, as the SQLite dialect uses it. */
export interface CachingConnection {
  prepare(sql: string): Statement;
  close(): void;
  cachedBytes(): number;
}

/**
 * The SQLite connection as Kysely's dialect sees it, with prepared statements reused. Kysely
 * prepares every query it runs; parsing and planning the same SQL on every request costs as
 * much as running it. Queries are built with bound parameters, so a few hundred distinct texts
 * cover the whole API, and a statement is only ever used synchronously (all() or run()), so
 * sharing one is safe (streaming with iterate() would not be: nothing here streams). Least
 * recently used statements are dropped beyond {@link STATEMENT_CACHE_MAX_BYTES} (SQLite frees a
 * dropped one when its JavaScript object is collected).
 */
export function withStatementCache(connection: SqliteConnection, maxBytes = STATEMENT_CACHE_MAX_BYTES): CachingConnection {
  // Keyed by the SQL itself; the key's own bytes are counted by the cache.
  const statements = createByteBudgetCache<Statement>({ maxBytes, bytesOf: (statement) => statementBytes(statement.source), ttlMs: 0 });
  return {
    prepare(sql: string) {
      if (sql.length > MAX_CACHED_SQL_LENGTH) return connection.prepare(sql);
      let statement = statements.get(sql);
      if (!statement) {
        statement = connection.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      connection.close();
    },
    cachedBytes: () => statements.calculatedSize,
  };
}
