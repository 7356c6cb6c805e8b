import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * Most distinct SQL texts one process gives names to. Each connection's server process keeps the
 * statements it was asked to prepare (a plan of a few kilobytes each) for as long as it lives;
 * a few hundred texts cover the API's reads and writes, and texts seen after the limit still run
 * as before, unnamed.
 */
export const MAX_NAMED_STATEMENTS = 500;
/** Longer SQL (multi-row bulk inserts, price-list updates) repeats rarely: it is not named. */
const MAX_NAMED_SQL_LENGTH = 8000;
/** Only data statements are named; DDL and settings (migrations, ANALYZE) run unnamed as before. */
const NAMED_KINDS = /^\s*(?:select|insert|update|delete|with)\b/i;

/**
 * Gives each SQL text a stable statement name (derived from the text), up to `max` texts; undefined
 * for texts that are not named.
 */
export function statementNamer(max = MAX_NAMED_STATEMENTS): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= max || sql.length > MAX_NAMED_SQL_LENGTH || !NAMED_KINDS.test(sql)) return undefined;
    // 32 characters: well within PostgreSQL's 63-byte names, and no two of a few hundred texts collide.
    const name = `k${createHash('sha1').update(sql).digest('base64url').slice(0, 27)}`;
    names.set(sql, name);
    return name;
  };
}

/** A pooled connection whose queries run as named prepared statements. */
class NamedStatementClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly nameOf: (sql: string) => string | undefined,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') return (this.client as unknown as PostgresPoolClient).query(sqlOrCursor);
    const values = [...(parameters ?? [])];
    const name = this.nameOf(sqlOrCursor);
    const result = name ? this.client.query({ name, text: sqlOrCursor, values }) : this.client.query(sqlOrCursor, values);
    return result as unknown as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    this.client.release();
  }
}

/**
 * The pool as Kysely's PostgreSQL dialect sees it, running every data statement as a named
 * prepared statement. Unnamed, PostgreSQL parses and plans each statement anew: planning the
 * catalogue's four-table joins took 0.2–0.3 ms against 0.06 ms to run them (EXPLAIN ANALYZE on
 * 100,000 offers), so most of a catalogue read's database time was planning. A named statement is
 * parsed once per connection, and after five runs PostgreSQL may keep a generic plan when it costs
 * no more than the custom ones; node-postgres remembers which statements each connection has
 * prepared. Queries are built with bound parameters, so a few hundred texts cover the API
 * (the same reasoning as SQLite's statement cache, statement-cache.ts).
 */
export function withNamedStatements(pool: pg.Pool, nameOf = statementNamer()): PostgresPool {
  return {
    connect: async () => new NamedStatementClient(await pool.connect(), nameOf),
    end: () => pool.end(),
  };
}
