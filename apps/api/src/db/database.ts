import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { databaseQueryDuration } from '../metrics/registry';
import type { Database } from './schema';
import { SQLITE_OPTIMIZE_ALL_TABLES } from './planner-statistics';
import { withNamedStatements } from './postgres-named-statements';
import { isLockTimeout } from './errors';
import { SqliteReadWriteDialect } from './sqlite-dialect';
import { withStatementCache } from './statement-cache';
import { startWalCheckpointer } from './wal-checkpointer';

/**
 * SQLite's page cache when the configuration names none (decision 0116), shared between the
 * connections: the reading one has three quarters, the writing one a quarter.
 */
export const DEFAULT_SQLITE_PAGE_CACHE_BYTES = 32 * 1024 * 1024;
/** How long one try for SQLite's lock may block the event loop. */
const SQLITE_BUSY_TIMEOUT_MS = 5;

/** An open database and how it was opened. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseConfig['dialect'];
  /** What it was opened from (the job queue on PostgreSQL opens connections of its own). */
  config: DatabaseConfig;
  /** Closes the connection or pool. */
  destroy(): Promise<void>;
}

/**
 * One SQLite connection as the API uses it. The busy timeout is short on purpose: better-sqlite3
 * waits inside SQLite, blocking the event loop, so waits for another process's lock are made on
 * timers instead (sqlite-dialect.ts). Pages are read into SQLite's own cache, bounded, rather than
 * mapped (decision 0116): every mapped page a read touches stays in the server's resident memory,
 * the whole file (240 MiB at 100,000 offers) after a crawl of the catalogue. The operating system
 * caches the file either way; mapping saves the copy into the cache, which a deployment may buy
 * back with SQLITE_MMAP_MB.
 */
function openSqliteConnection(filename: string, { pageCacheBytes, mmapBytes }: { pageCacheBytes: number; mmapBytes: number }): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`cache_size = ${-Math.floor(pageCacheBytes / 1024)}`);
  sqlite.pragma(`mmap_size = ${mmapBytes}`);
  return sqlite;
}

/** Every statement's time goes to the metrics (db_query_duration_seconds). */
function timeQuery(event: LogEvent): void {
  databaseQueryDuration.observe({ outcome: event.level === 'error' ? 'error' : 'ok' }, event.queryDurationMillis / 1000);
}

/**
 * Opens the configured database. SQLite runs in WAL mode (readers do not block the writer)
 * with foreign keys enforced, which SQLite leaves off by default.
 */
export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.dialect === 'postgres') {
    // A request waits at most 5 s for a connection or a row lock, then answers 503 database_busy.
    const pool = new pg.Pool({ connectionString: config.connectionString, max: config.poolSize ?? 10, connectionTimeoutMillis: 5_000, options: '-c lock_timeout=5000' });
    // An idle connection dropped by the server emits 'error' on the pool; unhandled, that would
    // end the process. The pool replaces the connection, so reporting it is enough.
    pool.on('error', (error) => process.stderr.write(`PostgreSQL idle connection error: ${error.message}\n`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }), log: timeQuery });
    return { db, dialect: 'postgres', config, destroy: () => db.destroy() };
  }

  const inMemory = config.filename === ':memory:';
  if (!inMemory) mkdirSync(path.dirname(config.filename), { recursive: true });
  const pageCacheBytes = config.pageCacheBytes ?? DEFAULT_SQLITE_PAGE_CACHE_BYTES;
  const writerCacheBytes = Math.floor(pageCacheBytes / 4);
  const mmapBytes = config.mmapBytes ?? 0;
  const sqlite = openSqliteConnection(config.filename, { pageCacheBytes: writerCacheBytes, mmapBytes });
  // Planner statistics as the data now is (see planner-statistics.ts): a file last analyzed when
  // it held a handful of products would otherwise be planned as if it still did.
  // Skipped if another process holds the write lock now: the scheduled refresh does it later.
  try {
    sqlite.pragma(`optimize = ${SQLITE_OPTIMIZE_ALL_TABLES}`);
  } catch (error) {
    if (!isLockTimeout(error)) throw error;
  }
  const writing = withStatementCache(sqlite);
  // An in-memory database is private to its connection: it reads where it writes, and has no log to checkpoint.
  const reading = inMemory ? writing : withStatementCache(openSqliteConnection(config.filename, { pageCacheBytes: pageCacheBytes - writerCacheBytes, mmapBytes }));
  const db = new Kysely<Database>({ dialect: new SqliteReadWriteDialect(writing, reading), log: timeQuery });
  if (inMemory) return { db, dialect: 'sqlite', config, destroy: () => db.destroy() };
  const checkpointer = startWalCheckpointer(sqlite, config.filename);
  return {
    db,
    dialect: 'sqlite',
    config,
    async destroy() {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}
