import type { SelectQueryBuilder } from 'kysely';

/**
 * How many rows a query's tables and filters give: the `count` a list answers beside its page,
 * read from the same query the page is cut from so the two never disagree. (PostgreSQL answers
 * counts as text.)
 */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  // Kysely merges the selection into the query's own generic row type, which TypeScript cannot
  // narrow here; the one column selected is `n`.
  const row = (await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst()) as { n?: string | number } | undefined;
  return Number(row?.n ?? 0);
}
