import { z } from 'zod';

/** Largest page any catalogue list answers; the default is the spec's 20. */
export const MAX_PAGE_SIZE = 100;
/** The spec's default page size. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * A boolean query flag (`?fetch_total=true`). Query strings carry text, and `z.coerce.boolean`
 * would read "false" as true, so only these spellings are accepted; absent means false.
 */
export const queryFlagSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false.' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** `limit` of a query string: 1 to 100, default 20. */
export const queryLimitSchema = z.coerce
  .number({ error: `Use a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  .int({ error: `Use a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  .min(1, { error: `Use a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  .max(MAX_PAGE_SIZE, { error: `Use a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  .default(DEFAULT_PAGE_SIZE);

/** `offset` of a query string: 0 or more, default 0. */
export const queryOffsetSchema = z.coerce
  .number({ error: 'Use a whole number of 0 or more.' })
  .int({ error: 'Use a whole number of 0 or more.' })
  .min(0, { error: 'Use a whole number of 0 or more.' })
  .max(1_000_000, { error: 'Use an offset of at most 1000000.' })
  .default(0);

/** An id given in a query string or a path: ids are opaque strings (UUIDs). */
export const idSchema = (label: string) =>
  z
    .string({ error: `Give the ${label}.` })
    .trim()
    .min(1, { error: `Give the ${label}.` })
    .max(64, { error: `This is not a valid ${label}.` });

/** Optional free-text filter of a list (`?query=`). */
export const queryTextSchema = z.string({ error: 'Use text.' }).trim().max(200, { error: 'Use at most 200 characters.' }).optional();
