import { CompiledQuery, SqliteDialect } from 'kysely';
import type { DatabaseConnection, Driver, QueryResult, TransactionSettings } from 'kysely';
import { DatabaseBusyError, isLockTimeout } from './errors';
import type { CachingConnection as Connection } from './statement-cache';

/** How long a write waits, in all, for another process's write lock before answering busy. */
export const WRITE_LOCK_WAIT_MS = 2_000;
/** A statement that can only read: Kysely writes every SELECT this way, CTEs aside. */
const SELECT = /^\s*select\b/i;
/** Longest pause between two tries for the lock: a few tries a second once waiting long. */
const MAX_RETRY_PAUSE_MS = 100;

/** Runs one statement on one connection as Kysely expects its result. */
function run(connection: Connection, { sql, parameters }: CompiledQuery): QueryResult<unknown> {
  const statement = connection.prepare(sql);
  if (statement.reader) return { rows: statement.all(...parameters) };
  const { changes, lastInsertRowid } = statement.run(...parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/**
 * Runs `attempt` until it stops failing with SQLITE_BUSY, pausing between tries on a timer so
 * the event loop serves other requests meanwhile; after {@link WRITE_LOCK_WAIT_MS} it gives up
 * with {@link DatabaseBusyError}. Each try blocks only for the connection's short busy_timeout.
 */
async function withLockRetries<T>(attempt: () => T): Promise<T> {
  const giveUpAt = Date.now() + WRITE_LOCK_WAIT_MS;
  for (let pause = 5; ; pause = Math.min(pause * 2, MAX_RETRY_PAUSE_MS)) {
    try {
      return attempt();
    } catch (error) {
      if (!isLockTimeout(error)) throw error;
      if (Date.now() + pause > giveUpAt) throw new DatabaseBusyError(error);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** Lets one holder at a time use the writing connection; the others wait their turn. */
class Turns {
  private tail: Promise<void> = Promise.resolve();

  async take(): Promise<() => void> {
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return release;
  }
}

/** One use of the database by Kysely: a statement on its own, or a transaction. */
class Session implements DatabaseConnection {
  /** Set while this session holds the writing connection (in a transaction). */
  private releaseWriter: (() => void) | undefined;

  constructor(
    private readonly driver: SqliteReadWriteDriver,
    private readonly writer: Connection,
    private readonly reader: Connection,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.releaseWriter) return run(this.writer, query) as QueryResult<R>;
    // On its own, a SELECT takes the reading connection: it sees the last commit and never waits
    // behind a write, ours or another process's. Anything else (writes, WITH … UPDATE, pragmas)
    // takes the writing one. Told by the text, so that no statement is prepared on both.
    if (SELECT.test(query.sql)) return run(this.reader, query) as QueryResult<R>;
    const release = await this.driver.writerTurns.take();
    try {
      return (await withLockRetries(() => run(this.writer, query))) as QueryResult<R>;
    } finally {
      release();
    }
  }

  // eslint-disable-next-line require-yield -- nothing in the API streams; Kysely's interface asks for the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries is not supported on SQLite here.');
  }

  async begin(): Promise<void> {
    const release = await this.driver.writerTurns.take();
    try {
      // IMMEDIATE takes the write lock now: a deferred transaction that reads first and then
      // writes fails at once, without waiting, when another process writes meanwhile.
      await withLockRetries(() => run(this.writer, CompiledQuery.raw('begin immediate')));
      this.releaseWriter = release;
    } catch (error) {
      release();
      throw error;
    }
  }

  async end(command: 'commit' | 'rollback'): Promise<void> {
    try {
      run(this.writer, CompiledQuery.raw(command));
    } finally {
      this.releaseWriter?.();
      this.releaseWriter = undefined;
    }
  }
}

/**
 * Kysely's SQLite driver with two connections to the file: transactions and writing statements
 * take turns on the writing one, statements that only read go to the reading one (WAL lets it
 * read while a write is under way). Waiting for another process's lock happens on timers, not
 * inside SQLite's busy handler, which would block the event loop for as long as it waits
 * (decision 0124).
 */
class SqliteReadWriteDriver implements Driver {
  readonly writerTurns = new Turns();

  constructor(
    private readonly writer: Connection,
    private readonly reader: Connection,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this, this.writer, this.reader);
  }

  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await (connection as Session).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as Session).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as Session).end('rollback');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    const release = await this.writerTurns.take();
    this.reader.close();
    if (this.writer !== this.reader) this.writer.close();
    release();
  }
}

/** Kysely's SQLite dialect on {@link SqliteReadWriteDriver}. */
export class SqliteReadWriteDialect extends SqliteDialect {
  constructor(
    private readonly writer: Connection,
    private readonly reader: Connection,
  ) {
    // The parent's own driver is never created; it only lends the adapter, compiler and introspector.
    super({ database: writer as never });
  }

  override createDriver(): Driver {
    return new SqliteReadWriteDriver(this.writer, this.reader);
  }
}
