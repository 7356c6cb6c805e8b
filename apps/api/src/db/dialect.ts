import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';

/** The SQL dialect a connection speaks. */
export type Dialect = DatabaseConfig['dialect'];

/**
 * The dialect behind a Kysely instance. Migrations receive only the instance, yet the few
 * objects the two databases build differently (full-text search) must know which one it is;
 * the adapter is what Kysely itself consults for such differences.
 */
export function dialectOf<DB>(db: Kysely<DB>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
