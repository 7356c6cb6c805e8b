/** A page of a list: the rows asked for and how many there are in all. */
export interface Page<T> {
  count: number;
  results: T[];
}

/** `count(*)` arrives as a number from SQLite and as a string (bigint) from PostgreSQL. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}
