import { z } from 'zod';

/** The longest note the API keeps with a decision (the contracts' `approvalDecisionSchema`). */
export const MAX_DECISION_NOTE_LENGTH = 1000;

/**
 * One decision on a request: approve (saying who pays) or reject. A rejection needs a note: the
 * buyer reads it on their cart and should learn what to change, not just "no".
 */
export const approvalDecisionFormSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
    settlement: z.enum(['credit', 'buyer_card'], { error: 'Choose who pays.' }),
    note: z.string().trim().max(MAX_DECISION_NOTE_LENGTH, { error: `Keep the note under ${MAX_DECISION_NOTE_LENGTH} characters.` }),
  })
  .refine((values) => values.decision === 'approve' || values.note.length > 0, { path: ['note'], error: 'Say why, in words the buyer reads.' });

/** Values of {@link approvalDecisionFormSchema}. */
export type ApprovalDecisionFormValues = z.infer<typeof approvalDecisionFormSchema>;
