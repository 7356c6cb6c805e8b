/**
 * True when a thunk did not run because its condition said so (login while already logged
 * in): `unwrap()` then throws a `ConditionError` rather than an API failure.
 */
export function isSkipped(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ConditionError';
}
