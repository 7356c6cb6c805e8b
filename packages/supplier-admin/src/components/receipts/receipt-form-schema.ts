import { z } from 'zod';

/** Longest receipt note: a line or two on what was short or damaged (the API's limit). */
export const RECEIPT_NOTE_MAX = 500;

/**
 * The receipt form's rules for a line with `stillToReceive` items left to count: a whole number
 * from 0 to that (the API refuses more), and an optional short note. `firstReceipt` words the limit
 * as the ordered quantity, later ones as what is still to come.
 */
export function receiptFormSchema(stillToReceive: number, firstReceipt: boolean) {
  const most = firstReceipt ? `Give at most the ${stillToReceive} ordered.` : `Give at most the ${stillToReceive} still to receive.`;
  return z.object({
    quantityReceived: z
      .string()
      .trim()
      .regex(/^\d+$/, { error: 'Give the quantity received as a whole number.' })
      .transform(Number)
      .refine((quantity) => quantity <= stillToReceive, { error: most }),
    note: z.string().trim().max(RECEIPT_NOTE_MAX, { error: `Keep the note under ${RECEIPT_NOTE_MAX} characters.` }),
  });
}

/** What the receipt form holds (text, as typed). */
export type ReceiptFormValues = z.input<ReturnType<typeof receiptFormSchema>>;
/** What it sends once valid. */
export type ReceiptFormOutput = z.output<ReturnType<typeof receiptFormSchema>>;

/** The form's fields, for the API's field errors (camelCased by the client). */
export const receiptFormFieldNames = ['quantityReceived', 'note'] as const;
