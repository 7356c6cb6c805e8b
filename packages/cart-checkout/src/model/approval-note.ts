import { z } from 'zod';

/** The longest note the API keeps with a request (the contracts' `approvalRequestCreateSchema`). */
export const MAX_APPROVAL_NOTE_LENGTH = 1000;

/** The "ask for approval" form: an optional note for the approver, sent only when it says something. */
export const approvalNoteFormSchema = z.object({
  note: z.string().trim().max(MAX_APPROVAL_NOTE_LENGTH, { error: `Keep the note under ${MAX_APPROVAL_NOTE_LENGTH} characters.` }),
});

/** Values of {@link approvalNoteFormSchema}. */
export type ApprovalNoteFormValues = z.infer<typeof approvalNoteFormSchema>;
