import { quoteMessageRequestSchema } from '@marketplace/contracts';
import { z } from 'zod';
import type { SupplierQuoteMessagePayload } from '../api/supplier-quotes-api';
import { contractProblem } from './contract-rule';

/*
 * The supplier's message to the builder (decision 0611, "Messages"): the text, checked with the
 * contracts' own rule (visible text, 1 to 2000 characters, nothing that turns it around), so the
 * form refuses what the API would, in its words; and the line it points at, if any.
 */

/** What the form holds: the line's id ('' for none) and the text as typed. */
export const quoteMessageFormSchema = z
  .object({ lineId: z.string(), body: z.string() })
  .superRefine((form, context) => {
    const problem = contractProblem(quoteMessageRequestSchema.shape.body, form.body);
    if (problem) context.addIssue({ code: 'custom', path: ['body'], message: problem });
  })
  .transform((form): SupplierQuoteMessagePayload => ({ body: form.body.trim(), quoteLineId: form.lineId || null }));
export type QuoteMessageFormValues = z.input<typeof quoteMessageFormSchema>;

/** What the form starts with, and goes back to once a message is sent. */
export const emptyQuoteMessage: QuoteMessageFormValues = { lineId: '', body: '' };

/** Which field shows each of the API's (camelCased) field names. */
export const quoteMessageFieldOfApiField = { body: 'body', quoteLineId: 'lineId' } as const;
