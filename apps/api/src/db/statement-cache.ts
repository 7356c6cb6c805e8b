import type { Database as SqliteConnection, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts whose prepared statements are kept. */
const MAX_STATEMENTS = 1000;
/** Longer SQL (multi-row bulk inserts) is prepared each time: it repeats rarely and is large. */
const MAX_CACHED_SQL_LENGTH = 8000;

/**
 * The SQLite connection as Kysely's dialect sees it, with prepared statements reused. Kysely
 * prepares every query it runs; parsing and planning the same SQL on every request costs as
 * much as running it. Queries are built with bound parameters, so a few hundred distinct texts
 * cover the whole API, and a statement is only ever used synchronously (all() or run()), so
 * sharing one is safe (streaming with iterate() would not be: nothing here streams). Least
 * recently used statements are dropped beyond the limit.
 */
export function withStatementCache(connection: SqliteConnection): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string) {
      if (sql.length > MAX_CACHED_SQL_LENGTH) return connection.prepare(sql);
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = connection.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      connection.close();
    },
  };
}
