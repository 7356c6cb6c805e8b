import { z } from 'zod';
import { disputeReasonValues, MAX_DISPUTE_NOTE_LENGTH, MAX_OVERRIDE_REASON_LENGTH } from './procurement-rules';

/**
 * Approving an invoice with exceptions, or in dispute, overrides the match: owners and admins
 * only, and never without a reason, which the audit log and the invoice's history keep.
 */
export const overrideApprovalFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Say why you approve it despite the exceptions; the reason is recorded.' })
    .max(MAX_OVERRIDE_REASON_LENGTH, { error: `Keep the reason under ${MAX_OVERRIDE_REASON_LENGTH} characters.` }),
});
export type OverrideApprovalFormValues = z.infer<typeof overrideApprovalFormSchema>;

/** A dispute: why, in a word the supplier's bookkeeping understands, and in the builder's own. */
export const disputeFormSchema = z.object({
  reason: z.enum(disputeReasonValues, { error: 'Choose why you dispute the invoice.' }),
  note: z
    .string()
    .trim()
    .min(1, { error: 'Say what is wrong with the invoice; the supplier reads it.' })
    .max(MAX_DISPUTE_NOTE_LENGTH, { error: `Keep the note under ${MAX_DISPUTE_NOTE_LENGTH} characters.` }),
});
export type DisputeFormInput = z.input<typeof disputeFormSchema>;
export type DisputeFormValues = z.output<typeof disputeFormSchema>;
