/**
 * True when a database error is a unique-constraint violation, on either dialect: the
 * constraint is the final arbiter when two requests race past an existence check.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
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
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * True when the database could not serve the request in time for want of a lock or a
 * connection, rather than because the request was wrong: SQLite's busy answers, PostgreSQL's
 * lock timeout (55P03), and node-postgres's pool timing out while waiting for a connection.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof DatabaseBusyError || isLockTimeout(error)) return true;
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  return code === '55P03' || /timeout exceeded when trying to connect/i.test(error.message);
}
