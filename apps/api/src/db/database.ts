import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';
import { SQLITE_OPTIMIZE_ALL_TABLES } from './planner-statistics';
import { withStatementCache } from './statement-cache';

/** How much of the SQLite file reads may map into memory: SQLite's own maximum in better-sqlite3's build (2 GiB). */
const SQLITE_MMAP_BYTES = 2_147_418_112;

/** An open database and how it was opened. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseConfig['dialect'];
  /** Closes the connection or pool. */
  destroy(): Promise<void>;
}

/**
 * Opens the configured database. SQLite runs in WAL mode (readers do not block the writer)
 * with foreign keys enforced, which SQLite leaves off by default.
 */
export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.connectionString, max: 10 });
    // An idle connection dropped by the server emits 'error' on the pool; unhandled, that would
    // end the process. The pool replaces the connection, so reporting it is enough.
    pool.on('error', (error) => process.stderr.write(`PostgreSQL idle connection error: ${error.message}\n`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }

  if (config.filename !== ':memory:') mkdirSync(path.dirname(config.filename), { recursive: true });
  const sqlite = new SqliteDatabase(config.filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Reads map the file instead of copying each page through a read() call: on a large catalogue a
  // search joins thousands of offers by index, and the copies were a third of its time. Only
  // address space: pages stay in the operating system's cache either way.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  // Planner statistics as the data now is (see planner-statistics.ts): a file last analyzed when
  // it held a handful of products would otherwise be planned as if it still did.
  sqlite.pragma(`optimize = ${SQLITE_OPTIMIZE_ALL_TABLES}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
