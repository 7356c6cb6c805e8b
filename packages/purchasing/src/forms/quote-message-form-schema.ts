import { z } from 'zod';

/*
 * The builder's message form (decision 0611, "Messages"). The contracts' limit on a message, and
 * the way their paragraph rule stores it (visible-text.ts `visibleParagraphsSchema`), are repeated
 * here, as procurement-rules.ts repeats the others: the screens import no runtime value of the
 * contracts' quotes module. The form sends the text as the API stores it, so the limit counts
 * what the API counts. The API's refusals of the rest (tabs, characters that turn the text
 * around, a line not of the request) come back under their fields.
 * quote-message-form-schema.test.ts checks both against the contracts.
 */

/** The longest message (the contracts' `MAX_QUOTE_MESSAGE_LENGTH`). */
export const MAX_QUOTE_MESSAGE_LENGTH = 2000;
/** The thread choice that shows every thread and writes to every supplier asked. */
export const ALL_SUPPLIERS = 'all';

/** More than two blank lines in a row, which the contracts collapse to two. */
const BLANK_LINE_RUNS = /\n(?:[^\S\n]*\n){3,}/g;

/** The line a message points at ('' for none) and what it says; where it goes is the thread chosen. */
export const quoteMessageFormSchema = z
  .object({
    lineId: z.string(),
    body: z
      .string()
      .overwrite((body) => body.replace(/\r\n?/g, '\n'))
      .trim()
      .normalize('NFC')
      .overwrite((body) => body.replace(BLANK_LINE_RUNS, '\n\n\n'))
      .min(1, { error: 'Write a message.' })
      .max(MAX_QUOTE_MESSAGE_LENGTH, { error: `Use at most ${MAX_QUOTE_MESSAGE_LENGTH} characters.` }),
  })
  .transform(({ lineId, body }) => ({ body, quoteLineId: lineId || null }));

/** Which field shows each of the API's (camelCased) field names; the others go above the form. */
export const quoteMessageFieldOfApiField = { body: 'body', quoteLineId: 'lineId' } as const;
