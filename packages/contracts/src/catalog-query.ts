import { z } from 'zod';
import { hasControlCharacter, visibleTextMessages } from './visible-text';

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

/**
 * A whole number of a query string, written in digits. `z.coerce.number` would also read "" and
 * " " as 0, "1e3" as 1000 and "0x10" as 16: a mistyped page would answer a page nobody asked for.
 */
export const queryWholeNumberSchema = ({ min, max, message, tooLarge = message }: { min: number; max: number; message: string; tooLarge?: string }) =>
  z
    .string({ error: message })
    .regex(/^\d{1,15}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: tooLarge }));

/** `limit` of a query string: 1 to 100, default 20. */
export const queryLimitSchema = queryWholeNumberSchema({ min: 1, max: MAX_PAGE_SIZE, message: `Use a whole number from 1 to ${MAX_PAGE_SIZE}.` }).default(
  DEFAULT_PAGE_SIZE,
);

/** `offset` of a query string: 0 or more, default 0. */
export const queryOffsetSchema = queryWholeNumberSchema({ min: 0, max: 1_000_000, message: 'Use a whole number of 0 or more.', tooLarge: 'Use an offset of at most 1000000.' }).default(0);

/** An id given in a query string or a path: ids are opaque strings (UUIDs). */
export const idSchema = (label: string) =>
  z
    .string({ error: `Give the ${label}.` })
    .trim()
    .min(1, { error: `Give the ${label}.` })
    .max(64, { error: `This is not a valid ${label}.` });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An id filter of a query string (`?project_id=`). Every id is a UUID, so anything else can
 * only be a mistake, answered as one rather than as an empty list.
 */
export const queryIdSchema = (label: string) =>
  z
    .string({ error: `Give the ${label} id.` })
    .trim()
    .toLowerCase()
    .regex(UUID, { error: `This is not a valid ${label} id.` });

/** Free text of a query string holds no control character: `%00` would reach PostgreSQL, which refuses it. */
export const withoutControlCharacters = (schema: z.ZodString) => schema.refine((value) => !hasControlCharacter(value), { error: visibleTextMessages.controlCharacters });

/** Optional free-text filter of a list (`?query=`). */
export const queryTextSchema = withoutControlCharacters(z.string({ error: 'Use text.' }).trim().max(200, { error: 'Use at most 200 characters.' })).optional();
