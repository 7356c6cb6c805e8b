import { quoteMessageRequestSchema } from '@marketplace/contracts';
import { z } from 'zod';
import type { SupplierQuoteMessagePayload } from '../api/supplier-quotes-api';
import { contractProblem } from './contract-rule';

/*
 * The supplier's message to the builder (decision 0611, "Messages"): the text, checked with the
 * contracts' own rule (visible paragraphs, 1 to 2000 characters, nothing that turns it around), so
 * the form refuses what the API would, in its words; and the line it points at, if any.
 */

const bodyRule = quoteMessageRequestSchema.shape.body;

/** What the form holds: the line's id ('' for none) and the text as typed; it sends the text as the API stores it. */
export const quoteMessageFormSchema = z
  .object({ lineId: z.string(), body: z.string() })
  .superRefine((form, context) => {
    const problem = contractProblem(bodyRule, form.body);
    if (problem) context.addIssue({ code: 'custom', path: ['body'], message: problem });
  })
  // Only once the rule passed (zod stops at a refusal): its result, line breaks as LF, trimmed.
  .transform((form): SupplierQuoteMessagePayload => ({ body: bodyRule.parse(form.body), quoteLineId: form.lineId || null }));

/** Which field shows each of the API's (camelCased) field names. */
export const quoteMessageFieldOfApiField = { body: 'body', quoteLineId: 'lineId' } as const;
