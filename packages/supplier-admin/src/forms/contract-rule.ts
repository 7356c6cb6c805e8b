import type { z } from 'zod';

/**
 * The first message of a contracts rule for `value`, or null when it passes. Forms that hold text
 * as typed check the values they send with the API's own rules, so they refuse what the API
 * would, in its words.
 */
export function contractProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'This value is not valid.');
}
