import { z } from 'zod';
import { normalizeAccountType } from './account-types';

/**
 * Zod schema that accepts every spelling and outputs the canonical one. Apart from the account
 * types themselves so that the web app's route guard, which only normalizes, does not ship zod.
 */
export const accountTypeSchema = z.string().transform((value, ctx) => {
  const type = normalizeAccountType(value);
  if (!type) {
    ctx.addIssue({ code: 'custom', message: 'Choose builder, supplier or builder receiver.' });
    return z.NEVER;
  }
  return type;
});
