import { z } from 'zod';

/**
 * The award being chosen: for each line of the request (in its order), the supplier it goes to,
 * or '' to leave it out. At least one line must go somewhere; quantities are the API's default
 * (what was asked, or less when the supplier has less).
 */
export const quoteAwardFormSchema = z.object({
  choices: z.array(z.string()).refine((choices) => choices.some(Boolean), { error: 'Choose a supplier for at least one line.' }),
});
export type QuoteAwardFormValues = z.infer<typeof quoteAwardFormSchema>;
