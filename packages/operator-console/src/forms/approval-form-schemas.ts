import { supplierApproveRequestSchema, supplierSuspendRequestSchema } from '@marketplace/contracts';
import { z } from 'zod';

/** Approving a supplier: an optional note for the audit log, under the API's rule. */
export const approveFormSchema = z.object({ text: supplierApproveRequestSchema.shape.note.unwrap() });

/** Suspending a supplier: why, in words the audit log keeps, under the API's rule. */
export const suspendFormSchema = z.object({ text: supplierSuspendRequestSchema.shape.reason });

/** Either decision's form: its one text, sent as `note` or `reason`. */
export type DecisionFormValues = z.input<typeof approveFormSchema>;
