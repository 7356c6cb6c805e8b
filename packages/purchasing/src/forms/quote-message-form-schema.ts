import { z } from 'zod';

/*
 * The builder's message form (decision 0611, "Messages"). The contracts' limit on a message is
 * repeated here, as procurement-rules.ts repeats the others: the screens import no runtime value
 * of the contracts' quotes module. The API's refusals of the rest (characters that turn the text
 * around, a line not of the request) come back under their fields.
 */

/** The longest message (the contracts' `MAX_QUOTE_MESSAGE_LENGTH`). */
export const MAX_QUOTE_MESSAGE_LENGTH = 2000;
/** The thread choice that shows every thread and writes to every supplier asked. */
export const ALL_SUPPLIERS = 'all';

/** The line a message points at ('' for none) and what it says; where it goes is the thread chosen. */
export const quoteMessageFormSchema = z
  .object({
    lineId: z.string(),
    body: z
      .string()
      .trim()
      .min(1, { error: 'Write a message.' })
      .max(MAX_QUOTE_MESSAGE_LENGTH, { error: `Use at most ${MAX_QUOTE_MESSAGE_LENGTH} characters.` }),
  })
  .transform(({ lineId, body }) => ({ body, quoteLineId: lineId || null }));
export type QuoteMessageFormValues = z.input<typeof quoteMessageFormSchema>;
export type QuoteMessageFormOutput = z.output<typeof quoteMessageFormSchema>;

/** What the form starts with, and goes back to once a message is sent. */
export const emptyQuoteMessage: QuoteMessageFormValues = { lineId: '', body: '' };

/** Which field shows each of the API's (camelCased) field names; the others go above the form. */
export const quoteMessageFieldOfApiField = { body: 'body', quoteLineId: 'lineId' } as const;
