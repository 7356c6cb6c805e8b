/**
 * True when a database error is a unique-constraint violation, on either dialect: the
 * constraint is the final arbiter when two requests race past an existence check.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  // PostgreSQL: SQLSTATE 23505. better-sqlite3: extended result code names.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A write that waited its longest for another process's lock on the database. */
export class DatabaseBusyError extends Error {
  constructor(cause: unknown) {
    super('The database is busy: another process held its write lock for too long.', { cause });
    this.name = 'DatabaseBusyError';
  }
}

/** True for SQLite's "the database is locked by another connection" (SQLITE_BUSY and its variants). */
export function isLockTimeout(error: unknown): boolean {
  return errorCode(error)?.startsWith('SQLITE_BUSY') ?? false;
}

/**
 * True when the database could not serve the request in time for want of a lock or a
 * connection, rather than because the request was wrong: SQLite's busy answers, PostgreSQL's
 * lock timeout (55P03), and node-postgres's pool timing out while waiting for a connection.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof DatabaseBusyError || isLockTimeout(error)) return true;
  return errorCode(error) === '55P03' || (error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message));
}

/** A write refused for want of space: a full disk or quota (files), SQLite's SQLITE_FULL, PostgreSQL's disk_full. */
export function isStorageFull(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL' || code === '53100';
}

/**
 * Storage that cannot be written or read at all: a read-only or vanished folder (file system
 * errors carry the failing `syscall`), SQLite refusing its file, PostgreSQL in read-only mode.
 */
export function isStorageUnavailable(error: unknown): boolean {
  const code = errorCode(error);
  if (code === undefined) return false;
  if (['EROFS', 'EACCES', 'EPERM', 'EIO'].includes(code)) return typeof (error as { syscall?: unknown }).syscall === 'string';
  return code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN' || code === '25006';
}

/** The `code` a driver or the file system put on an error (better-sqlite3's names, SQLSTATEs, errno names). */
function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}
