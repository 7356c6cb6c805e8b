import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';
import { SQLITE_OPTIMIZE_ALL_TABLES } from './planner-statistics';
import { withNamedStatements } from './postgres-named-statements';
import { withStatementCache } from './statement-cache';
import { startWalCheckpointer } from './wal-checkpointer';

/** SQLite's page cache, per connection, when the configuration names none (decision 0116). */
export const DEFAULT_SQLITE_PAGE_CACHE_BYTES = 32 * 1024 * 1024;

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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }

  if (config.filename !== ':memory:') mkdirSync(path.dirname(config.filename), { recursive: true });
  const sqlite = new SqliteDatabase(config.filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Pages are read into SQLite's own cache, bounded, rather than mapped (decision 0116): every
  // mapped page a read touches stays in the server's resident memory, the whole file (240 MiB at
  // 100,000 offers) after a crawl of the catalogue. The operating system caches the file either
  // way; mapping saves the copy into the cache, which a deployment may buy back with SQLITE_MMAP_MB.
  sqlite.pragma(`cache_size = ${-Math.floor((config.pageCacheBytes ?? DEFAULT_SQLITE_PAGE_CACHE_BYTES) / 1024)}`);
  sqlite.pragma(`mmap_size = ${config.mmapBytes ?? 0}`);
  // Planner statistics as the data now is (see planner-statistics.ts): a file last analyzed when
  // it held a handful of products would otherwise be planned as if it still did.
  sqlite.pragma(`optimize = ${SQLITE_OPTIMIZE_ALL_TABLES}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  if (config.filename === ':memory:') return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  const checkpointer = startWalCheckpointer(sqlite, config.filename);
  return {
    db,
    dialect: 'sqlite',
    async destroy() {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}
