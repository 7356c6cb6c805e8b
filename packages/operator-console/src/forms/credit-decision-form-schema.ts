import { MAX_CREDIT_LIMIT_CENTS, MIN_CREDIT_LIMIT_CENTS } from '@marketplace/contracts';
import { centsOfDollars } from '@marketplace/ui-kit';
import { z } from 'zod';

/**
 * A decision as typed: approve with a limit in dollars (within the API's bounds), or decline
 * with a reason the builder reads.
 */
export const creditDecisionFormSchema = z
  .object({
    decision: z.enum(['approve', 'decline']),
    limitDollars: z.string(),
    reason: z.string().trim().max(1000, 'Use at most 1000 characters.'),
  })
  .superRefine((values, context) => {
    if (values.decision === 'approve') {
      const cents = centsOfDollars(values.limitDollars);
      if (cents === null || cents < MIN_CREDIT_LIMIT_CENTS || cents > MAX_CREDIT_LIMIT_CENTS) {
        context.addIssue({ code: 'custom', path: ['limitDollars'], message: `Approve from ${MIN_CREDIT_LIMIT_CENTS / 100} to ${MAX_CREDIT_LIMIT_CENTS / 100} dollars.` });
      }
    } else if (!values.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Say why, in words the builder reads.' });
    }
  });
export type CreditDecisionFormValues = z.input<typeof creditDecisionFormSchema>;
