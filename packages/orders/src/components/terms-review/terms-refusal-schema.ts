import { z } from 'zod';

/** What the builder does with each line's new terms: refuse them one of two ways, or decide later. */
export const refusalChoices = ['send_back', 'cancel', 'keep'] as const;
export type RefusalChoice = (typeof refusalChoices)[number];

/** The refusal form: a choice per line with new terms, and a note for the supplier. */
export const termsRefusalFormSchema = z.object({
  lines: z
    .array(z.object({ lineItemId: z.string(), action: z.enum(refusalChoices, { error: 'Choose what to do with this item.' }) }))
    .refine((lines) => lines.some((line) => line.action !== 'keep'), { error: 'Choose at least one item whose new terms you refuse.' }),
  note: z.string().trim().max(500, { error: 'Keep the note under 500 characters.' }),
});
export type TermsRefusalFormValues = z.input<typeof termsRefusalFormSchema>;
export type TermsRefusalFormOutput = z.output<typeof termsRefusalFormSchema>;

/** The refusal as the API takes it (camelCase here): the lines refused, and the note if any. */
export interface TermsRefusalPayload {
  lines: { lineItemId: string; action: 'send_back' | 'cancel' }[];
  note?: string;
}

/** The lines kept for later leave the request: their proposals stay to be answered. */
export function refusalPayloadOf(values: TermsRefusalFormOutput): TermsRefusalPayload {
  const lines = values.lines.flatMap((line) => (line.action === 'keep' ? [] : [{ lineItemId: line.lineItemId, action: line.action }]));
  return values.note ? { lines, note: values.note } : { lines };
}
