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
