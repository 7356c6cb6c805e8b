/** Drops unset filters, so the cache key and the query string carry only what was chosen. */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== null && item !== '')) as Partial<T>;
}

/** A page of an operator list, written camelCase (sent snake_case). */
export interface PageArgs {
  limit: number;
  offset: number;
}
