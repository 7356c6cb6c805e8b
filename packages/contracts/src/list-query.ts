import { z } from 'zod';

/** What a parameter given twice (`?status=a&status=b`) is told. */
export const REPEATED_PARAMETER_MESSAGE = 'Give this parameter once.';

/**
 * The query string of a list route: only the parameters it names, each given once. A filter a
 * list ignored (a misspelling, `category_id[]=`) or read half of (a repeated one) answers as if
 * unfiltered, and a caller cannot tell; each is a 400 naming the parameter instead.
 */
export function listQuerySchema<Shape extends z.ZodRawShape>(shape: Shape) {
  const unknownMessage = `This list has no such parameter; it takes ${Object.keys(shape).join(', ')}.`;
  const parameters = z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownMessage : undefined) });
  return z.preprocess((query: z.input<typeof parameters>, context) => {
    // Before the parameters' own rules, which would answer "Use a whole number" to a list of two.
    for (const [name, value] of Object.entries(query)) {
      if (Array.isArray(value)) context.addIssue({ code: 'custom', path: [name], message: REPEATED_PARAMETER_MESSAGE });
    }
    return query;
  }, parameters);
}
